import { Migration } from '@mikro-orm/migrations';

/**
 * Photos and PDFs in messages: uploaded to a conversation first, then sent in one message. Unsent
 * uploads are found by the partial index and deleted after a day.
 */
export class EngagementMessageAttachments extends Migration {
  override name = 'engagement-0005-message-attachments';

  override up(): void {
    this.addSql(`
      create table engagement.message_attachments (
        id uuid primary key,
        conversation_id uuid not null,
        uploader_id uuid not null,
        message_id uuid null,
        kind text not null,
        name text not null,
        content_type text not null,
        size integer not null,
        width integer null,
        height integer null,
        storage_key text not null,
        uploaded_at timestamptz not null
      )`);
    this.addSql('create index message_attachments_message_index on engagement.message_attachments (message_id)');
    this.addSql('create index message_attachments_unsent_index on engagement.message_attachments (uploaded_at) where message_id is null');
  }
}
