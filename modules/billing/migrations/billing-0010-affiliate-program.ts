import { Migration } from '@mikro-orm/migrations';

/**
 * The affiliate program (decision 0066): each member's referral code, the visits through it, who came
 * through whom, a commission per paid invoice of a referred member, the payouts, and the ledger every
 * balance is summed from.
 */
export class BillingAffiliateProgram extends Migration {
  override name = 'billing-0010-affiliate-program';

  override up(): void {
    this.addSql(`
      create table billing.affiliates (
        user_id uuid primary key,
        code varchar(16) not null,
        created_at timestamptz not null
      )`);
    this.addSql('alter table billing.affiliates add constraint affiliates_code_unique unique (code)');
    this.addSql(`
      create table billing.referral_clicks (
        id uuid primary key,
        affiliate_user_id uuid not null,
        ip_address varchar(64) null,
        user_agent varchar(300) null,
        created_at timestamptz not null
      )`);
    this.addSql('create index referral_clicks_affiliate_index on billing.referral_clicks (affiliate_user_id, created_at)');
    this.addSql(`
      create table billing.referrals (
        referred_user_id uuid primary key,
        affiliate_user_id uuid not null,
        click_id uuid not null,
        email_key varchar(320) not null,
        held_reason varchar(200) null,
        created_at timestamptz not null
      )`);
    this.addSql('create index referrals_affiliate_index on billing.referrals (affiliate_user_id, created_at)');
    this.addSql(`
      create table billing.payment_fingerprints (
        user_id uuid not null,
        fingerprint varchar(100) not null,
        created_at timestamptz not null,
        primary key (user_id, fingerprint)
      )`);
    this.addSql('create index payment_fingerprints_fingerprint_index on billing.payment_fingerprints (fingerprint)');
    this.addSql(`
      create table billing.payouts (
        id uuid primary key,
        affiliate_user_id uuid not null,
        amount_cents bigint not null,
        status varchar(16) not null check (status in ('requested', 'held', 'paid')),
        reference varchar(200) null,
        note varchar(500) null,
        requested_at timestamptz not null,
        decided_at timestamptz null
      )`);
    this.addSql('create index payouts_requested_at_index on billing.payouts (requested_at, id)');
    this.addSql('create index payouts_affiliate_index on billing.payouts (affiliate_user_id, requested_at)');
    this.addSql(`
      create table billing.commissions (
        id uuid primary key,
        invoice_id uuid not null,
        affiliate_user_id uuid not null,
        referred_user_id uuid not null,
        invoice_cents bigint not null,
        amount_cents bigint not null,
        status varchar(16) not null check (status in ('pending', 'held', 'approved', 'reversed', 'rejected')),
        approvable_at timestamptz not null,
        payout_id uuid null,
        reason varchar(500) null,
        created_at timestamptz not null
      )`);
    // one commission per invoice, whatever path reports it paid and however often
    this.addSql('alter table billing.commissions add constraint commissions_invoice_id_unique unique (invoice_id)');
    this.addSql("create index commissions_due_index on billing.commissions (approvable_at) where status = 'pending'");
    this.addSql('create index commissions_affiliate_index on billing.commissions (affiliate_user_id, created_at)');
    this.addSql('create index commissions_status_index on billing.commissions (status, created_at)');
    this.addSql(`
      create table billing.affiliate_ledger (
        id uuid primary key,
        affiliate_user_id uuid not null,
        bucket varchar(16) not null check (bucket in ('pending', 'held', 'approved', 'requested', 'paid')),
        amount_cents bigint not null,
        kind varchar(40) not null,
        commission_id uuid null,
        payout_id uuid null,
        created_at timestamptz not null
      )`);
    this.addSql('create index affiliate_ledger_affiliate_index on billing.affiliate_ledger (affiliate_user_id, created_at, id)');
  }
}
