import { Migration } from '@mikro-orm/migrations';

/**
 * The back office's listings table at 100,000 listings (decision 0061):
 * - each listing keeps its number of open reports and its oldest open report's time, moved by a trigger on the
 *   reports in the same transaction as a report filed or closed, and filled from the open reports here, so the
 *   table reads one row per listing instead of joining every listing to the reports;
 * - the queue (waiting for review, or reported) has a partial index in its order, and every listing an index
 *   per sort and per filter, so a page reads its rows in order and a count reads index entries;
 * - searched words are found through trigram indexes on the title, the city and the street address.
 */
export class ListingsModerationTableIndexes extends Migration {
  override name = 'listings-0013-moderation-table-indexes';

  override up(): void {
    this.addSql(`
      alter table listings.properties
        add column open_reports int not null default 0,
        add column first_report_at timestamptz null`);
    this.addSql(`
      update listings.properties p set open_reports = r.open_reports, first_report_at = r.first_report_at
      from (select property_id, count(*) as open_reports, min(created_at) as first_report_at
            from listings.listing_reports where status = 'open' group by property_id) r
      where r.property_id = p.id`);
    // named as the entity's trigger declaration makes MikroORM name it ('{table}_{trigger}_fn'), so the schema matches
    this.addSql(`
      create function listings.listing_reports_count_open_reports_fn() returns trigger as $$ begin
        update listings.properties p set open_reports = r.open_reports, first_report_at = r.first_report_at
          from (select count(*)::int as open_reports, min(created_at) as first_report_at from listings.listing_reports
                where property_id = coalesce(new.property_id, old.property_id) and status = 'open') r
          where p.id = coalesce(new.property_id, old.property_id);
        return null;
      end; $$ language plpgsql`);
    this.addSql(`
      create trigger count_open_reports after insert or update or delete on listings.listing_reports
      for each row execute function listings.listing_reports_count_open_reports_fn()`);
    this.addSql(
      `create index properties_queue_index on listings.properties ((case when review = 'pending' then review_requested_at else first_report_at end), id) where (review = 'pending' or open_reports > 0)`,
    );
    this.addSql(
      `create index properties_waiting_index on listings.properties ((case when review = 'pending' then review_requested_at else first_report_at end), id)`,
    );
    this.addSql(
      `create index properties_waiting_desc_index on listings.properties ((case when review = 'pending' then review_requested_at else first_report_at end) desc nulls last, id desc)`,
    );
    this.addSql('create index properties_price_index on listings.properties (price_cents, id)');
    this.addSql('create index properties_open_reports_index on listings.properties (open_reports, id)');
    this.addSql('create index properties_category_index on listings.properties (category)');
    this.addSql('create index properties_state_index on listings.properties (state)');
    this.addSql('create extension if not exists pg_trgm');
    for (const column of ['title', 'city', 'street_address']) {
      this.addSql(`create index properties_${column}_trgm_index on listings.properties using gin (${column} gin_trgm_ops)`);
    }
    this.addSql('analyze listings.properties');
  }
}
