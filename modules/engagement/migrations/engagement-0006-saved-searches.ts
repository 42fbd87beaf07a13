import { Migration } from '@mikro-orm/migrations';

/**
 * Saved searches, the listings that matched them (also the alert mail queue), and members' daily
 * digest times. Searches are found by a listing's category and state through a GIN index on their
 * `match_keys` (decision 0024).
 */
export class EngagementSavedSearches extends Migration {
  override name = 'engagement-0006-saved-searches';

  override up(): void {
    this.addSql(`
      create table engagement.saved_searches (
        id uuid primary key,
        user_id uuid not null,
        name text not null,
        criteria jsonb not null,
        match_keys text[] not null,
        min_price double precision null,
        max_price double precision null,
        alerts text not null,
        alerts_paused boolean not null default false,
        last_opened_at timestamptz null,
        created_at timestamptz not null,
        updated_at timestamptz not null
      )`);
    this.addSql('create index saved_searches_user_index on engagement.saved_searches (user_id, created_at)');
    this.addSql('create index saved_searches_match_keys_index on engagement.saved_searches using gin (match_keys)');
    this.addSql(`
      create table engagement.saved_search_matches (
        saved_search_id uuid not null references engagement.saved_searches (id) on delete cascade,
        property_id uuid not null,
        user_id uuid not null,
        reason text not null,
        price_cents bigint not null,
        matched_at timestamptz not null,
        mail_due_at timestamptz null,
        mailed_at timestamptz null,
        constraint saved_search_matches_pkey primary key (saved_search_id, property_id)
      )`);
    this.addSql('create index saved_search_matches_property_index on engagement.saved_search_matches (property_id)');
    this.addSql('create index saved_search_matches_recent_index on engagement.saved_search_matches (saved_search_id, matched_at desc)');
    this.addSql(
      'create index saved_search_matches_mail_index on engagement.saved_search_matches (mail_due_at) where mailed_at is null and mail_due_at is not null',
    );
    this.addSql(`
      create table engagement.digest_schedules (
        user_id uuid primary key,
        hour smallint not null,
        time_zone text not null
      )`);
  }
}
