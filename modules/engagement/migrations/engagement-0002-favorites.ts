import { Migration } from '@mikro-orm/migrations';

/** Users' saved properties: one row per (user, property); the property is listings' id, referenced without a foreign key. */
export class EngagementFavorites extends Migration {
  override name = 'engagement-0002-favorites';

  override up(): void {
    this.addSql(`
      create table engagement.favorites (
        user_id uuid not null,
        property_id uuid not null,
        created_at timestamptz not null,
        constraint favorites_pkey primary key (user_id, property_id)
      )`);
    this.addSql('create index favorites_property_id_index on engagement.favorites (property_id)');
  }
}
