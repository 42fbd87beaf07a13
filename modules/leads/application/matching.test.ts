import { describe, expect, it } from 'vitest';
import type { ListingSnapshot } from '../../listings/contracts/events.ts';
import { countyKey, reasonsOf, type ScoredRow } from './matching.ts';

const listing = (fields: Partial<ListingSnapshot>) =>
  ({
    state: 'LA',
    county: 'Orleans Parish',
    category: 'residential',
    priceCents: 12_000_000,
    arvCents: null,
    ...fields,
  }) as ListingSnapshot;

const row = (fields: Partial<ScoredRow>): ScoredRow => ({
  id: 'c1',
  name: 'Ana',
  email: 'ana@example.com',
  phone: null,
  company: null,
  counties: [],
  price_min_cents: null,
  price_max_cents: null,
  financing: null,
  location_points: 0,
  price_points: 0,
  type_points: 0,
  financing_points: 5,
  pof_points: 0,
  score: 5,
  mailable: true,
  ...fields,
});

describe('matching reasons', () => {
  it('reads a county however it is written', () => {
    expect(countyKey(' Travis County ')).toBe('travis');
    expect(countyKey('Orleans Parish')).toBe('orleans');
    expect(countyKey('travis')).toBe('travis');
  });

  it('names the place as counties are named, and says which side of the budget a price falls', () => {
    const reasons = reasonsOf(listing({}), row({ location_points: 40, price_min_cents: 20_000_000 }));
    expect(reasons.map((reason) => reason.text)).toEqual([
      'Buys in Orleans Parish, LA',
      'Price below their range (from $200,000)',
      'Does not buy residential property',
      'Cash or financing not on file',
      'No proof of funds on file',
    ]);
    expect(reasonsOf(listing({ county: 'Travis', state: 'TX' }), row({ location_points: 40 }))[0].text).toBe('Buys in Travis County, TX');
    expect(reasonsOf(listing({ county: null, state: 'TX' }), row({ location_points: 0 }))[0].text).toBe('Does not buy in TX');
  });
});
