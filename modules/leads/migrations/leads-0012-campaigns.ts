import { Migration } from '@mikro-orm/migrations';

/**
 * A seller's campaigns (decision 0059): the campaign (a draft, then sending, paused or sent), one send record
 * per recipient (unique per campaign and contact) that the throttled worker claims, sends and marks, with what
 * came of the mail (clicked, unsubscribed, bounced, joined), and the key the links in those mails are signed with.
 */
export class LeadsCampaigns extends Migration {
  override name = 'leads-0012-campaigns';

  override up(): void {
    this.addSql(`
      create table leads.campaigns (
        id uuid primary key,
        seller_id uuid not null,
        name text not null,
        subject text not null,
        body text not null,
        kind text not null,
        listing_id uuid null,
        recipients jsonb not null,
        status text not null,
        created_at timestamptz not null,
        updated_at timestamptz not null,
        sent_at timestamptz null,
        finished_at timestamptz null
      )`);
    this.addSql('create index campaigns_seller_created_index on leads.campaigns (seller_id, created_at)');
    this.addSql(`
      create table leads.campaign_sends (
        id uuid primary key,
        campaign_id uuid not null,
        seller_id uuid not null,
        contact_id uuid not null,
        email text not null,
        status text not null default 'queued',
        claimed_at timestamptz null,
        sent_at timestamptz null,
        error text null,
        clicked_at timestamptz null,
        unsubscribed_at timestamptz null,
        bounced_at timestamptz null,
        joined_at timestamptz null,
        constraint campaign_sends_unique unique (campaign_id, contact_id)
      )`);
    // the worker's claim: the next queued records of a campaign; the throttle: a seller's recent attempts
    this.addSql(`create index campaign_sends_queue_index on leads.campaign_sends (campaign_id, id) where status = 'queued'`);
    this.addSql(
      'create index campaign_sends_seller_claimed_index on leads.campaign_sends (seller_id, claimed_at) where claimed_at is not null',
    );
    this.addSql(`create index campaign_sends_in_flight_index on leads.campaign_sends (claimed_at) where status in ('claimed', 'sending')`);
    this.addSql('create table leads.signing_keys (purpose text primary key, secret text not null)');
  }
}
