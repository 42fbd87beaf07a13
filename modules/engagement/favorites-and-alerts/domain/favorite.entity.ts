import { defineEntity, p } from '@mikro-orm/core';
import type { Favorite as FavoriteView } from '../../contracts/http.ts';

/**
 * A property a user saved. Keyed by (user, property), so a property is a favorite at most once;
 * `propertyId` is the listings module's id (no foreign key across schemas), indexed for the
 * per-property counts and for removing a deleted listing's favorites.
 */
const FavoriteSchema = defineEntity({
  name: 'Favorite',
  schema: 'engagement',
  tableName: 'favorites',
  properties: {
    userId: p.uuid().primary(),
    propertyId: p.uuid().primary().index(),
    createdAt: p.datetime(),
  },
});

export class Favorite extends FavoriteSchema.class {
  static add(userId: string, propertyId: string, now: Date): Favorite {
    const favorite = new Favorite();
    favorite.userId = userId;
    favorite.propertyId = propertyId;
    favorite.createdAt = now;
    return favorite;
  }

  toView(): FavoriteView {
    return { propertyId: this.propertyId, createdAt: this.createdAt.toISOString() };
  }
}
FavoriteSchema.setClass(Favorite);
export { FavoriteSchema };
