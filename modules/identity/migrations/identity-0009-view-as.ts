import { Migration } from '@mikro-orm/migrations';

/** A session an administrator opened to see the site as a member: read-only, 30 minutes at most. */
export class IdentityViewAs extends Migration {
  override name = 'identity-0009-view-as';

  override up(): void {
    this.addSql('alter table identity.sessions add column viewed_by uuid null, add column view_reason varchar(500) null');
  }
}
