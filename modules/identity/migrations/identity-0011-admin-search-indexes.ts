import { Migration } from '@mikro-orm/migrations';

/**
 * The back office's accounts table at 100,000 members (decision 0056): words of a search found through
 * trigram indexes instead of a pass over every account, the administrators (or sellers) through their
 * roles, the suspended accounts through an index of their own; the overview's active sellers by their ids.
 */
export class IdentityAdminSearchIndexes extends Migration {
  override name = 'identity-0011-admin-search-indexes';

  override up(): void {
    this.addSql('create extension if not exists pg_trgm');
    for (const column of ['email', 'first_name', 'last_name']) {
      this.addSql(`create index users_${column}_trgm_index on identity.users using gin (${column} gin_trgm_ops)`);
    }
    this.addSql('create index users_roles_index on identity.users using gin (roles)');
    this.addSql('create index users_suspended_index on identity.users (created_at, id) where suspended_at is not null');
    // the overview's active members told apart by role from this index alone
    this.addSql(`create index users_sellers_index on identity.users (id) where 'seller' = any(roles)`);
  }
}
