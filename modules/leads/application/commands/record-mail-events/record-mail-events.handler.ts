import type { CommandContext, CommandHandler } from '../../../../shared/kernel/bus.ts';
import { PLATFORM } from '../../../../shared/kernel/tokens.ts';
import { handlesCommand, UsesDependencies } from '../../../../shared/kernel/use-case.ts';
import type { MailEvents } from '../../../contracts/campaigns.ts';
import { RecordMailEvents } from './record-mail-events.command.ts';

const needs = { clock: PLATFORM.Clock };

/** Soft bounces after which an address is suppressed like a hard one. */
export const SOFT_BOUNCES_SUPPRESS = 2;

/**
 * Each report names an address (and the send record, when the provider echoes our header). A hard bounce or
 * a complaint suppresses it at once; a soft bounce is counted and the second suppresses it. A report with a
 * send record concerns that record's contact (and counts in its campaign's report); one without concerns the
 * address on every seller's list, as an address that does not exist does not exist for anyone.
 */
export class RecordMailEventsHandler
  extends UsesDependencies<typeof needs>
  implements CommandHandler<MailEvents, { suppressed: number; softBounced: number }>
{
  async execute({ events }: MailEvents, { em }: CommandContext): Promise<{ suppressed: number; softBounced: number }> {
    const now = this.deps.clock.now();
    let suppressed = 0;
    let softBounced = 0;
    for (const event of events) {
      const [send] = event.sendId
        ? await em.execute<Array<{ contact_id: string }>>('select contact_id from leads.campaign_sends where id = ? and email = ?', [
            event.sendId,
            event.email,
          ])
        : [];
      const target = send ? 'id = ?' : 'email = ?';
      const key = send ? send.contact_id : event.email;
      if (send) await em.execute('update leads.campaign_sends set bounced_at = coalesce(bounced_at, ?) where id = ?', [now, event.sendId]);
      if (event.type === 'complaint' || event.bounce !== 'soft') {
        const reason = event.type === 'complaint' ? 'Complaint: marked as spam' : 'Hard bounce: the address does not exist';
        const rows = await em.execute<unknown[]>(
          `update leads.contacts set suppressed_at = ?, suppression_reason = ?, updated_at = ?
           where ${target} and suppressed_at is null returning id`,
          [now, reason, now, key],
        );
        suppressed += rows.length;
        continue;
      }
      const rows = await em.execute<Array<{ soft_bounces: number; suppressed_at: Date | null }>>(
        `update leads.contacts set soft_bounces = soft_bounces + 1, updated_at = ?,
           suppressed_at = case when suppressed_at is null and soft_bounces + 1 >= ${SOFT_BOUNCES_SUPPRESS} then ? else suppressed_at end,
           suppression_reason = case when suppressed_at is null and soft_bounces + 1 >= ${SOFT_BOUNCES_SUPPRESS}
             then 'Two soft bounces: the mailbox did not take mail twice' else suppression_reason end
         where ${target} returning soft_bounces, suppressed_at`,
        [now, now, key],
      );
      softBounced += rows.length;
    }
    return { suppressed, softBounced };
  }
}

export const recordMailEvents = handlesCommand(RecordMailEvents, needs, RecordMailEventsHandler);
