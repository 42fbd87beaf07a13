import { Migration } from '@mikro-orm/migrations';

/**
 * Address gating (decision 0070): the seller's switch on a listing, and buyers' requests to see its street address,
 * one per buyer and listing, answered by the seller. The seller's table of requests reads them by listing, newest first.
 */
export class ListingsAddressGating extends Migration {
  override name = 'listings-0014-address-gating';

  override up(): void {
    this.addSql(`alter table listings.properties add column hide_address boolean not null default false`);
    this.addSql(`
      create table listings.address_requests (
        id uuid primary key,
        property_id uuid not null,
        owner_id uuid not null,
        buyer_id uuid not null,
        status text check (status in ('pending', 'approved', 'declined')) not null default 'pending',
        created_at timestamptz not null,
        decided_at timestamptz null,
        constraint address_requests_one_per_buyer_unique unique (property_id, buyer_id)
      )`);
    this.addSql(`create index address_requests_property_index on listings.address_requests (property_id, created_at)`);
  }

  override down(): void {
    this.addSql('drop table if exists listings.address_requests');
    this.addSql('alter table listings.properties drop column if exists hide_address');
  }
}
