import { polygonReach } from '../../../shared/kernel/geo-polygon.ts';
import type { AlertFrequency, SavedSearchCriteria } from '../../contracts/saved-searches.ts';
import {
  keysCoverStates,
  listingKeys,
  listingWords,
  placeMatches,
  pricePerAcre,
  searchKeys,
  searchWords,
  type MatchableListing,
} from './saved-search-match.ts';

/**
 * Every saved search in memory, indexed so that "which searches does this listing answer?" costs
 * a pass over the searches of the listing's category and state, without a database round trip
 * (decision 0028). Its answers are exactly `listingMatches()`'s (listing numbers are finite, as the
 * listing and demand schemas make them); the unit tests compare the two on random searches and listings.
 *
 * Layout (typed arrays, so a pass reads memory in order rather than chasing pointers):
 * - one posting list per key of {@link searchKeys} (`category|state`, `*` for any): a listing reads
 *   the four lists of {@link listingKeys}, and a search is in exactly one of them. Each entry carries
 *   what rules most candidates out: the price and acreage bounds (±Infinity when not asked), the
 *   owner (interned, for "not the seller's own"), bits of what else the search asks for (joint
 *   venture and featured with their values, so those need nothing more), and a sketch of its rare
 *   filters (see {@link PostingList.sketches});
 * - by search slot, read only for the few entries that pass all that and ask for more: a status
 *   other than active, price per acre, beds and baths in columns; the filters few searches use
 *   (text words, counties, asking terms, map area, drawn area or radius, the states of a search too broad to be
 *   keyed by them) as small objects;
 * - per slot too: id, name, owner and alerts, for the searches a listing matched.
 */

/** What a listing event needs of a search it matched. */
export interface MatchedSearch {
  id: string;
  userId: string;
  name: string;
  alerts: AlertFrequency;
  alertsPaused: boolean;
}

/** A saved search as the index takes it. */
export interface IndexedSearch extends MatchedSearch {
  criteria: SavedSearchCriteria;
}

const ALERTS: readonly AlertFrequency[] = ['instant', 'daily', 'off'];
const PAUSED = 4;

/** the filters beyond price and acreage, per slot and in this order; NaN is "no bound" */
const MORE_BOUNDS = 4;
const MIN_PPA = 0;
const MAX_PPA = 1;
const MIN_BEDS = 2;
const MIN_BATHS = 3;
/**
 * What a posting entry's search asks for beyond price, acreage and owner, in bits, so that most of
 * it is decided without reading the search's slot: a status other than active (then compared with
 * the slot's), joint venture and featured (with the value asked), price per acre, beds or baths (the
 * slot's bounds), rare filters (the slot's object).
 */
const ASKS_STATUS = 1;
const ASKS_JV = 2;
const JV_YES = 4;
const ASKS_FEATURED = 8;
const FEATURED_YES = 16;
const ASKS_NUMBERS = 32;
const ASKS_RARE = 64;
/** status 0 marks a free slot; a search's status is its interned id + 1 */
const FREE = 0;
/** the status a posting entry that asks for nothing more implies */
const ACTIVE = 'active';

/** The filters few searches use; an absent one is not asked. One shape for all, so reading them stays fast. */
class RareFilters {
  /** only when the keys do not name the states (a search of more than 64 category × state pairs) */
  readonly states: readonly string[] | undefined;
  /** lower-cased */
  readonly counties: readonly string[] | undefined;
  readonly terms: readonly string[] | undefined;
  /** the text's words, by their numbers in the index's word table */
  readonly words: Int32Array | undefined;
  readonly place: PlaceFilter | undefined;
  /** one bit per asked county and term (0: not asked), for {@link PostingList.sketches} */
  readonly countyBits: number;
  readonly termBits: number;

