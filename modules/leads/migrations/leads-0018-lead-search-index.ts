import { Migration } from '@mikro-orm/migrations';

/**
 * The back office's search of seller leads (decision 0073): the owner's name, email, the address and the city read as
 * one text through one trigram index, so that a word is one index scan instead of four columns tested on every lead.
 */
export class LeadsLeadSearchIndex extends Migration {
  override name = 'leads-0018-lead-search-index';

  override up(): void {
    this.addSql(
      `create index seller_leads_search_trgm_index on leads.seller_leads using gin ((full_name || ' ' || email || ' ' || property_address || ' ' || coalesce(city, '')) gin_trgm_ops)`,
    );
    // the expression's statistics, so that the planner weighs a word's matches from the start
    this.addSql('analyze leads.seller_leads');
  }
}
