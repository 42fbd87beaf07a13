import { defineCommand } from '../../../../shared/kernel/bus.ts';
import type { MailEvents } from '../../../contracts/campaigns.ts';

/** The mail provider reports bounces and complaints: the addresses stop receiving campaign mail. */
export const RecordMailEvents = defineCommand<MailEvents, { suppressed: number; softBounced: number }>('leads.record-mail-events');
