import { Migration } from '@mikro-orm/migrations';

/** The back office counts the conversations started per day. */
export class EngagementConversationsCreatedAt extends Migration {
  override name = 'engagement-0012-conversations-created-at';

  override up(): void {
    this.addSql('create index conversations_created_at_index on engagement.conversations (created_at)');
  }
}
