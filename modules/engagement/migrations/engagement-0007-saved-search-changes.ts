import { Migration } from '@mikro-orm/migrations';

/**
 * Saved searches are matched in each host's memory (decision 0028), kept current from a change log:
 * every insert, delete, and update of what matching reads (owner, name, criteria, alerts, paused)
 * appends the search's id under a new number. A host asks "what changed after number N?" before
 * each match. A trigger writes the log, so no writer can forget it (the plan subscriber's bulk
 * `update`, a bulk load). The trigger takes one transaction-scoped advisory lock before numbering:
 * writers of saved searches take numbers one at a time until they commit, so a number is never
 * visible before a smaller one, and "everything up to N" is well defined for a reader.
 *
 * The category × state keys and price bounds that Postgres looked candidates up by (0006) go.
 */
export class EngagementSavedSearchChanges extends Migration {
  override name = 'engagement-0007-saved-search-changes';

  override up(): void {
    this.addSql(`
      create table engagement.saved_search_changes (
        seq bigint generated always as identity primary key,
        saved_search_id uuid not null,
        changed_at timestamptz not null default now()
      )`);
    // named as the entity's trigger declaration makes MikroORM name it ('{table}_{trigger}_fn'), so the schema matches
    this.addSql(`
      create function engagement.saved_searches_log_changes_fn() returns trigger as $$ begin
        if tg_op = 'UPDATE' and (new.user_id, new.name, new.criteria, new.alerts, new.alerts_paused) is not distinct from (old.user_id, old.name, old.criteria, old.alerts, old.alerts_paused) then return null; end if;
        perform pg_advisory_xact_lock(hashtextextended('engagement.saved-search-changes', 0));
        insert into engagement.saved_search_changes (saved_search_id) values (case when tg_op = 'DELETE' then old.id else new.id end);
        return null;
      end; $$ language plpgsql`);
    this.addSql(`
      create trigger log_changes after insert or update or delete on engagement.saved_searches
      for each row execute function engagement.saved_searches_log_changes_fn()`);
    this.addSql('drop index engagement.saved_searches_match_keys_index');
    this.addSql('alter table engagement.saved_searches drop column match_keys, drop column min_price, drop column max_price');
  }
}
