import { Migration } from '@mikro-orm/migrations';

/**
 * The search index's writes, logged in the transaction of the projection that made them (decision 0077): every
 * process holding its own embedded index applies the other processes' writes from here, in order. Kept ten minutes.
 */
export class PlatformSearchChanges extends Migration {
  override name = 'platform-0008-search-changes';

  override up(): void {
    this.addSql(`create table platform.search_changes (
      seq bigserial primary key,
      origin uuid not null,
      index text not null,
      upserted jsonb,
      removed jsonb,
      at timestamptz not null default now()
    )`);
    this.addSql('create index search_changes_at_idx on platform.search_changes (at)');
  }
}
