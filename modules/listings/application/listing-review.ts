import type { SqlEntityManager as EntityManager } from '@mikro-orm/sql';
import { addUtcDays } from '../../shared/kernel/utc-dates.ts';
import type { Property } from '../domain/property.entity.ts';

/** A seller is new until this many days after an administrator first approved one of their listings (decision 0055). */
export const NEW_SELLER_DAYS = 30;

/** A new seller's published listings and material edits go before an administrator first. */
export async function isNewSeller(em: EntityManager, ownerId: string, now: Date): Promise<boolean> {
  const [standing] = await em.execute<Array<{ first_approved_at: Date | string }>>(
    'select first_approved_at from listings.seller_standings where owner_id = ?',
    [ownerId],
  );
  return !standing || new Date(standing.first_approved_at) > addUtcDays(now, -NEW_SELLER_DAYS);
}

/** The seller's first approval starts their 30 days; later ones change nothing. */
export async function recordApproval(em: EntityManager, ownerId: string, now: Date): Promise<void> {
  await em.execute('insert into listings.seller_standings (owner_id, first_approved_at) values (?, ?) on conflict (owner_id) do nothing', [
    ownerId,
    now,
  ]);
}

/** What buyers decide on and a fraudster changes after approval: the price, the address and the photos. */
export type MaterialFields = Pick<Property, 'priceCents' | 'streetAddress' | 'city' | 'state' | 'zip' | 'images'>;

export function materialFieldsOf(property: MaterialFields): MaterialFields {
  const { priceCents, streetAddress, city, state, zip, images } = property;
  return { priceCents: Number(priceCents), streetAddress: streetAddress ?? null, city, state, zip: zip ?? null, images: [...images] };
}

export function isMaterialEdit(before: MaterialFields, after: MaterialFields): boolean {
  const a = materialFieldsOf(before);
  const b = materialFieldsOf(after);
  return (
    a.priceCents !== b.priceCents ||
    a.streetAddress !== b.streetAddress ||
    a.city !== b.city ||
    a.state !== b.state ||
    a.zip !== b.zip ||
    a.images.length !== b.images.length ||
    a.images.some((image, index) => image !== b.images[index])
  );
}