  constructor(criteria: SavedSearchCriteria, words: Interned) {
    this.states = criteria.state?.length && !keysCoverStates(criteria) ? criteria.state : undefined;
    this.counties = criteria.county?.length ? criteria.county.map((county) => county.toLowerCase()) : undefined;
    this.terms = criteria.terms?.length ? criteria.terms : undefined;
    const asked = searchWords(criteria.q ?? '');
    this.words = asked.length ? Int32Array.from(asked, (word) => words.id(word)) : undefined;
    this.place = criteria.bbox || criteria.polygon || criteria.near ? new PlaceFilter(criteria) : undefined;
    this.countyBits = bitsOf(this.counties ?? []);
    this.termBits = bitsOf(this.terms ?? []);
  }

  /** the search's rare filters, or undefined when it asks for none (most searches) */
  static of(criteria: SavedSearchCriteria, words: Interned): RareFilters | undefined {
    const filters = new RareFilters(criteria, words);
    return filters.states || filters.counties || filters.terms || filters.words || filters.place ? filters : undefined;
  }

  matches(listing: MatchableListing, facts: ListingFacts): boolean {
    const { states, counties, terms, place, words } = this;
    if (states !== undefined && !states.includes(listing.state)) return false;
    if (counties !== undefined && (facts.county === null || !counties.includes(facts.county))) return false;
    if (terms !== undefined && !anyOf(terms, listing.terms)) return false;
    if (place !== undefined && !place.contains(listing)) return false;
    if (words !== undefined) {
      for (let n = 0; n < words.length; n++) if (!facts.startsAWord(words[n])) return false;
    }
    return true;
  }
}

/** a string's bit among 32 (FNV-1a): equal strings share it, others mostly do not */
function bitOf(text: string): number {
  let hash = 0x811c9dc5;
  for (let n = 0; n < text.length; n++) hash = Math.imul(hash ^ text.charCodeAt(n), 0x01000193);
  return 1 << (hash >>> 27);
}
const bitsOf = (texts: readonly string[]) => texts.reduce((bits, text) => bits | bitOf(text), 0);

function anyOf(wanted: readonly string[], have: readonly string[]): boolean {
  for (let n = 0; n < wanted.length; n++) if (have.includes(wanted[n])) return true;
  return false;
}

const KM_PER_DEGREE_OF_LATITUDE = (Math.PI / 180) * 6371;

/** A map area, a drawn area or a radius; the band of latitude they lie in rules most listings out first. */
class PlaceFilter {
  readonly #area: Pick<SavedSearchCriteria, 'bbox' | 'polygon' | 'near' | 'radiusKm'>;
  /** the band of latitude the area lies in, a little wider (for {@link PostingList.bands}) */
  readonly south: number;
  readonly north: number;

  constructor({ bbox, polygon, near, radiusKm }: SavedSearchCriteria) {
    this.#area = { bbox, polygon, near, radiusKm };
    // a great-circle distance is never shorter than its north-south part; the margin covers rounding
    const reach = near ? (radiusKm ?? 0) / KM_PER_DEGREE_OF_LATITUDE + 1e-6 : 0;
    const bands = [
      ...(bbox ? [{ south: bbox.south, north: bbox.north }] : []),
      ...(polygon ? [polygonReach(polygon)] : []),
      ...(near ? [{ south: near.lat - reach, north: near.lat + reach }] : []),
    ];
    // a listing must be in every one: the band they share
    this.south = Math.max(Number.NEGATIVE_INFINITY, ...bands.map((band) => band.south));
    this.north = Math.min(Number.POSITIVE_INFINITY, ...bands.map((band) => band.north));
  }

