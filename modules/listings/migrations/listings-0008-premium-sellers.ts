import { Migration } from '@mikro-orm/migrations';

/**
 * Listings of Premium sellers show the Premium badge: each listing keeps whether its owner is on the
 * Premium seller plan, from the module's copy of the plans (OnSellerPlanChanged keeps it after this).
 */
export class ListingsPremiumSellers extends Migration {
  override name = 'listings-0008-premium-sellers';

  override up(): void {
    this.addSql('alter table listings.properties add column seller_premium boolean not null default false');
    this.addSql(`
      update listings.properties property set seller_premium = true
      from listings.seller_plans plan where plan.owner_id = property.owner_id and plan.tier = 'premium'`);
  }
}
