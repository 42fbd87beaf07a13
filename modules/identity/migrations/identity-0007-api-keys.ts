import { Migration } from '@mikro-orm/migrations';

export class IdentityApiKeys extends Migration {
  override name = 'identity-0007-api-keys';

  override up(): void {
    this.addSql(`
      create table identity.api_keys (
        id uuid primary key,
        user_id uuid not null,
        name varchar(60) not null,
        prefix varchar(16) not null,
        secret_hash varchar(64) not null,
        scopes text[] not null,
        created_at timestamptz not null,
        last_used_at timestamptz null,
        revoked_at timestamptz null
      )`);
    this.addSql('alter table identity.api_keys add constraint api_keys_secret_hash_unique unique (secret_hash)');
    this.addSql('create index api_keys_user_id_index on identity.api_keys (user_id)');
    this.addSql(`
      create table identity.api_access (
        user_id uuid primary key,
        allowed boolean not null,
        as_of timestamptz not null
      )`);
  }
}
