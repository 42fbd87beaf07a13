import { Migration } from '@mikro-orm/migrations';

/**
 * The markets paid sellers buy in (a state, or one county of it: `county` '' is the whole state) and
 * who took each lead. A seller's open leads are those of their markets, read when asked, so a lead
 * sent before a seller chose a market still reaches them.
 */
export class LeadsMarketsAndClaims extends Migration {
  override name = 'leads-0003-markets-and-claims';

  override up(): void {
    this.addSql(`
      create table leads.seller_markets (
        user_id uuid not null,
        state text not null,
        county text not null default '',
        constraint seller_markets_pkey primary key (user_id, state, county)
      )`);
    this.addSql('create index seller_markets_place_index on leads.seller_markets (state, county)');
    this.addSql('alter table leads.seller_leads add column claimed_by uuid null, add column claimed_at timestamptz null');
    this.addSql('create index seller_leads_claims_index on leads.seller_leads (claimed_by, claimed_at)');
    this.addSql('create index seller_leads_place_index on leads.seller_leads (state, status, created_at)');
  }
}
