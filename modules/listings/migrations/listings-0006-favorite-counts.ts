import { Migration } from '@mikro-orm/migrations';

/**
 * How many users saved each listing: the listings module's copy of engagement's favorites, kept from
 * its FavoriteAdded and FavoriteRemoved events. A database that already holds favorites starts from
 * them; this one-time read of engagement's table at the moment the copy is created is the only one.
 */
export class ListingsFavoriteCounts extends Migration {
  override name = 'listings-0006-favorite-counts';

  override up(): void {
    this.addSql(`
      create table listings.favorite_counts (
        property_id uuid primary key,
        favorites integer not null check (favorites >= 0)
      )`);
    this.addSql(`
      do $$
      begin
        if to_regclass('engagement.favorites') is not null then
          insert into listings.favorite_counts (property_id, favorites)
          select property_id, count(*) from engagement.favorites group by property_id;
        end if;
      end
      $$`);
  }
}
