import { Migration } from '@mikro-orm/migrations';

export class IdentityUsersSessions extends Migration {
  override name = 'identity-0002-users-sessions';

  override up(): void {
    this.addSql(`
      create table identity.users (
        id uuid primary key,
        email varchar(254) not null,
        password_hash varchar(200) not null,
        first_name varchar(80) not null,
        last_name varchar(80) not null,
        phone varchar(30) null,
        profile_picture varchar(500) null,
        roles text[] not null default '{buyer}',
        active_role text not null default 'buyer' check (active_role in ('buyer', 'seller')),
        email_verified_at timestamptz null,
        created_at timestamptz not null,
        updated_at timestamptz not null,
        version integer not null default 1
      )`);
    this.addSql('alter table identity.users add constraint users_email_unique unique (email)');
    this.addSql(`
      create table identity.sessions (
        id uuid primary key,
        token_hash varchar(64) not null,
        user_id uuid not null,
        created_at timestamptz not null,
        last_seen_at timestamptz not null,
        idle_expires_at timestamptz not null,
        expires_at timestamptz not null,
        user_agent varchar(300) null,
        ip_address varchar(64) null
      )`);
    this.addSql('alter table identity.sessions add constraint sessions_token_hash_unique unique (token_hash)');
    this.addSql('create index sessions_user_id_index on identity.sessions (user_id)');
  }
}
