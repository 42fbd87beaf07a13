import { Migration } from '@mikro-orm/migrations';

/**
 * The days each member made a signed-in request, for the back office's active buyers and sellers
 * (sessions are deleted at sign-out, so they cannot tell). Filled from the sessions there are.
 */
export class IdentityActiveDays extends Migration {
  override name = 'identity-0010-active-days';

  override up(): void {
    this.addSql(`
      create table identity.active_days (
        user_id uuid not null,
        day date not null,
        constraint active_days_pkey primary key (user_id, day)
      )`);
    this.addSql('create index active_days_day_index on identity.active_days (day, user_id)');
    this.addSql(`
      insert into identity.active_days (user_id, day)
      select user_id, (created_at at time zone 'UTC')::date from identity.sessions
      union select user_id, (last_seen_at at time zone 'UTC')::date from identity.sessions
      on conflict do nothing`);
  }
}
