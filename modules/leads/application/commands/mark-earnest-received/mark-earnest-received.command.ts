import { defineCommand } from '../../../../shared/kernel/bus.ts';
import type { Offer } from '../../../contracts/offers.ts';

/** The seller of an accepted offer marks its earnest money received. */
export const MarkEarnestReceived = defineCommand<{ offerId: string }, Offer>('leads.mark-earnest-received');
