import { describe, expect, it } from 'vitest';
import type { ListingSnapshot } from '../../contracts/events.ts';
import { listingSnapshot } from '../../testing/fixtures.ts';
import { toPropertyDetail } from './property-detail.ts';
import { toPropertyCard, toPropertyDocument } from './property-document.ts';

describe('joint-venture terms in the read models', () => {
  it('reads the free text a snapshot kept from before the terms had fields as the note', () => {
    const legacy = listingSnapshot({ openToJointVenture: true, jvTerms: 'Split the fee 50/50.' as unknown as ListingSnapshot['jvTerms'] });
    expect(toPropertyDetail(legacy).jvTerms).toEqual({ seeking: null, amount: null, partnerShare: null, note: 'Split the fee 50/50.' });
    expect(toPropertyCard(toPropertyDocument(legacy)).jvSummary).toEqual({ seeking: null, amount: null, partnerShare: null });
  });

  it('puts what the seller seeks on the card, and the note on the page only', () => {
    const terms = { seeking: 'operating-partner', amount: null, partnerShare: 40, note: 'We bring the land.' } as const;
    const listing = listingSnapshot({ openToJointVenture: true, jvTerms: terms });
    expect(toPropertyDetail(listing).jvTerms).toEqual(terms);
    expect(toPropertyCard(toPropertyDocument(listing)).jvSummary).toEqual({ seeking: 'operating-partner', amount: null, partnerShare: 40 });
    expect(toPropertyCard(toPropertyDocument(listingSnapshot())).jvSummary).toBeNull();
  });
});
