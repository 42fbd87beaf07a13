import { Migration } from '@mikro-orm/migrations';

/**
 * The offers buyers made, as contacts (decision 0069): a free buyer's month of contacts counts the members
 * they messaged first and those they made an offer to, each once. Kept from the leads module's `OfferMade`.
 */
export class EngagementOfferContacts extends Migration {
  override name = 'engagement-0013-offer-contacts';

  override up(): void {
    this.addSql(`
      create table engagement.offer_contacts (
        offer_id uuid primary key,
        buyer_id uuid not null,
        seller_id uuid not null,
        made_at timestamptz not null
      )`);
    this.addSql('create index offer_contacts_buyer_index on engagement.offer_contacts (buyer_id, made_at)');
  }
}
