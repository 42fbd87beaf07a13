import type { FilterQuery } from '@mikro-orm/core';
import type { SqlEntityManager as EntityManager } from '@mikro-orm/sql';
import { likeContaining } from '../../../../shared/kernel/like-pattern.ts';
import type { AdminUser, AdminUserFilter } from '../../../contracts/admin-users.ts';
import { User } from '../../../domain/user.entity.ts';

const NATURAL_ORDER = { created: 'desc', name: 'asc', email: 'asc' } as const;

/** The accounts a filter selects, in its order (ties by id, so pages never overlap). */
export function findAdminUsers(em: EntityManager, filter: AdminUserFilter, page: { limit: number; offset: number }) {
  const where: FilterQuery<User> = {};
  if (filter.q) {
    const words = filter.q.split(/\s+/).filter(Boolean);
    where.$and = words.map((word) => {
      const pattern = likeContaining(word);
      return { $or: [{ email: { $ilike: pattern } }, { firstName: { $ilike: pattern } }, { lastName: { $ilike: pattern } }] };
    });
  }
  if (filter.role) where.roles = { $contains: [filter.role] };
  if (filter.status === 'active') where.suspendedAt = null;
  if (filter.status === 'suspended') where.suspendedAt = { $ne: null };
  const order = filter.order ?? NATURAL_ORDER[filter.sort];
  const orderBy =
    filter.sort === 'created'
      ? { createdAt: order, id: order }
      : filter.sort === 'email'
        ? { email: order, id: order }
        : { lastName: order, firstName: order, id: order };
  return em.findAndCount(User, where, { orderBy, ...page });
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
