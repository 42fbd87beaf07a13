import { Migration } from '@mikro-orm/migrations';

/**
 * The administrator who gave a lead to a seller from the back office, so an assigned lead is told apart
 * from one the seller took (it does not count against the plan's leads a month); and the back office's
 * filter of the leads the team reviews (no seller covered their place).
 */
export class LeadsLeadAssignments extends Migration {
  override name = 'leads-0007-lead-assignments';

  override up(): void {
    this.addSql(`alter table leads.seller_leads add column assigned_by uuid`);
    this.addSql(`create index seller_leads_next_step_index on leads.seller_leads (next_step, status, created_at)`);
  }
}
