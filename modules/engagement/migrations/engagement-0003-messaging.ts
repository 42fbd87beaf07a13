import { Migration } from '@mikro-orm/migrations';

/**
 * Conversations and messages, blocks, reports, notifications, and each member's realtime event log.
 * Listings and members are other modules' ids, referenced without foreign keys.
 */
export class EngagementMessaging extends Migration {
  override name = 'engagement-0003-messaging';

  override up(): void {
    this.addSql(`
      create table engagement.conversations (
        id uuid primary key,
        property_id uuid not null,
        buyer_id uuid not null,
        seller_id uuid not null,
        listing_title text not null,
        created_at timestamptz not null,
        last_activity_at timestamptz not null,
        last_seq integer not null,
        buyer_read_seq integer not null,
        seller_read_seq integer not null,
        buyer_unread integer not null,
        seller_unread integer not null,
        constraint conversations_listing_buyer_unique unique (property_id, buyer_id)
      )`);
    this.addSql('create index conversations_buyer_index on engagement.conversations (buyer_id, last_activity_at)');
    this.addSql('create index conversations_seller_index on engagement.conversations (seller_id, last_activity_at)');
    this.addSql(`
      create table engagement.messages (
        id uuid primary key,
        conversation_id uuid not null,
        seq integer not null,
        sender_id uuid not null,
        body text not null,
        client_id text not null,
        created_at timestamptz not null,
        constraint messages_conversation_seq_unique unique (conversation_id, seq),
        constraint messages_sender_client_unique unique (sender_id, client_id)
      )`);
    this.addSql(`
      create table engagement.blocks (
        blocker_id uuid not null,
        blocked_id uuid not null,
        created_at timestamptz not null,
        constraint blocks_pkey primary key (blocker_id, blocked_id)
      )`);
    this.addSql('create index blocks_blocked_index on engagement.blocks (blocked_id)');
    this.addSql(`
      create table engagement.reports (
        id uuid primary key,
        reporter_id uuid not null,
        reported_member_id uuid not null,
        conversation_id uuid not null,
        message_id uuid null,
        excerpt text not null,
        reason text not null,
        details text null,
        status text not null,
        created_at timestamptz not null
      )`);
    this.addSql('create index reports_status_index on engagement.reports (status, created_at)');
    this.addSql(`
      create table engagement.notifications (
        id uuid primary key,
        user_id uuid not null,
        kind text not null,
        title text not null,
        body text not null,
        link text not null,
        subject text null,
        created_at timestamptz not null,
        read_at timestamptz null
      )`);
    this.addSql('create index notifications_user_index on engagement.notifications (user_id, created_at)');
    // one unread notification per subject (a conversation): new messages update it instead of piling up
    this.addSql(
      'create unique index notifications_unread_subject_unique on engagement.notifications (user_id, subject) where read_at is null and subject is not null',
    );
    this.addSql(`
      create table engagement.event_cursors (
        user_id uuid primary key,
        last_seq bigint not null
      )`);
    this.addSql(`
      create table engagement.user_events (
        user_id uuid not null,
        seq bigint not null,
        type text not null,
        data jsonb not null,
        created_at timestamptz not null,
        constraint user_events_pkey primary key (user_id, seq)
      )`);
    this.addSql('create index user_events_created_index on engagement.user_events (created_at)');
  }
}
