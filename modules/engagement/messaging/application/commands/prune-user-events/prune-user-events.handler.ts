import type { CommandContext, CommandHandler } from '../../../../../shared/kernel/bus.ts';
import { PLATFORM } from '../../../../../shared/kernel/tokens.ts';
import { addUtcDays } from '../../../../../shared/kernel/utc-dates.ts';
import { handlesCommand, UsesDependencies } from '../../../../../shared/kernel/use-case.ts';
import { PruneUserEvents } from './prune-user-events.command.ts';

export const USER_EVENTS_KEPT_DAYS = 7;

const needs = { clock: PLATFORM.Clock };

export class PruneUserEventsHandler extends UsesDependencies<typeof needs> implements CommandHandler<void, number> {
  async execute(_input: void, { em }: CommandContext): Promise<number> {
    const before = addUtcDays(this.deps.clock.now(), -USER_EVENTS_KEPT_DAYS);
    const rows = await em.execute<Array<{ count: string }>>(
      'with pruned as (delete from engagement.user_events where created_at < ? returning 1) select count(*) as count from pruned',
      [before],
    );
    return Number(rows[0]?.count ?? 0);
  }
}

export const pruneUserEvents = handlesCommand(PruneUserEvents, needs, PruneUserEventsHandler);
