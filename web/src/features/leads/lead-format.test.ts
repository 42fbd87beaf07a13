import { describe, expect, it } from 'vitest';
import { normalizeCountyName, type MyLeads, type SellerLeadRecord } from '@contracts/leads/contracts/seller-leads.ts';
import {
  addMarket,
  allowanceText,
  claimsUsedUp,
  formatPhone,
  leadAge,
  leadPlace,
  marketLabel,
  removeMarket,
  sameMarkets,
  withTakenLead,
  type Market,
} from './lead-format.ts';

describe('formatPhone', () => {
  it('writes a US number in E.164 the way people read it', () => {
    expect(formatPhone('+15128675309')).toBe('(512) 867-5309');
  });

  it('leaves any other number as it is', () => {
    expect(formatPhone('+442071838750')).toBe('+442071838750');
    expect(formatPhone('+1512867530')).toBe('+1512867530');
    expect(formatPhone('(512) 867-5309')).toBe('(512) 867-5309');
  });
});

describe('market and place labels', () => {
  it('names a whole state, and a county with its state code', () => {
    expect(marketLabel({ state: 'TX', county: null })).toBe('Texas');
    expect(marketLabel({ state: 'TX' })).toBe('Texas');
    expect(marketLabel({ state: 'TX', county: 'Hays' })).toBe('Hays County, TX');
  });

  it('does not say County twice, nor after a parish or a borough', () => {
    expect(marketLabel({ state: 'SD', county: 'Oglala Lakota County' })).toBe('Oglala Lakota County, SD');
    expect(leadPlace({ city: null, county: 'Caddo Parish', state: 'LA' })).toBe('Caddo Parish, LA');
  });

  it('places a lead by what the server read of its address', () => {
    expect(leadPlace({ city: 'Wimberley', county: 'Hays', state: 'TX' })).toBe('Wimberley, Hays County, TX');
    expect(leadPlace({ city: null, county: null, state: 'TX' })).toBe('TX');
    expect(leadPlace({ city: ' ', county: null, state: null })).toBeNull();
  });
});

describe('leadAge', () => {
  const now = new Date('2026-11-10T14:00:00Z');

  it('says "just now" for the first minute, then how long ago', () => {
    expect(leadAge('2026-11-10T13:59:30Z', now)).toBe('just now');
    expect(leadAge('2026-11-10T13:55:00Z', now)).toBe('5 minutes ago');
    expect(leadAge('2026-11-10T12:00:00Z', now)).toBe('2 hours ago');
    expect(leadAge('2026-11-07T14:00:00Z', now)).toBe('3 days ago');
  });
});

describe('allowance', () => {
  it('counts against the plan, or alone on a plan without a limit', () => {
    expect(allowanceText(3, 30)).toBe('3 of 30 leads taken this month');
    expect(allowanceText(3, null)).toBe('3 taken this month');
    expect(allowanceText(0, 1)).toBe('0 of 1 lead taken this month');
  });

  it('is used up at the limit, never without one', () => {
    expect(claimsUsedUp({ claimsThisMonth: 4, claimsAllowed: 5 })).toBe(false);
    expect(claimsUsedUp({ claimsThisMonth: 5, claimsAllowed: 5 })).toBe(true);
    expect(claimsUsedUp({ claimsThisMonth: 500, claimsAllowed: null })).toBe(false);
  });
});

describe('editing markets', () => {
  const hays: Market = { state: 'TX', county: 'Hays' };
  const texas: Market = { state: 'TX', county: null };
  const maricopa: Market = { state: 'AZ', county: 'Maricopa' };

  it('adds a county by its name alone, in the order the server answers in', () => {
    expect(normalizeCountyName('  hays   County ')).toBe('hays');
    expect(addMarket([hays], { state: 'AZ', county: 'Maricopa County' })).toEqual({ markets: [maricopa, hays] });
  });

  it('lets a whole state take the place of its counties', () => {
    expect(addMarket([hays, maricopa], texas)).toEqual({ markets: [maricopa, texas] });
  });

  it('refuses a market already chosen, or a county of a state chosen whole', () => {
    expect(addMarket([hays], { state: 'TX', county: 'HAYS' })).toEqual({
      field: 'county',
      message: 'Hays County, TX is one of your markets already',
    });
    expect(addMarket([texas], texas)).toEqual({ field: 'state', message: 'Texas is one of your markets already' });
    expect(addMarket([texas], hays)).toEqual({ field: 'county', message: 'Texas is one of your markets already, with all its counties' });
  });

  it('stops at 50 markets', () => {
    const fifty: Market[] = Array.from({ length: 50 }, (_, index) => ({ state: 'TX', county: `County ${index}` }));
    expect(addMarket(fifty, maricopa)).toEqual({ field: 'state', message: 'Choose at most 50 markets' });
    // a whole state replaces its counties, so it fits
    expect(addMarket(fifty, texas)).toEqual({ markets: [texas] });
  });

  it('removes one, and compares lists in any order and case', () => {
    expect(removeMarket([texas, maricopa], texas)).toEqual([maricopa]);
    expect(sameMarkets([hays, maricopa], [maricopa, { state: 'TX', county: 'hays' }])).toBe(true);
    expect(sameMarkets([hays], [hays, maricopa])).toBe(false);
    expect(sameMarkets([hays], [texas])).toBe(false);
  });
});

describe('withTakenLead', () => {
  const record = (id: string): SellerLeadRecord => ({
    id,
    propertyAddress: '1200 Ranch Road 12, Wimberley, TX 78676',
    city: 'Wimberley',
    state: 'TX',
    county: 'Hays',
    zip: '78676',
    fullName: 'Dolores Reyes',
    phone: '+15128675309',
    email: 'dolores@example.com',
    situation: 'probate',
    status: 'claimed',
    createdAt: '2026-11-10T12:00:00.000Z',
    queuedAt: null,
    claimedBy: 'seller',
    claimedAt: '2026-11-10T12:30:00.000Z',
  });
  const offer = (id: string) => ({
    id,
    city: 'Wimberley',
    county: 'Hays',
    state: 'TX',
    situation: 'probate' as const,
    createdAt: '2026-11-10T12:00:00.000Z',
  });
  const leads: MyLeads = {
    markets: [{ state: 'TX', county: null }],
    offered: [offer('a'), offer('b')],
    claimed: [record('old')],
    canClaim: true,
    claimsThisMonth: 1,
    claimsAllowed: 30,
  };

  it('moves the lead from the offers to the top of the taken ones and counts the claim', () => {
    const after = withTakenLead(leads, record('b'));
    expect(after.offered.map((lead) => lead.id)).toEqual(['a']);
    expect(after.claimed.map((lead) => lead.id)).toEqual(['b', 'old']);
    expect(after.claimsThisMonth).toBe(2);
  });

  it('counts a lead taken already once', () => {
    expect(withTakenLead(leads, record('old')).claimsThisMonth).toBe(1);
  });
});
