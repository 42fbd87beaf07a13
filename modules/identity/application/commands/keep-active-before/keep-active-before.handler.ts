import type { CommandContext, CommandHandler } from '../../../../shared/kernel/bus.ts';
import { FIGURE_PERIODS, figurePeriod, isoDay } from '../../../../shared/kernel/admin-figures.ts';
import { PLATFORM } from '../../../../shared/kernel/tokens.ts';
import { handlesCommand, UsesDependencies } from '../../../../shared/kernel/use-case.ts';
import { countActiveBefore } from '../../active-before.ts';
import { KeepActiveBefore } from './keep-active-before.command.ts';

const needs = { clock: PLATFORM.Clock };

export class KeepActiveBeforeHandler extends UsesDependencies<typeof needs> implements CommandHandler<void, { counted: number }> {
  async execute(_input: void, { em }: CommandContext): Promise<{ counted: number }> {
    const now = this.deps.clock.now();
    let counted = 0;
    for (const days of FIGURE_PERIODS) {
      const period = figurePeriod(days, now);
      // past periods go (no trigger moves them any more); today's is counted unless it is kept already
      await em.execute('delete from identity.active_before where days = ? and first_day < ?::date', [days, isoDay(period.previousStart)]);
      const [kept] = await em.execute<Array<{ n: number }>>(
        'select count(*)::int as n from identity.active_before where days = ? and first_day = ?::date',
        [days, isoDay(period.previousStart)],
      );
      if (kept!.n > 0) continue;
      await countActiveBefore(em, period);
      counted++;
    }
    return { counted };
  }
}

export const keepActiveBefore = handlesCommand(KeepActiveBefore, needs, KeepActiveBeforeHandler);
