import { Migration } from '@mikro-orm/migrations';

/**
 * Where a lead came from: the homepage form, offered to the investor network, or a seller's own lead
 * page, which gives it to that seller at once (and does not count against their monthly claims).
 */
export class LeadsLeadPages extends Migration {
  override name = 'leads-0005-lead-pages';

  override up(): void {
    this.addSql(`alter table leads.seller_leads add column source text not null default 'network'`);
  }
}
