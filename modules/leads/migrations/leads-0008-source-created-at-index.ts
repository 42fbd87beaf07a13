import { Migration } from '@mikro-orm/migrations';

/** The back office counts the network's leads submitted in a period. */
export class LeadsSourceCreatedAtIndex extends Migration {
  override name = 'leads-0008-source-created-at-index';

  override up(): void {
    this.addSql('create index seller_leads_source_created_at_index on leads.seller_leads (source, created_at)');
  }
}
