import { Migration } from '@mikro-orm/migrations';

/**
 * The overview's members active in the period before (decision 0061): each period's answer is kept in
 * `identity.active_before` (its length, its first day, sellers and buyers), counted once, by a job soon after the day
 * changes or by the first request that finds none, and moved by triggers in the same transaction as what changes it,
 * instead of being counted again after every change (decision 0060's counter, whose trigger goes here):
 * - a member who gains or loses the seller capability moves between sellers and buyers of every kept period they
 *   were active in;
 * - an account deleted, or its active days removed, leaves every kept period it no longer has an active day in, and
 *   an active day recorded in a kept period joins it (no path of the product records a past day; today is in none).
 */
export class IdentityActiveBefore extends Migration {
  override name = 'identity-0013-active-before';

  override up(): void {
    this.addSql(`
      create table identity.active_before (
        days smallint not null,
        first_day date not null,
        sellers int not null,
        buyers int not null,
        constraint active_before_pkey primary key (days, first_day)
      )`);
    this.addSql('drop trigger count_member_changes on identity.users');
    this.addSql('drop function identity.users_count_member_changes_fn()');
    // identity.member_changes stays until a later migration: hosts of the previous version read it during a rolling deploy
    // named as the entity's trigger declaration makes MikroORM name it ('{table}_{trigger}_fn'), so the schema matches
    this.addSql(`
      create function identity.users_adjust_active_before_fn() returns trigger as $$ begin
        if tg_op = 'UPDATE' then
          if ('seller' = any(new.roles)) is not distinct from ('seller' = any(old.roles)) then return null; end if;
          update identity.active_before a
            set sellers = a.sellers + case when 'seller' = any(new.roles) then 1 else -1 end,
                buyers = a.buyers - case when 'seller' = any(new.roles) then 1 else -1 end
            where exists (select 1 from identity.active_days d
                          where d.user_id = new.id and d.day >= a.first_day and d.day < a.first_day + a.days);
        else
          update identity.active_before a
            set sellers = a.sellers - case when 'seller' = any(old.roles) then 1 else 0 end,
                buyers = a.buyers - case when 'seller' = any(old.roles) then 0 else 1 end
            where exists (select 1 from identity.active_days d
                          where d.user_id = old.id and d.day >= a.first_day and d.day < a.first_day + a.days);
        end if;
        return null;
      end; $$ language plpgsql`);
    this.addSql(`
      create trigger adjust_active_before after update or delete on identity.users
      for each row execute function identity.users_adjust_active_before_fn()`);
    // active days have no entity: their statement trigger sees every day a statement removed at once
    this.addSql(`
      create function identity.active_days_leave_active_before_fn() returns trigger as $$ begin
        update identity.active_before a set sellers = a.sellers - c.sellers, buyers = a.buyers - c.buyers
        from (
          select k.days, k.first_day,
                 count(*) filter (where 'seller' = any(u.roles))::int as sellers,
                 count(*) filter (where not 'seller' = any(u.roles))::int as buyers
          from identity.active_before k
          join (select distinct user_id from gone) m on exists (
            select 1 from gone g where g.user_id = m.user_id and g.day >= k.first_day and g.day < k.first_day + k.days)
          join identity.users u on u.id = m.user_id
          where not exists (select 1 from identity.active_days d
                            where d.user_id = m.user_id and d.day >= k.first_day and d.day < k.first_day + k.days)
          group by k.days, k.first_day
        ) c
        where a.days = c.days and a.first_day = c.first_day;
        return null;
      end; $$ language plpgsql`);
    this.addSql(`
      create function identity.active_days_join_active_before_fn() returns trigger as $$ begin
        update identity.active_before a set sellers = a.sellers + c.sellers, buyers = a.buyers + c.buyers
        from (
          select k.days, k.first_day,
                 count(*) filter (where 'seller' = any(u.roles))::int as sellers,
                 count(*) filter (where not 'seller' = any(u.roles))::int as buyers
          from identity.active_before k
          join (select distinct user_id from added) m on exists (
            select 1 from added g where g.user_id = m.user_id and g.day >= k.first_day and g.day < k.first_day + k.days)
          join identity.users u on u.id = m.user_id
          where not exists (select 1 from identity.active_days d
                            where d.user_id = m.user_id and d.day >= k.first_day and d.day < k.first_day + k.days
                              and not exists (select 1 from added g where g.user_id = d.user_id and g.day = d.day))
          group by k.days, k.first_day
        ) c
        where a.days = c.days and a.first_day = c.first_day;
        return null;
      end; $$ language plpgsql`);
    this.addSql(`
      create trigger join_active_before after insert on identity.active_days referencing new table as added
      for each statement execute function identity.active_days_join_active_before_fn()`);
    this.addSql(`
      create trigger leave_active_before after delete on identity.active_days referencing old table as gone
      for each statement execute function identity.active_days_leave_active_before_fn()`);
  }
}
