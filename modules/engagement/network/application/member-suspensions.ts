import type { SqlEntityManager as EntityManager } from '@mikro-orm/sql';
import type { UserSnapshot } from '../../../identity/contracts/events.ts';

/**
 * Notes whether the account is suspended, from identity's snapshot of it, unless a newer version was
 * noted already (a late or repeated event changes nothing); answers whether it is suspended now.
 * Every subscriber that hides a suspended member's things notes it itself, so none waits on another.
 */
export async function recordSuspension(em: EntityManager, user: Pick<UserSnapshot, 'id' | 'suspended' | 'version'>): Promise<boolean> {
  await em.execute(
    `insert into engagement.member_suspensions (user_id, suspended, account_version) values (?, ?, ?)
     on conflict (user_id) do update set suspended = excluded.suspended, account_version = excluded.account_version
     where engagement.member_suspensions.account_version <= excluded.account_version`,
    [user.id, user.suspended ?? false, user.version],
  );
  return (await suspendedAmong(em, [user.id])).has(user.id);
}

/** Those of the members whose accounts are suspended now. */
export async function suspendedAmong(em: EntityManager, userIds: readonly string[]): Promise<Set<string>> {
  const ids = [...new Set(userIds)];
  if (ids.length === 0) return new Set();
  const rows = await em.execute<Array<{ user_id: string }>>(
    `select user_id from engagement.member_suspensions where suspended and user_id in (${ids.map(() => '?').join(', ')})`,
    ids,
  );
  return new Set(rows.map((row) => row.user_id));
}
