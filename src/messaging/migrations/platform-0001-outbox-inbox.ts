import { Migration } from '@mikro-orm/migrations';

/** The transactional outbox, the subscribers' inbox, and their indexes (docs/architecture.md section 4). */
export class PlatformOutboxInbox extends Migration {
  override name = 'platform-0001-outbox-inbox';

  override up(): void {
    this.addSql('create schema if not exists platform');
    this.addSql(`
      create table platform.outbox (
        position bigserial primary key,
        id uuid not null unique,
        type text not null,
        aggregate_id text not null,
        payload jsonb not null,
        occurred_at timestamptz not null,
        status text not null default 'pending' check (status in ('pending', 'done', 'dead')),
        attempts integer not null default 0,
        next_attempt_at timestamptz not null default now(),
        last_error text,
        processed_at timestamptz
      )`);
    this.addSql(`create index outbox_pending_idx on platform.outbox (position) where status = 'pending'`);
    this.addSql(`create index outbox_dead_idx on platform.outbox (position) where status = 'dead'`);
    this.addSql(`
      create table platform.inbox (
        subscriber text not null,
        event_id uuid not null,
        processed_at timestamptz not null default now(),
        primary key (subscriber, event_id)
      )`);
  }
}
