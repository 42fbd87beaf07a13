import { Migration } from '@mikro-orm/migrations';

export class IdentityBuyerTier extends Migration {
  override name = 'identity-0004-buyer-tier';

  override up(): void {
    this.addSql(
      `alter table identity.users add column buyer_tier text not null default 'free' check (buyer_tier in ('free', 'plus', 'pro'))`,
    );
    this.addSql('alter table identity.users add column buyer_tier_as_of timestamptz null');
  }
}
