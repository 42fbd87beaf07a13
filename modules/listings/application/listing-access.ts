import type { SqlEntityManager as EntityManager } from '@mikro-orm/sql';
import type { Actor } from '../../shared/kernel/bus.ts';
import { isUuid } from '../../shared/kernel/ids.ts';
import { ListingNotFoundError, NotListingOwnerError } from '../domain/listing.errors.ts';
import { Property } from '../domain/property.entity.ts';

/**
 * The listing the actor may change: its owner's or, for an administrator, anyone's. An unknown or
 * malformed id is a 404; someone else's draft is a 404 too (drafts are private), other listings a 403.
 */
export async function loadListingToChange(em: EntityManager, id: string, actor: Actor): Promise<Property> {
  const property = isUuid(id) ? await em.findOne(Property, { id }) : null;
  if (!property) throw new ListingNotFoundError();
  if (property.ownerId === actor.userId || actor.isAdmin) return property;
  if (property.status === 'draft') throw new ListingNotFoundError();
  throw new NotListingOwnerError();
}
