import { Migration } from '@mikro-orm/migrations';

/**
 * Members' proof of funds (decision 0064): statements sent for review, one waiting per member at most,
 * and administrators' decisions on them. The back office's queue reads the waiting ones by upload time,
 * the verifications that hold are found per member by decision time.
 */
export class IdentityFundsDocuments extends Migration {
  override name = 'identity-0015-funds-documents';

  override up(): void {
    this.addSql(`
      create table identity.funds_documents (
        id uuid primary key,
        user_id uuid not null,
        institution text not null,
        statement_date date not null,
        note text null,
        file_name text not null,
        content_type text not null,
        size integer not null,
        storage_key text not null,
        status text not null,
        uploaded_at timestamptz not null,
        amount_cents bigint null,
        expires_on date null,
        rejection_reason text null,
        decided_at timestamptz null,
        decided_by uuid null
      )`);
    this.addSql('create index funds_documents_user_index on identity.funds_documents (user_id, uploaded_at)');
    this.addSql(`create index funds_documents_pending_index on identity.funds_documents (uploaded_at) where status = 'pending'`);
    this.addSql(`create index funds_documents_verified_index on identity.funds_documents (user_id, decided_at) where status = 'verified'`);
    this.addSql(`create index funds_documents_decided_index on identity.funds_documents (decided_at) where status <> 'pending'`);
    this.addSql(`create unique index funds_documents_one_pending_unique on identity.funds_documents (user_id) where status = 'pending'`);
  }
}
