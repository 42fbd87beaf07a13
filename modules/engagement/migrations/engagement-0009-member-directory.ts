import { Migration } from '@mikro-orm/migrations';

/**
 * Public member profiles (off by default), connections between members, and the local copy of who
 * has which active listings that the directory counts from listings' events.
 */
export class EngagementMemberDirectory extends Migration {
  override name = 'engagement-0009-member-directory';

  override up(): void {
    this.addSql(`
      create table engagement.member_profiles (
        user_id uuid primary key,
        is_public boolean not null default false,
        states text[] not null,
        counties text[] not null,
        strategies text[] not null,
        categories text[] not null,
        min_price_cents bigint null,
        max_price_cents bigint null,
        min_acres double precision null,
        max_acres double precision null,
        experience text null,
        bio text not null,
        created_at timestamptz not null,
        updated_at timestamptz not null
      )`);
    this.addSql(`
      create table engagement.connections (
        id uuid primary key,
        requester_id uuid not null,
        recipient_id uuid not null,
        status text not null,
        note text not null,
        created_at timestamptz not null,
        accepted_at timestamptz null
      )`);
    this.addSql('create unique index connections_pair_unique on engagement.connections (requester_id, recipient_id)');
    this.addSql('create index connections_recipient_index on engagement.connections (recipient_id, status)');
    this.addSql(`
      create table engagement.member_listings (
        listing_id uuid primary key,
        owner_id uuid not null,
        active boolean not null,
        published_at timestamptz null,
        version integer not null
      )`);
    this.addSql('create index member_listings_owner_index on engagement.member_listings (owner_id) where active');
  }
}
