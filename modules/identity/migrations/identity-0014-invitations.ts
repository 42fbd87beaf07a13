import { Migration } from '@mikro-orm/migrations';

/**
 * Invitations that sign a contact in (decision 0062): an emailed token of purpose `invitation`, kept hashed like
 * the other account links, for an address with no account yet (so no user until it is used), with the prefill
 * and the inviter's reference, and when it counted as accepted. An account an invitation makes has no password
 * until its member chooses one.
 */
export class IdentityInvitations extends Migration {
  override name = 'identity-0014-invitations';

  override up(): void {
    this.addSql('alter table identity.email_tokens drop constraint email_tokens_purpose_check');
    this.addSql(`alter table identity.email_tokens add constraint email_tokens_purpose_check
      check (purpose in ('verify-email', 'change-email', 'reset-password', 'auto-login', 'invitation'))`);
    this.addSql('alter table identity.email_tokens alter column user_id drop not null');
    this.addSql('alter table identity.email_tokens add column invitation jsonb null');
    this.addSql('alter table identity.email_tokens add column accepted_at timestamptz null');
    this.addSql('alter table identity.users alter column password_hash drop not null');
  }
}
