import { defineEvent } from '../../shared/kernel/events.ts';

/**
 * A sending campaign may have mail to send (sent, resumed, or the throttle's window moved on): the leads
 * module claims its next batch within the seller's limits in the delivery and sends it once that commits,
 * then queues the next while the limits allow (decision 0059).
 */
export const CampaignSendDue = defineEvent<{ sellerId: string }>()('leads.campaign-send-due.v1');
