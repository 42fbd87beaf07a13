import { Migration } from '@mikro-orm/migrations';

export class IdentityEmailTokensNotifications extends Migration {
  override name = 'identity-0003-email-tokens-notifications';

  override up(): void {
    this.addSql(`
      create table identity.email_tokens (
        id uuid primary key,
        token_hash varchar(64) not null,
        user_id uuid not null,
        purpose text not null check (purpose in ('verify-email', 'change-email', 'reset-password', 'auto-login')),
        new_email varchar(254) null,
        redirect_to varchar(500) null,
        created_at timestamptz not null,
        expires_at timestamptz not null,
        used_at timestamptz null
      )`);
    this.addSql('alter table identity.email_tokens add constraint email_tokens_token_hash_unique unique (token_hash)');
    this.addSql('create index email_tokens_user_id_index on identity.email_tokens (user_id)');
    this.addSql(`alter table identity.users add column notifications jsonb not null
      default '{"listingAlerts":true,"messages":true,"billing":true,"productNews":false}'`);
  }
}
