import { Migration } from '@mikro-orm/migrations';

/** The full property model: address, parcel, building, land, terms, JV terms and lifecycle timestamps. */
export class ListingsPropertyDetails extends Migration {
  override name = 'listings-0003-property-details';

  override up(): void {
    this.addSql(`
      alter table listings.properties
        add column street_address varchar(200) null,
        add column zip varchar(5) null,
        add column county varchar(100) null,
        add column apn varchar(60) null,
        add column building_sqft integer null,
        add column beds integer null,
        add column baths double precision null,
        add column year_built integer null,
        add column zoning varchar(60) null,
        add column utilities text[] not null default '{}'
          constraint properties_utilities_check check (utilities <@ array['electric', 'water', 'sewer', 'septic', 'well', 'gas', 'internet']::text[]),
        add column road_access text null check (road_access in ('paved', 'gravel', 'dirt', 'easement', 'none')),
        add column estimated_repairs_cents bigint null,
        add column terms text[] not null default '{cash}'
          constraint properties_terms_check check (terms <@ array['cash', 'owner-finance', 'assignment', 'subject-to']::text[]),
        add column jv_terms text null,
        add column featured_at timestamptz null,
        add column status_reason varchar(40) null,
        add column under_contract_at timestamptz null,
        add column sold_at timestamptz null,
        add column withdrawn_at timestamptz null,
        add column expires_at timestamptz null`);
    this.addSql('create index properties_owner_status_index on listings.properties (owner_id, status)');
    this.addSql(`create index properties_expires_at_index on listings.properties (expires_at) where status = 'active'`);
  }
}
