import { Migration } from '@mikro-orm/migrations';

/** The job that marks verified funds expired finds the verifications past their last day by this index (decision 0069). */
export class IdentityVerifiedFundsExpiry extends Migration {
  override name = 'identity-0018-verified-funds-expiry';

  override up(): void {
    this.addSql(`create index funds_documents_expiry_index on identity.funds_documents (expires_on, id) where status = 'verified'`);
  }
}
