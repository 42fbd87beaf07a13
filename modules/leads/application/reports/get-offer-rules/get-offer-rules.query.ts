import { defineQuery } from '../../../../shared/kernel/bus.ts';
import type { OfferRules } from '../../../contracts/offers.ts';

/** What a listing asks of an offer (verified funds) and a best-and-final deadline standing on it. */
export const GetOfferRules = defineQuery<{ propertyId: string }, OfferRules>('leads.get-offer-rules');
