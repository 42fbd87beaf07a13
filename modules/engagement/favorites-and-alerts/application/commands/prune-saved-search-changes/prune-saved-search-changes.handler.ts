import type { CommandContext, CommandHandler } from '../../../../../shared/kernel/bus.ts';
import { handlesCommand } from '../../../../../shared/kernel/use-case.ts';
import { PruneSavedSearchChanges } from './prune-saved-search-changes.command.ts';

export const SAVED_SEARCH_CHANGES_KEPT_DAYS = 7;

export class PruneSavedSearchChangesHandler implements CommandHandler<void, number> {
  async execute(_input: void, { em }: CommandContext): Promise<number> {
    // the database's clock, which stamped the changes; the newest change stays, so a matcher can tell
    // whether changes it has not seen were pruned (decision 0028)
    const rows = await em.execute<Array<{ count: string }>>(
      `with pruned as (
         delete from engagement.saved_search_changes
         where changed_at < now() - make_interval(days => ?) and seq < (select max(seq) from engagement.saved_search_changes)
         returning 1)
       select count(*) as count from pruned`,
      [SAVED_SEARCH_CHANGES_KEPT_DAYS],
    );
    return Number(rows[0]?.count ?? 0);
  }
}

export const pruneSavedSearchChanges = handlesCommand(PruneSavedSearchChanges, {}, PruneSavedSearchChangesHandler);
