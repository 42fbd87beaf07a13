import { Migration } from '@mikro-orm/migrations';

/**
 * Where members' ended sessions were used from (browser and address), kept after the session is gone so
 * that a registration from the same place can be told to billing's self-referral check (decision 0066).
 */
export class IdentitySignInPlaces extends Migration {
  override name = 'identity-0016-sign-in-places';

  override up(): void {
    this.addSql(`
      create table identity.sign_in_places (
        user_id uuid not null,
        ip_address varchar(64) not null,
        user_agent varchar(300) not null,
        last_seen_at timestamptz not null,
        primary key (ip_address, user_agent, user_id)
      )`);
    this.addSql('create index sign_in_places_user_id_index on identity.sign_in_places (user_id)');
  }
}
