import type { CommandContext, CommandHandler } from '../../../../shared/kernel/bus.ts';
import { PLATFORM } from '../../../../shared/kernel/tokens.ts';
import { handlesCommand, UsesDependencies } from '../../../../shared/kernel/use-case.ts';
import { addUtcDays } from '../../../../shared/kernel/utc-dates.ts';
import { ClearStaleImports } from './clear-stale-imports.command.ts';

/** how long an uploaded file waits for its mapping to be confirmed */
export const UNSTARTED_IMPORT_DAYS = 7;

const needs = { clock: PLATFORM.Clock };

/**
 * An upload keeps the file's text until it is imported (each chunk's part goes as it is stored, decision 0072); one never
 * started would keep a seller's contacts' details for good, so it goes after a week.
 */
export class ClearStaleImportsHandler extends UsesDependencies<typeof needs> implements CommandHandler<void, number> {
  async execute(_input: void, { em }: CommandContext): Promise<number> {
    const before = addUtcDays(this.deps.clock.now(), -UNSTARTED_IMPORT_DAYS);
    const deleted = await em.execute<Array<{ id: string }>>(
      `with gone as (delete from leads.contact_imports where status = 'uploaded' and created_at < ? returning id),
        parts as (delete from leads.contact_import_parts where import_id in (select id from gone))
      select id from gone`,
      [before],
    );
    return deleted.length;
  }
}

export const clearStaleImports = handlesCommand(ClearStaleImports, needs, ClearStaleImportsHandler);