  contains(listing: MatchableListing): boolean {
    return placeMatches(this.#area, listing);
  }
}

/** What a posting entry holds of its search. */
interface Entry {
  slot: number;
  user: number;
  asks: number;
  minPrice: number;
  maxPrice: number;
  minAcres: number;
  maxAcres: number;
  rare: RareFilters | undefined;
}

/** A growable list of the searches under one key, in parallel arrays; order is not kept. */
class PostingList {
  length = 0;
  slots = new Int32Array(8);
  users = new Int32Array(8);
  /** the ASKS_ bits */
  asks = new Uint8Array(8);
  /** min, max per entry */
  prices = new Float64Array(16);
  acres = new Float64Array(16);
  /**
   * A sketch of the rare filters, to rule most of their candidates out without reading them: bits of
   * the counties and terms asked (0: not asked), the numbers of the first two words of the text
   * (+1; 0: none), and the band of latitude of a place (in float32, a little wider; ±Infinity without one).
   */
  sketches = new Int32Array(32);
  bands = new Float32Array(16);

  add(entry: Entry): void {
    if (this.length === this.slots.length) this.#grow(this.length * 2);
    const at = this.length++;
    this.slots[at] = entry.slot;
    this.users[at] = entry.user;
    this.asks[at] = entry.asks;
    this.prices[2 * at] = entry.minPrice;
    this.prices[2 * at + 1] = entry.maxPrice;
    this.acres[2 * at] = entry.minAcres;
    this.acres[2 * at + 1] = entry.maxAcres;
    const { rare } = entry;
    this.sketches[4 * at] = rare?.countyBits ?? 0;
    this.sketches[4 * at + 1] = rare?.termBits ?? 0;
    this.sketches[4 * at + 2] = rare?.words && rare.words.length > 0 ? rare.words[0] + 1 : 0;
    this.sketches[4 * at + 3] = rare?.words && rare.words.length > 1 ? rare.words[1] + 1 : 0;
    // widened by 1e-4 degrees (11 m), more than float32 rounds a latitude by
    this.bands[2 * at] = Math.fround((rare?.place?.south ?? Number.NEGATIVE_INFINITY) - 1e-4);
    this.bands[2 * at + 1] = Math.fround((rare?.place?.north ?? Number.POSITIVE_INFINITY) + 1e-4);
  }

  remove(slot: number): void {
    const at = this.slots.subarray(0, this.length).indexOf(slot);
    if (at < 0) return;
    const last = --this.length;
    this.slots[at] = this.slots[last];
    this.users[at] = this.users[last];
    this.asks[at] = this.asks[last];
    this.prices.copyWithin(2 * at, 2 * last, 2 * last + 2);
    this.acres.copyWithin(2 * at, 2 * last, 2 * last + 2);
    this.sketches.copyWithin(4 * at, 4 * last, 4 * last + 4);
    this.bands.copyWithin(2 * at, 2 * last, 2 * last + 2);
  }

  #grow(capacity: number): void {
    const grown = <T extends Uint8Array | Int32Array | Float32Array | Float64Array>(array: T, next: T): T => {
      next.set(array);
      return next;
    };
    this.slots = grown(this.slots, new Int32Array(capacity));
    this.users = grown(this.users, new Int32Array(capacity));
    this.asks = grown(this.asks, new Uint8Array(capacity));
    this.prices = grown(this.prices, new Float64Array(2 * capacity));
    this.acres = grown(this.acres, new Float64Array(2 * capacity));
    this.sketches = grown(this.sketches, new Int32Array(4 * capacity));
    this.bands = grown(this.bands, new Float32Array(2 * capacity));
  }
}

/** Strings by small numbers, so a column holds an `Int32Array` entry instead of a pointer to a string. */
class Interned {
  readonly #ids = new Map<string, number>();
  readonly #values: string[] = [];

  id(value: string): number {
    let id = this.#ids.get(value);
    if (id === undefined) {
      id = this.#values.push(value) - 1;
      this.#ids.set(value, id);
    }
    return id;
  }

  /** the value's id, or -1 when it was never interned */
  find(value: string): number {
    return this.#ids.get(value) ?? -1;
  }

  value(id: number): string {
    return this.#values[id];
  }

  get size(): number {
    return this.#values.length;
  }
}

/** a copy of `array` with room for `length` */
function growTo(array: Int32Array, length: number): Int32Array<ArrayBuffer> {
  const grown = new Int32Array(Math.max(length, array.length * 2));
  grown.set(array);
  return grown;
}

