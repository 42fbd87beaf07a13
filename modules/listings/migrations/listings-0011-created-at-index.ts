import { Migration } from '@mikro-orm/migrations';

/** The back office counts the listings created per day, and live listings by category. */
export class ListingsCreatedAtIndex extends Migration {
  override name = 'listings-0011-created-at-index';

  override up(): void {
    this.addSql('create index properties_created_at_index on listings.properties (created_at)');
    this.addSql(`create index properties_live_category_index on listings.properties (category) where status = 'active'`);
  }
}
