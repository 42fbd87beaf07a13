import { defineCommand } from '../../../../shared/kernel/bus.ts';
import type { BestAndFinalInput, OfferRules } from '../../../contracts/offers.ts';

/** The seller asks every open bidder on their listing for their best and final by a deadline. */
export const CallBestAndFinal = defineCommand<BestAndFinalInput & { propertyId: string }, OfferRules>('leads.call-best-and-final');
