import { Migration } from '@mikro-orm/migrations';

/** Administrators suspend and reinstate accounts; the back office searches and sorts accounts by name and email. */
export class IdentitySuspension extends Migration {
  override name = 'identity-0008-suspension';

  override up(): void {
    this.addSql('alter table identity.users add column suspended_at timestamptz null, add column suspension_reason varchar(500) null');
    this.addSql('create index users_created_at_index on identity.users (created_at, id)');
    this.addSql('create index users_name_index on identity.users (last_name, first_name, id)');
  }
}
