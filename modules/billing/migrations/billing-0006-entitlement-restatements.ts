import { Migration } from '@mikro-orm/migrations';

/**
 * A restatement asks billing to announce every member's entitlements once (`billing.entitlements-restated.v1`,
 * see RestateEntitlements): a module that starts keeping a copy of them after members already have
 * plans gets theirs without waiting for each member's next plan event. The first one is for identity's
 * copy of API access (identity-0007), which members on Buyer Pro or Seller Premium from before it lacked.
 */
export class BillingEntitlementRestatements extends Migration {
  override name = 'billing-0006-entitlement-restatements';

  override up(): void {
    this.addSql(`
      create table billing.entitlement_restatements (
        reason varchar(80) primary key,
        requested_at timestamptz not null,
        after_user_id uuid null,
        done_at timestamptz null
      )`);
    this.addSql(`insert into billing.entitlement_restatements (reason, requested_at) values ('identity api access copies', now())`);
  }
}