const bound = (value: number | undefined) => (typeof value === 'number' ? value : Number.NaN);
const lowest = (value: number | undefined) => (typeof value === 'number' ? value : Number.NEGATIVE_INFINITY);
const highest = (value: number | undefined) => (typeof value === 'number' ? value : Number.POSITIVE_INFINITY);

export class SavedSearchIndex {
  #capacity = 0;
  /** slots in use or freed: the next fresh slot */
  #end = 0;
  readonly #free: number[] = [];
  readonly #slotOf = new Map<string, number>();
  readonly #postings = new Map<string, PostingList>();
  readonly #users = new Interned();
  readonly #statuses = new Interned();
  /** the words of searches' texts */
  readonly #words = new Interned();

  /** the posting lists of each distinct set of keys (searches share them: 'land|TX' alone is common) */
  readonly #keySets: PostingList[][] = [];
  readonly #keySetIds = new Map<string, number>();

  #ids: Array<string | undefined> = [];
  #names: Array<string | undefined> = [];
  #rare: Array<RareFilters | undefined> = [];
  #status = new Uint8Array(0);
  #user = new Int32Array(0);
  #keySet = new Int32Array(0);
  #alerts = new Uint8Array(0);
  #bounds = new Float64Array(0);
  /** the slots a scan found, reused from scan to scan */
  #found = new Int32Array(1024);

  /** how many searches it holds */
  get size(): number {
    return this.#slotOf.size;
  }

