import { Migration } from '@mikro-orm/migrations';

/**
 * Offers continued (decision 0067): the buyer on a pipeline card (so an offer moves that buyer's card), a
 * listing's offer rules (verified funds required, a best-and-final deadline), a revision mark on offers,
 * and the accepted deal's checklist (earnest money received, the reminders already sent).
 */
export class LeadsOfferDeals extends Migration {
  override name = 'leads-0015-offer-deals';

  override up(): void {
    this.addSql('alter table leads.pipeline_cards add column buyer_id uuid null');
    this.addSql(
      'create index pipeline_cards_buyer_index on leads.pipeline_cards (seller_id, property_id, buyer_id) where buyer_id is not null',
    );
    this.addSql(`
      create table leads.listing_offer_rules (
        property_id uuid primary key,
        seller_id uuid not null,
        require_verified_funds boolean not null default false,
        best_and_final_by timestamptz null,
        updated_at timestamptz not null
      )`);
    this.addSql('alter table leads.offers add column revised_at timestamptz null');
    this.addSql('alter table leads.offers add column earnest_received_at timestamptz null');
    this.addSql(`alter table leads.offers add column reminders_sent text[] not null default '{}'`);
    this.addSql('alter table leads.offers add column next_reminder_at timestamptz null');
    this.addSql('create index offers_next_reminder_index on leads.offers (next_reminder_at) where next_reminder_at is not null');
  }
}
