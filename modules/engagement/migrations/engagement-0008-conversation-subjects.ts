import { Migration } from '@mikro-orm/migrations';

/**
 * A conversation is about a listing, about a partner post of the JV board, or direct between two members
 * (decision 0029). `buyer_id` now means the member who started it and `seller_id` the one addressed; the
 * listing's conversations keep their meaning (the buyer wrote to the seller). One conversation per subject,
 * starter and recipient: (listing, starter) and (post, starter) decide the recipient; a direct one is one per
 * pair in the order started (the handler reuses the pair's either way round).
 *
 * The JV board's partner posts: the author's offer or search, open until closed or 60 days after posting
 * or renewal. Amounts in cents; markets as state codes and "County, ST" names.
 */
export class EngagementConversationSubjects extends Migration {
  override name = 'engagement-0008-conversation-subjects';

  override up(): void {
    this.addSql('alter table engagement.conversations alter column property_id drop not null');
    this.addSql('alter table engagement.conversations add column jv_post_id uuid null');
    this.addSql('alter table engagement.conversations add constraint conversations_jv_post_starter_unique unique (jv_post_id, buyer_id)');
    this.addSql(
      'create unique index conversations_direct_unique on engagement.conversations (buyer_id, seller_id) where property_id is null and jv_post_id is null',
    );
    this.addSql(`
      create table engagement.jv_posts (
        id uuid primary key,
        author_id uuid not null,
        kind text not null,
        title text not null,
        amount_min_cents bigint null,
        amount_max_cents bigint null,
        states text[] not null,
        counties text[] not null,
        strategies text[] not null,
        experience text not null,
        timeline text not null,
        description text not null,
        featured boolean not null default false,
        status text not null,
        posted_at timestamptz not null,
        expires_at timestamptz not null,
        created_at timestamptz not null,
        updated_at timestamptz not null
      )`);
    this.addSql('create index jv_posts_author_index on engagement.jv_posts (author_id, created_at)');
    this.addSql('create index jv_posts_open_index on engagement.jv_posts (status, expires_at)');
  }
}
