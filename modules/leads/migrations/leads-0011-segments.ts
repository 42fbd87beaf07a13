import { Migration } from '@mikro-orm/migrations';

/**
 * Saved segments of a seller's buyers list (decision 0058): a name, unique per seller in any case, and the
 * list's filter as JSON, evaluated whenever the segment is used.
 */
export class LeadsSegments extends Migration {
  override name = 'leads-0011-segments';

  override up(): void {
    this.addSql(`
      create table leads.segments (
        id uuid primary key,
        seller_id uuid not null,
        name text not null,
        filter jsonb not null,
        created_at timestamptz not null,
        updated_at timestamptz not null
      )`);
    this.addSql('create index segments_seller_index on leads.segments (seller_id, created_at)');
    this.addSql('create unique index segments_name_unique on leads.segments (seller_id, lower(name))');
  }
}
