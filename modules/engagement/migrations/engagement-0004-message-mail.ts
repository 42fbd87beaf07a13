import { Migration } from '@mikro-orm/migrations';

/**
 * What each side of a conversation was last mailed about unread messages (up to which message, and
 * when), so the mail job sends at most one mail per conversation per quarter hour and never repeats one.
 */
export class EngagementMessageMail extends Migration {
  override name = 'engagement-0004-message-mail';

  override up(): void {
    this.addSql('alter table engagement.conversations add column buyer_mailed_seq integer not null default 0');
    this.addSql('alter table engagement.conversations add column seller_mailed_seq integer not null default 0');
    this.addSql('alter table engagement.conversations add column buyer_mailed_at timestamptz null');
    this.addSql('alter table engagement.conversations add column seller_mailed_at timestamptz null');
    this.addSql('create index conversations_activity_index on engagement.conversations (last_activity_at)');
  }
}
