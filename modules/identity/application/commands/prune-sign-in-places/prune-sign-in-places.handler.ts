import type { CommandContext, CommandHandler } from '../../../../shared/kernel/bus.ts';
import { PLATFORM } from '../../../../shared/kernel/tokens.ts';
import { addUtcDays } from '../../../../shared/kernel/utc-dates.ts';
import { handlesCommand, UsesDependencies } from '../../../../shared/kernel/use-case.ts';
import { REFERRAL_WINDOW_DAYS } from '../../../contracts/events.ts';
import { PruneSignInPlaces } from './prune-sign-in-places.command.ts';

const needs = { clock: PLATFORM.Clock };

export class PruneSignInPlacesHandler extends UsesDependencies<typeof needs> implements CommandHandler<void, number> {
  async execute(_input: void, { em }: CommandContext): Promise<number> {
    const before = addUtcDays(this.deps.clock.now(), -REFERRAL_WINDOW_DAYS);
    const rows = await em.execute<Array<{ count: string | number }>>(
      'with pruned as (delete from identity.sign_in_places where last_seen_at < ? returning 1) select count(*) as count from pruned',
      [before],
    );
    return Number(rows[0]?.count ?? 0);
  }
}

export const pruneSignInPlaces = handlesCommand(PruneSignInPlaces, needs, PruneSignInPlacesHandler);
