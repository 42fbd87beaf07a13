import { Migration } from '@mikro-orm/migrations';

/** The seller's analytics count the offers on their listings over a range of days (decision 0069). */
export class LeadsOffersBySeller extends Migration {
  override name = 'leads-0016-offers-by-seller';

  override up(): void {
    this.addSql('create index offers_seller_index on leads.offers (seller_id, created_at)');
  }
}
