import { raw, type FilterQuery, type QueryOrderMap } from '@mikro-orm/core';
import type { SqlEntityManager as EntityManager } from '@mikro-orm/sql';
import { pageFromNearerEnd, reversedOrder } from '../../../../shared/kernel/far-pages.ts';
import { likeContaining } from '../../../../shared/kernel/like-pattern.ts';
import type { AdminUser, AdminUserFilter } from '../../../contracts/admin-users.ts';
import { User } from '../../../domain/user.entity.ts';

const NATURAL_ORDER = { created: 'desc', name: 'asc', email: 'asc' } as const;
type Order = 'asc' | 'desc';

/** The accounts with every word of `q` in their email, first or last name (the trigram indexes find them, decision 0056). */
export function matchingWords(q: string): Array<FilterQuery<User>> {
  return q
    .split(/\s+/)
    .filter(Boolean)
    .map((word) => {
      const pattern = likeContaining(word);
      return { $or: [{ email: { $ilike: pattern } }, { firstName: { $ilike: pattern } }, { lastName: { $ilike: pattern } }] };
    });
}

/**
 * An order whose first key no index gives, for a search: Postgres then reads its few matches through the
 * trigram indexes and sorts them, instead of walking the order's index and testing every account on the
 * way (it expects a search to match far more accounts than it does). The values, and so the order, are
 * the column's own.
 */
export function searchedOrder(column: 'created_at' | 'last_name' | 'email', order: Order): QueryOrderMap<User> {
  const unindexed = (alias: string) =>
    column === 'created_at' ? `(${alias}.created_at + interval '0 seconds')` : `(${alias}.${column} || '')`;
  return { [raw(unindexed)]: order };
}

/**
 * The accounts a filter selects, in its order (ties by id, so pages never overlap), and how many there are; a page
 * in the far half read from the other end (every key of the order is never null).
 */
export async function findAdminUsers(
  em: EntityManager,
  filter: AdminUserFilter,
  page: { limit: number; offset: number },
): Promise<[User[], number]> {
  const query = adminUsersQuery(filter);
  if (page.offset === 0) return em.findAndCount(User, query.where, { orderBy: query.orderBy(false), ...page });
  const total = await em.count(User, query.where);
  const rows = await pageFromNearerEnd(total, page, (limit, offset, reversed) =>
    em.find(User, query.where, { orderBy: query.orderBy(reversed), limit, offset }),
  );
  return [rows, total];
}

function adminUsersQuery(filter: AdminUserFilter) {
  const where: FilterQuery<User> = {};
  if (filter.q) where.$and = matchingWords(filter.q);
  if (filter.role) where.roles = { $contains: [filter.role] };
  if (filter.status === 'active') where.suspendedAt = null;
  if (filter.status === 'suspended') where.suspendedAt = { $ne: null };
  const natural = filter.order ?? NATURAL_ORDER[filter.sort];
  const orderBy = (reversed: boolean): QueryOrderMap<User>[] => {
    const order = reversedOrder(natural, reversed);
    const first = (column: 'created_at' | 'last_name' | 'email', property: 'createdAt' | 'lastName' | 'email') =>
      filter.q ? searchedOrder(column, order) : { [property]: order };
    return filter.sort === 'created'
      ? [first('created_at', 'createdAt'), { id: order }]
      : filter.sort === 'email'
        ? [first('email', 'email'), { id: order }]
        : [first('last_name', 'lastName'), { firstName: order, id: order }];
  };
  return { where, orderBy };
}

export function toAdminUser(user: User): AdminUser {
  return {
    id: user.id,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    phone: user.phone ?? null,
    roles: user.capabilities,
    emailVerified: Boolean(user.emailVerifiedAt),
    suspended: user.isSuspended,
    suspendedAt: user.suspendedAt?.toISOString() ?? null,
    suspensionReason: user.suspensionReason ?? null,
    createdAt: user.createdAt.toISOString(),
  };
}
