import { describe, expect, it } from 'vitest';
import { seededRandom } from '../../../shared/kernel/seeded-random.ts';
import type { SavedSearchCriteria } from '../../contracts/saved-searches.ts';
import { SavedSearchIndex, type IndexedSearch } from './saved-search-index.ts';
import { listingMatches, type MatchableListing } from './saved-search-match.ts';

const listing: MatchableListing = {
  title: 'Creek lot with road frontage',
  description: 'Live water and mature oaks.',
  category: 'land',
  status: 'active',
  city: 'Dripping Springs',
  county: 'Hays',
  state: 'TX',
  zip: '78620',
  price: 50_000,
  acres: 5,
  beds: null,
  baths: null,
  terms: ['cash', 'owner-finance'],
  openToJointVenture: true,
  featured: false,
  latitude: 30.19,
  longitude: -98.08,
};
const criteria = (fields: Partial<SavedSearchCriteria>): SavedSearchCriteria => ({ status: 'active', sort: 'newest', ...fields });

let ids = 0;
const search = (fields: Partial<SavedSearchCriteria>, more: Partial<IndexedSearch> = {}): IndexedSearch => ({
  id: `search-${++ids}`,
  userId: 'buyer',
  name: 'A search',
  alerts: 'instant',
  alertsPaused: false,
  criteria: criteria(fields),
  ...more,
});

const idsMatching = (index: SavedSearchIndex, subject: MatchableListing, owner: string | null = null) =>
  index
    .matching(subject, owner)
    .map((match) => match.id)
    .sort();

