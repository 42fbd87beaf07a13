import { Migration } from '@mikro-orm/migrations';

/**
 * The module's copy of whether each account is suspended, kept from identity's `UserChanged` (the
 * newest account version wins): a suspended member's JV posts, directory card and messages are hidden
 * from others until they are reinstated (decision 0049).
 */
export class EngagementMemberSuspensions extends Migration {
  override name = 'engagement-0010-member-suspensions';

  override up(): void {
    this.addSql(`
      create table engagement.member_suspensions (
        user_id uuid primary key,
        suspended boolean not null,
        account_version integer not null
      )`);
  }
}
