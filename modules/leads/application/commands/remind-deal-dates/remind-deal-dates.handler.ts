import type { CommandContext, CommandHandler } from '../../../../shared/kernel/bus.ts';
import { PLATFORM } from '../../../../shared/kernel/tokens.ts';
import { handlesCommand, UsesDependencies } from '../../../../shared/kernel/use-case.ts';
import { DealDateNear } from '../../../contracts/events.ts';
import { Offer } from '../../../domain/offer.entity.ts';
import { offerFacts } from '../../offers.ts';
import { RemindDealDates } from './remind-deal-dates.command.ts';

const BATCH = 200;

const needs = { clock: PLATFORM.Clock };

/**
 * Accepted deals whose next date not reminded of is a day away or less (`next_reminder_at`): the date is recorded as reminded and one event says so, in one transaction, so each
 * date is announced once (a date passed or settled before the job saw it is put away unannounced). Rows are locked `skip locked`, so hosts running the job at once share them.
 */
export class RemindDealDatesHandler extends UsesDependencies<typeof needs> implements CommandHandler<void, number> {
  async execute(_input: void, { em, publish }: CommandContext): Promise<number> {
    const now = this.deps.clock.now();
    const rows = await em.execute<Array<{ id: string }>>(
      `select id from leads.offers where next_reminder_at <= ? order by next_reminder_at limit ${BATCH} for update skip locked`,
      [now],
    );
    if (rows.length === 0) return 0;
    const offers = await em.find(Offer, { id: { $in: rows.map((row) => row.id) } });
    let sent = 0;
    for (const offer of offers) {
      const due = offer.remindersDue(now);
      offer.remindedOf(due.map(({ kind }) => kind));
      for (const { kind, at } of due.filter(({ remind }) => remind)) {
        publish(DealDateNear.create(offer.id, { ...offerFacts(offer, offer.agreedTerms()!.price), date: kind, at }));
        sent++;
      }
    }
    await em.flush();
    return sent;
  }
}

export const remindDealDates = handlesCommand(RemindDealDates, needs, RemindDealDatesHandler);
