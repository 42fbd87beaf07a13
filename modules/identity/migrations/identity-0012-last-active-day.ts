import { Migration } from '@mikro-orm/migrations';

/**
 * The back office's active members without reading every active day of a period (decision 0060):
 * - each account's last active day, kept by the session check beside `active_days` and filled from them,
 *   indexed for every member and for sellers, so "active in a period ending today" is a count of index entries
 *   (sign-ups by role likewise: a sellers' index of creation times beside every member's);
 * - a counter of the changes that can alter a past period's active buyers and sellers (the seller
 *   capability granted or revoked, an account deleted), moved by a trigger in the same transaction, so a
 *   previous period's figure kept for the day is dropped the moment it could be wrong;
 * - the active days of accounts deleted before now go (account deletion removes them from now on).
 */
export class IdentityLastActiveDay extends Migration {
  override name = 'identity-0012-last-active-day';

  override up(): void {
    this.addSql('alter table identity.users add column last_active_day date null');
    this.addSql(`
      update identity.users u set last_active_day = d.day
      from (select user_id, max(day) as day from identity.active_days group by user_id) d
      where d.user_id = u.id`);
    this.addSql('create index users_last_active_index on identity.users (last_active_day)');
    this.addSql(`create index users_sellers_last_active_index on identity.users (last_active_day) where 'seller' = any(roles)`);
    // sign-ups by role per day, both periods, from indexes of every member's and every seller's creation time
    this.addSql(`create index users_sellers_created_at_index on identity.users (created_at) where 'seller' = any(roles)`);
    // the counts read those indexes alone while the table's visibility map is current: every active member's first
    // request of a day updates their row, so accounts are vacuumed after 2 % of them changed rather than 20 %
    this.addSql('alter table identity.users set (autovacuum_vacuum_scale_factor = 0.02)');
    this.addSql('analyze identity.users');
    this.addSql('delete from identity.active_days d where not exists (select 1 from identity.users u where u.id = d.user_id)');

    this.addSql(`
      create table identity.member_changes (
        id smallint primary key check (id = 1),
        changes bigint not null
      )`);
    // named as the entity's trigger declaration makes MikroORM name it ('{table}_{trigger}_fn'), so the schema matches
    this.addSql(`
      create function identity.users_count_member_changes_fn() returns trigger as $$ begin
        if tg_op = 'UPDATE' and ('seller' = any(new.roles)) is not distinct from ('seller' = any(old.roles)) then return null; end if;
        insert into identity.member_changes (id, changes) values (1, 1) on conflict (id) do update set changes = member_changes.changes + 1;
        return null;
      end; $$ language plpgsql`);
    this.addSql(`
      create trigger count_member_changes after update or delete on identity.users
      for each row execute function identity.users_count_member_changes_fn()`);
  }
}
