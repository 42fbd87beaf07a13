import type { SqlEntityManager as EntityManager } from '@mikro-orm/sql';
import type { Actor } from '../../shared/kernel/bus.ts';
import { ListingNotFoundError, NotListingOwnerError } from '../domain/listing.errors.ts';
import { Property } from '../domain/property.entity.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function isListingId(id: string): boolean {
  return UUID.test(id);
}

/**
 * The listing the actor may change: its owner's or, for an administrator, anyone's. An unknown or
 * malformed id is a 404; someone else's draft is a 404 too (drafts are private), other listings a 403.
 */
export async function loadListingToChange(em: EntityManager, id: string, actor: Actor): Promise<Property> {
  const property = isListingId(id) ? await em.findOne(Property, { id }) : null;
  if (!property) throw new ListingNotFoundError();
  if (property.ownerId === actor.userId || actor.isAdmin) return property;
  if (property.status === 'draft') throw new ListingNotFoundError();
  throw new NotListingOwnerError();
}
