import { Migration } from '@mikro-orm/migrations';

/** How often an administrator put a dead event back in the queue: replays of one event are capped. */
export class PlatformOutboxReplays extends Migration {
  override name = 'platform-0005-outbox-replays';

  override up(): void {
    this.addSql('alter table platform.outbox add column replays integer not null default 0');
  }
}
