import type { SqlEntityManager as EntityManager } from '@mikro-orm/sql';

/**
 * Serialises one user's actions of one kind (`scope`, e.g. `engagement.favorites`) until the calling
 * command's transaction ends: a transaction-scoped Postgres advisory lock on a key derived from both.
 * Two concurrent requests by the same user (two tabs, a double click) thus cannot both count 9 of 10
 * and both insert. A lock rather than a row lock because a user may have no row of their own to lock
 * yet. Other users are not blocked (a hash collision of two keys only makes them wait briefly).
 */
export async function lockUsage(em: EntityManager, scope: string, userId: string): Promise<void> {
  await em.execute('select pg_advisory_xact_lock(hashtextextended(?, 0))', [`${scope}:${userId}`]);
}
