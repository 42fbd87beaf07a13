import type { SqlEntityManager as EntityManager } from '@mikro-orm/sql';

/**
 * Serialises one user's favorite additions: a transaction-scoped Postgres advisory lock on a key
 * derived from the user id, held until the command's transaction ends. Two concurrent adds by the
 * same user (two tabs, a double click) thus cannot both count 9 of 10 and both insert, nor both
 * insert the same property. A lock rather than a row lock because a free buyer has no row of their
 * own to lock before their first favorite. Other users are not blocked (a hash collision of two
 * users' keys only makes them wait for each other briefly).
 */
export async function lockFavoritesOf(em: EntityManager, userId: string): Promise<void> {
  await em.execute('select pg_advisory_xact_lock(hashtextextended(?, 0))', [`engagement.favorites:${userId}`]);
}
