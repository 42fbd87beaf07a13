import { Migration } from '@mikro-orm/migrations';

export class ListingsSavedAnalyses extends Migration {
  override name = 'listings-0002-saved-analyses';

  override up(): void {
    this.addSql(`
      create table listings.saved_analyses (
        id uuid primary key,
        owner_id uuid not null,
        name varchar(120) not null,
        strategy text not null check (strategy in ('rental', 'flip', 'wholesale', 'brrrr', 'land')),
        inputs jsonb not null,
        share_token varchar(32) null,
        created_at timestamptz not null,
        updated_at timestamptz not null
      )`);
    this.addSql('alter table listings.saved_analyses add constraint saved_analyses_share_token_unique unique (share_token)');
    this.addSql('create index saved_analyses_owner_id_updated_at_index on listings.saved_analyses (owner_id, updated_at)');
  }
}
