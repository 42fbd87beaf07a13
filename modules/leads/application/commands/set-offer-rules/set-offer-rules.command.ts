import { defineCommand } from '../../../../shared/kernel/bus.ts';
import type { OfferRules, OfferRulesInput } from '../../../contracts/offers.ts';

/** The seller says whether offers on their listing need verified funds. */
export const SetOfferRules = defineCommand<OfferRulesInput & { propertyId: string }, OfferRules>('leads.set-offer-rules');