describe('SavedSearchIndex', () => {
  it('answers which searches a listing matches, with what alerting needs, leaving out the owner’s own', () => {
    const index = new SavedSearchIndex();
    const texas = search(
      { category: ['land'], state: ['TX'], maxPrice: 60_000 },
      { userId: 'ada', name: 'Texas land', alerts: 'daily', alertsPaused: true },
    );
    const everything = search({}, { userId: 'seller' });
    const oklahoma = search({ state: ['OK'] });
    const expensive = search({ minPrice: 60_000 });
    const creek = search({ q: 'CREEK oak' });
    for (const entry of [texas, everything, oklahoma, expensive, creek]) index.upsert(entry);

    expect(index.matching(listing, 'seller').sort((a, b) => a.id.localeCompare(b.id))).toEqual([
      { id: texas.id, userId: 'ada', name: 'Texas land', alerts: 'daily', alertsPaused: true },
      { id: creek.id, userId: 'buyer', name: 'A search', alerts: 'instant', alertsPaused: false },
    ]);
    expect(index.count(listing, null)).toBe(3);
    expect(index.count(listing, 'nobody')).toBe(3);
    expect(index.count({ ...listing, status: 'under_contract' }, null)).toBe(0);
  });

  it('replaces a search edited and forgets one removed', () => {
    const index = new SavedSearchIndex();
    const texas = search({ state: ['TX'] });
    index.upsert(texas);
    expect(idsMatching(index, listing)).toEqual([texas.id]);
    index.upsert({ ...texas, name: 'Renamed', criteria: criteria({ state: ['OK'] }) });
    expect(index.size).toBe(1);
    expect(idsMatching(index, listing)).toEqual([]);
    expect(idsMatching(index, { ...listing, state: 'OK' })).toEqual([texas.id]);
    expect(index.matching({ ...listing, state: 'OK' }, null)[0].name).toBe('Renamed');
    expect(index.remove(texas.id)).toBe(true);
    expect(index.remove(texas.id)).toBe(false);
    expect(index.size).toBe(0);
    expect(idsMatching(index, { ...listing, state: 'OK' })).toEqual([]);
  });

  it('checks the states of a search too broad to be keyed by them', () => {
    const index = new SavedSearchIndex();
    const states = Array.from({ length: 40 }, (_, n) => `S${n}`);
    const broad = search({ category: ['land', 'commercial'], state: states });
    index.upsert(broad);
    expect(idsMatching(index, listing)).toEqual([]);
    expect(idsMatching(index, { ...listing, state: 'S7' })).toEqual([broad.id]);
  });

  it('decides exactly as listingMatches on random searches and listings, across edits and removals', () => {
    const random = seededRandom(7); // the same cases on every run
    const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)];
    const some = <T>(items: readonly T[], max: number): T[] => [
      ...new Set(Array.from({ length: 1 + Math.floor(random() * max) }, () => pick(items))),
    ];
    const maybe = (probability: number) => random() < probability;
    const CATEGORIES = ['land', 'residential', 'commercial', 'recreational'] as const;
    const STATES = ['TX', 'OK', 'NM', 'AZ', 'FL'];
    const COUNTIES = ['Hays', 'Travis', 'Llano', 'Tulsa'];
    const TERMS = ['cash', 'owner-finance', 'subject-to'] as const;
    const WORDS = [
      'creek',
      'cre',
      'oak',
      'pond',
      'dripping',
      'springs',
      'texas',
      'lot',
      'road',
      'ÓAKS',
      'averyveryverylongwordthatexceedsprefixes',
    ];
    const USERS = ['u1', 'u2', 'u3', 'u4'];

    const randomCriteria = (): SavedSearchCriteria => {
      const fields: Partial<SavedSearchCriteria> = {};
      if (maybe(0.6)) fields.category = some(CATEGORIES, 2);
      if (maybe(0.6)) fields.state = some(STATES, 3);
      if (maybe(0.05)) {
        fields.category = [...CATEGORIES];
        fields.state = Array.from({ length: 20 }, (_, n) => (n < STATES.length ? STATES[n] : `X${n}`));
      }
      if (maybe(0.4)) fields.maxPrice = pick([30_000, 50_000, 80_000]);
      if (maybe(0.3)) fields.minPrice = pick([10_000, 50_000, 70_000]);
      if (maybe(0.3)) fields.minAcres = pick([1, 5, 10]);
      if (maybe(0.2)) fields.maxAcres = pick([5, 20]);
      if (maybe(0.1)) fields.minPricePerAcre = pick([5_000, 10_000]);
      if (maybe(0.1)) fields.maxPricePerAcre = pick([9_999, 10_000, 20_000]);
      if (maybe(0.1)) fields.minBeds = pick([0, 2, 3]);
      if (maybe(0.1)) fields.minBaths = pick([1, 1.5, 2]);
      if (maybe(0.2)) fields.county = some(COUNTIES, 2).map((county) => (maybe(0.5) ? county.toUpperCase() : county));
      if (maybe(0.2)) fields.terms = some(TERMS, 2);
      if (maybe(0.2)) fields.openToJointVenture = maybe(0.5);
      if (maybe(0.2)) fields.featured = maybe(0.5);
      if (maybe(0.25)) fields.q = some(WORDS, 3).join(' ');
      if (maybe(0.05)) fields.q = '  ';
      const place = random();
      if (place < 0.1) fields.bbox = { west: -99, south: pick([30, 30.123457]), east: pick([-98, -97]), north: pick([31, 30.654321]) };
      else if (place < 0.2) {
        fields.near = { lat: pick([30.27, 30.5]), lng: -97.74 };
        fields.radiusKm = pick([20, 50]);
      } else if (place < 0.3) {
        // a triangle whose bounds hold listings it leaves out
        fields.polygon = [
          { lat: pick([30, 30.2]), lng: -99 },
          { lat: 31, lng: pick([-98.5, -98]) },
          { lat: pick([30.1, 30.6]), lng: -97 },
        ];
      }
      return criteria({ ...fields, status: maybe(0.1) ? 'under_contract' : 'active' });
    };
    const randomListing = (): MatchableListing => {
      const building = maybe(0.4);
      const placed = maybe(0.9);
      return {
        ...listing,
        category: pick(CATEGORIES),
        state: pick(STATES),
        county: maybe(0.8) ? pick(COUNTIES) : null,
        status: maybe(0.9) ? 'active' : pick(['under_contract', 'draft']),
        price: pick([9_000, 10_000, 30_000, 50_000, 65_000, 90_000]),
        acres: pick([0, 1, 5, 10, 30]),
        beds: building ? pick([1, 2, 3]) : null,
        baths: building ? pick([1, 1.5, 2]) : null,
        terms: some(TERMS, 2),
        openToJointVenture: maybe(0.5),
        featured: maybe(0.3),
        latitude: placed ? 30 + random() : null,
        longitude: placed ? -99 + random() * 2 : null,
        title: maybe(0.5) ? listing.title : 'Pond acreage',
      };
    };

    const index = new SavedSearchIndex();
    const searches = new Map<string, IndexedSearch>();
    let compared = 0;
    for (let round = 0; round < 40; round++) {
      for (let n = 0; n < 60; n++) {
        const entry = search(randomCriteria(), { userId: pick(USERS) });
        searches.set(entry.id, entry);
        index.upsert(entry);
      }
      for (const id of [...searches.keys()]) {
        if (maybe(0.1)) {
          searches.delete(id);
          expect(index.remove(id)).toBe(true);
        } else if (maybe(0.05)) {
          const edited = { ...searches.get(id)!, criteria: randomCriteria() };
          searches.set(id, edited);
          index.upsert(edited);
        }
      }
      expect(index.size).toBe(searches.size);
      for (let n = 0; n < 25; n++) {
        const subject = randomListing();
        const owner = maybe(0.5) ? pick(USERS) : null;
        const expected = [...searches.values()]
          .filter((entry) => entry.userId !== owner && listingMatches(entry.criteria, subject))
          .map((entry) => entry.id)
          .sort();
        expect(idsMatching(index, subject, owner)).toEqual(expected);
        expect(index.count(subject, owner)).toBe(expected.length);
        compared += expected.length;
      }
    }
    expect(compared).toBeGreaterThan(1000); // the random cases did match, not only miss
  });
});
