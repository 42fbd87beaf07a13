import { Migration } from '@mikro-orm/migrations';

/**
 * The back office's leads table at scale (decision 0056): every lead newest (or oldest) first from an
 * index, and the words of a search (name, email, address, city, phone digits) through trigram indexes
 * instead of a pass over every lead.
 */
export class LeadsAdminSearchIndexes extends Migration {
  override name = 'leads-0010-admin-search-indexes';

  override up(): void {
    this.addSql('create extension if not exists pg_trgm');
    this.addSql('create index seller_leads_created_at_index on leads.seller_leads (created_at, id)');
    // by state Z to A, newest first within a state (A to Z reads the place index)
    this.addSql(`create index seller_leads_state_desc_index on leads.seller_leads (state desc nulls last, created_at desc, id desc)`);
    for (const column of ['full_name', 'email', 'property_address', 'city', 'phone']) {
      this.addSql(`create index seller_leads_${column}_trgm_index on leads.seller_leads using gin (${column} gin_trgm_ops)`);
    }
  }
}
