import { Migration } from '@mikro-orm/migrations';

/**
 * Suspended sellers' listings leave public view without their status changing (decision 0049): the
 * module's copy of each seller's suspension, kept from identity's `UserChanged` (the newest account
 * version wins), and on each listing whether its seller is suspended now.
 */
export class ListingsSellerSuspensions extends Migration {
  override name = 'listings-0010-seller-suspensions';

  override up(): void {
    this.addSql(`
      create table listings.seller_suspensions (
        owner_id uuid primary key,
        suspended boolean not null,
        account_version integer not null
      )`);
    this.addSql('alter table listings.properties add column seller_suspended boolean not null default false');
  }
}
