import { Migration } from '@mikro-orm/migrations';

/** The module's own Postgres schema; its tables arrive with the work that fills the module. */
export class IdentitySchema extends Migration {
  override name = 'identity-0001-schema';

  override up(): void {
    this.addSql('create schema if not exists identity');
  }
}
