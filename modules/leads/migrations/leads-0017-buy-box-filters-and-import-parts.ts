import { Migration } from '@mikro-orm/migrations';

/** A segment's single state, property type or tag (`"state": "TX"`) becomes a list of one (`"state": ["TX"]`). */
export const SEGMENT_FILTERS_AS_LISTS = `
  update leads.segments set filter = (
    select jsonb_object_agg(key, case when key in ('state', 'type', 'tag') and jsonb_typeof(value) = 'string'
      then jsonb_build_array(value) else value end)
    from jsonb_each(filter))
  where filter ?| array['state', 'type', 'tag']`;

/**
 * Decision 0072. Saved segments' filters take several states, property types and tags: a single value kept
 * before (`"state": "TX"`) becomes a list of one (`"state": ["TX"]`). An uploaded file waits in parts, one per
 * chunk of the background run, instead of whole on its import row: an import not finished yet keeps what is
 * left of its file (from its cursor on) as one part.
 */
export class LeadsBuyBoxFiltersAndImportParts extends Migration {
  override name = 'leads-0017-buy-box-filters-and-import-parts';

  override up(): void {
    this.addSql(SEGMENT_FILTERS_AS_LISTS);
    this.addSql(`
      create table leads.contact_import_parts (
        import_id uuid not null,
        first_record integer not null,
        first_line integer not null,
        content text not null,
        primary key (import_id, first_record)
      )`);
    this.addSql(`
      insert into leads.contact_import_parts (import_id, first_record, first_line, content)
      select id, processed, (cursor ->> 'line')::int,
        convert_from(substring(convert_to(content, 'UTF8') from (cursor ->> 'byte')::int + 1), 'UTF8')
      from leads.contact_imports
      where status in ('uploaded', 'queued', 'running') and cursor is not null and processed < row_count`);
    this.addSql('alter table leads.contact_imports drop column content');
    this.addSql('alter table leads.contact_imports drop column cursor');
  }
}
