import { Migration } from '@mikro-orm/migrations';

/** The hourly pruning of `identity.sign_in_places` finds the rows older than the referral window by this index (decision 0071). */
export class IdentitySignInPlacesPruning extends Migration {
  override name = 'identity-0017-sign-in-places-pruning';

  override up(): void {
    this.addSql('create index sign_in_places_last_seen_at_index on identity.sign_in_places (last_seen_at)');
  }
}
