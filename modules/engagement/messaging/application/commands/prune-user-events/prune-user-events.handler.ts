import type { CommandContext, CommandHandler } from '../../../../../shared/kernel/bus.ts';
import type { Clock } from '../../../../../shared/kernel/clock.ts';
import { PLATFORM } from '../../../../../shared/kernel/tokens.ts';
import { addUtcDays } from '../../../../../shared/kernel/utc-dates.ts';
import { handlesCommand } from '../../../../../shared/kernel/use-case.ts';
import { PruneUserEvents } from './prune-user-events.command.ts';

export const USER_EVENTS_KEPT_DAYS = 7;

export class PruneUserEventsHandler implements CommandHandler<void, number> {
  readonly #clock: Clock;

  constructor(clock: Clock) {
    this.#clock = clock;
  }

  async execute(_input: void, { em }: CommandContext): Promise<number> {
    const before = addUtcDays(this.#clock.now(), -USER_EVENTS_KEPT_DAYS);
    const rows = await em.execute<Array<{ count: string }>>(
      'with pruned as (delete from engagement.user_events where created_at < ? returning 1) select count(*) as count from pruned',
      [before],
    );
    return Number(rows[0]?.count ?? 0);
  }
}

export const pruneUserEvents = handlesCommand(PruneUserEvents, [PLATFORM.Clock], (clock) => new PruneUserEventsHandler(clock));