  /** Adds the search, or replaces the one with its id. */
  upsert(search: IndexedSearch): void {
    this.remove(search.id);
    const slot = this.#free.pop() ?? this.#fresh();
    const { criteria } = search;
    const status = criteria.status ?? ACTIVE;
    const user = this.#users.id(search.userId);
    this.#slotOf.set(search.id, slot);
    this.#ids[slot] = search.id;
    this.#names[slot] = search.name;
    this.#status[slot] = this.#statuses.id(status) + 1;
    this.#user[slot] = user;
    this.#alerts[slot] = ALERTS.indexOf(search.alerts) | (search.alertsPaused ? PAUSED : 0);
    const at = slot * MORE_BOUNDS;
    this.#bounds[at + MIN_PPA] = bound(criteria.minPricePerAcre);
    this.#bounds[at + MAX_PPA] = bound(criteria.maxPricePerAcre);
    this.#bounds[at + MIN_BEDS] = bound(criteria.minBeds);
    this.#bounds[at + MIN_BATHS] = bound(criteria.minBaths);
    const rare = RareFilters.of(criteria, this.#words);
    this.#rare[slot] = rare;

    let asks = 0;
    if (status !== ACTIVE) asks |= ASKS_STATUS;
    if (criteria.openToJointVenture !== undefined) asks |= ASKS_JV | (criteria.openToJointVenture ? JV_YES : 0);
    if (criteria.featured !== undefined) asks |= ASKS_FEATURED | (criteria.featured ? FEATURED_YES : 0);
    if ([MIN_PPA, MAX_PPA, MIN_BEDS, MIN_BATHS].some((offset) => !Number.isNaN(this.#bounds[at + offset]))) asks |= ASKS_NUMBERS;
    if (rare !== undefined) asks |= ASKS_RARE;
    const entry: Entry = {
      slot,
      user,
      asks,
      minPrice: lowest(criteria.minPrice),
      maxPrice: highest(criteria.maxPrice),
      minAcres: lowest(criteria.minAcres),
      maxAcres: highest(criteria.maxAcres),
      rare,
    };
    const keySet = this.#keySetOf(searchKeys(criteria));
    this.#keySet[slot] = keySet;
    for (const list of this.#keySets[keySet]) list.add(entry);
  }

  /** Forgets the search; true when it was there. */
  remove(id: string): boolean {
    const slot = this.#slotOf.get(id);
    if (slot === undefined) return false;
    for (const list of this.#keySets[this.#keySet[slot]]) list.remove(slot);
    this.#slotOf.delete(id);
    this.#ids[slot] = this.#names[slot] = this.#rare[slot] = undefined;
    this.#status[slot] = FREE;
    this.#free.push(slot);
    return true;
  }

  /** The searches of members other than `excludedUserId` that the listing answers. */
  matching(listing: MatchableListing, excludedUserId: string | null): MatchedSearch[] {
    const count = this.#scan(listing, excludedUserId);
    const found = this.#found;
    const matched = new Array<MatchedSearch>(count);
    for (let n = 0; n < count; n++) {
      const slot = found[n];
      const alerts = this.#alerts[slot];
      matched[n] = {
        id: this.#ids[slot]!,
        userId: this.#users.value(this.#user[slot]),
        name: this.#names[slot]!,
        alerts: ALERTS[alerts & 3],
        alertsPaused: (alerts & PAUSED) !== 0,
      };
    }
    return matched;
  }

  /** How many searches of members other than `excludedUserId` the listing answers. */
  count(listing: MatchableListing, excludedUserId: string | null): number {
    return this.#scan(listing, excludedUserId);
  }

  /** Puts the slots of the matching searches in `#found`; answers how many. */
  #scan(listing: MatchableListing, excludedUserId: string | null): number {
    const facts = new ListingFacts(listing, this.#statuses.find(listing.status) + 1, this.#words);
    if (facts.status === FREE) return 0; // no search asks for this status
    // a search that asks for nothing more wants an active listing: any other is checked in full
    const always = facts.active ? 0 : ASKS_STATUS;
    const excluded = excludedUserId === null ? -1 : this.#users.find(excludedUserId);
    const { price, acres } = listing;
    // NaN without coordinates: no band test fails, and the place filter itself rules the listing out
    const latitude = listing.latitude ?? Number.NaN;
    let count = 0;

    for (const key of listingKeys(listing)) {
      const list = this.#postings.get(key);
      if (!list) continue;
      if (this.#found.length < count + list.length) this.#found = growTo(this.#found, count + list.length);
      const found = this.#found;
      const { length, slots, users, prices, acres: acreages, asks, sketches, bands } = list;
      for (let n = 0; n < length; n++) {
        if (
          price < prices[2 * n] ||
          price > prices[2 * n + 1] ||
          acres < acreages[2 * n] ||
          acres > acreages[2 * n + 1] ||
          users[n] === excluded
        )
          continue;
        const asked = asks[n];
        if ((asked | always) === 0) {
          found[count++] = slots[n];
          continue;
        }
        if ((asked & ASKS_RARE) !== 0) {
          // what the sketch rules out, the filters would: a county, term or word the listing lacks, a latitude outside
          const counties = sketches[4 * n];
          if (counties !== 0 && (counties & facts.countyBit) === 0) continue;
          const terms = sketches[4 * n + 1];
          if (terms !== 0 && (terms & facts.termBits) === 0) continue;
          if (latitude < bands[2 * n] || latitude > bands[2 * n + 1]) continue;
          const first = sketches[4 * n + 2];
          if (first !== 0 && !facts.startsAWord(first - 1)) continue;
          const second = sketches[4 * n + 3];
          if (second !== 0 && !facts.startsAWord(second - 1)) continue;
        }
        if (!this.#matchesMore(slots[n], asked, facts)) continue;
        found[count++] = slots[n];
      }
    }
    return count;
  }

  /** status, joint venture, featured, price per acre, beds, baths and the rare filters */
  #matchesMore(slot: number, asks: number, facts: ListingFacts): boolean {
    // a search asking for no status wants active listings; one asking for another, that one
    if ((asks & ASKS_STATUS) === 0 ? !facts.active : facts.active || this.#status[slot] !== facts.status) return false;
    if ((asks & ASKS_JV) !== 0 && ((asks & JV_YES) !== 0) !== facts.listing.openToJointVenture) return false;
    if ((asks & ASKS_FEATURED) !== 0 && ((asks & FEATURED_YES) !== 0) !== facts.listing.featured) return false;
    if ((asks & ASKS_NUMBERS) !== 0) {
      const at = slot * MORE_BOUNDS;
      const bounds = this.#bounds;
      // a NaN bound fails neither test (`NaN === NaN` is false); a null beds or baths (NaN) fails any bound
      let bound = bounds[at + MIN_PPA];
      if (bound === bound && !(facts.perAcre >= bound)) return false;
      bound = bounds[at + MAX_PPA];
      if (bound === bound && !(facts.perAcre <= bound)) return false;
      bound = bounds[at + MIN_BEDS];
      if (bound === bound && !(facts.beds >= bound)) return false;
      bound = bounds[at + MIN_BATHS];
      if (bound === bound && !(facts.baths >= bound)) return false;
    }
    return (asks & ASKS_RARE) === 0 || this.#rare[slot]!.matches(facts.listing, facts);
  }

  #keySetOf(keys: string[]): number {
    const name = keys.join(' ');
    let id = this.#keySetIds.get(name);
    if (id === undefined) {
      const lists = keys.map((key) => {
        let list = this.#postings.get(key);
        if (!list) this.#postings.set(key, (list = new PostingList()));
        return list;
      });
      id = this.#keySets.push(lists) - 1;
      this.#keySetIds.set(name, id);
    }
    return id;
  }

  #fresh(): number {
    if (this.#end === this.#capacity) this.#grow(Math.max(1024, this.#capacity * 2));
    return this.#end++;
  }

  #grow(capacity: number): void {
    const grown = <T extends Uint8Array | Int32Array | Float64Array>(array: T, next: T): T => {
      next.set(array);
      return next;
    };
    this.#status = grown(this.#status, new Uint8Array(capacity));
    this.#user = grown(this.#user, new Int32Array(capacity));
    this.#keySet = grown(this.#keySet, new Int32Array(capacity));
    this.#alerts = grown(this.#alerts, new Uint8Array(capacity));
    this.#bounds = grown(this.#bounds, new Float64Array(capacity * MORE_BOUNDS));
    this.#capacity = capacity;
  }
}

/** What the checks beyond price and acreage read of a listing, worked out once per listing (the text on first need). */
class ListingFacts {
  readonly listing: MatchableListing;
  /** the listing's status as interned by the index (+1), and whether it is active */
  readonly status: number;
  readonly active: boolean;
  readonly perAcre: number;
  readonly beds: number;
  readonly baths: number;
  readonly county: string | null;
  /** the bits of its county and terms, as {@link RareFilters} sets them (no county: none) */
  readonly countyBit: number;
  readonly termBits: number;
  readonly #words: Interned;
  #text: string[] | undefined;
  /** by word number: 0 not asked yet, 1 starts a word of the listing, 2 does not (searches share their words) */
  #answers: Uint8Array | undefined;

  constructor(listing: MatchableListing, status: number, words: Interned) {
    this.listing = listing;
    this.status = status;
    this.active = listing.status === ACTIVE;
    this.perAcre = pricePerAcre(listing);
    this.beds = listing.beds ?? Number.NaN;
    this.baths = listing.baths ?? Number.NaN;
    this.county = listing.county === null ? null : listing.county.toLowerCase();
    this.countyBit = this.county === null ? 0 : bitOf(this.county);
    this.termBits = bitsOf(listing.terms);
    this.#words = words;
  }

  /** whether the search word numbered `word` starts a word of the listing's text, as `listingMatches` decides it */
  startsAWord(word: number): boolean {
    this.#answers ??= new Uint8Array(this.#words.size);
    if (this.#answers[word] === 0) {
      const wanted = this.#words.value(word);
      this.#answers[word] = (this.#text ??= listingWords(this.listing)).some((candidate) => candidate.startsWith(wanted)) ? 1 : 2;
    }
    return this.#answers[word] === 1;
  }
}
