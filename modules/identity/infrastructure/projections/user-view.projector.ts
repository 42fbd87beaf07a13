import type { SqlEntityManager as EntityManager } from '@mikro-orm/sql';
import type { IntegrationEvent } from '../../../shared/kernel/events.ts';
import { unlessUnavailable, type KeyValue } from '../../../shared/kernel/key-value.port.ts';
import type { RebuildScope, Reindexer, Subscriber } from '../../../shared/kernel/module.ts';
import { UserChanged, UserDeleted, UserRegistered, type UserSnapshot } from '../../contracts/events.ts';
import { notificationPreferences, User } from '../../domain/user.entity.ts';

const PREFIX = 'identity:user:';
const userKey = (id: string) => `${PREFIX}${id}`;
/** the ids of the administrators not suspended: other modules ask for them inside their transactions, where Postgres may not be free */
const ADMINISTRATORS = `${PREFIX}administrators`;
const administers = (user: Pick<UserSnapshot, 'roles' | 'suspended'>) => user.roles.includes('admin') && !user.suspended;

/** Keeps a snapshot of every account in the key-value store, for the per-request current user. */
export class UserViewProjector implements Subscriber {
  readonly #kv: KeyValue;
  /** the write in progress per user id */
  readonly #writing = new Map<string, Promise<void>>();

  constructor(kv: KeyValue) {
    this.#kv = kv;
  }

  async handle(event: IntegrationEvent): Promise<void> {
    if (UserRegistered.is(event) || UserChanged.is(event)) await this.apply(event.payload);
    if (UserDeleted.is(event)) {
      await this.#kv.delete(userKey(event.payload.id));
      await this.#kv.setRemove(ADMINISTRATORS, event.payload.id);
    }
  }

  /**
   * Writes the snapshot unless a newer one is already there (events may arrive out of order). A
   * command's write at commit and the outbox's delivery of an older event can meet here: one user's
   * writes run one after another in this host, so the read and the write of one are never split
   * by the other (across hosts the next event still brings the newest snapshot).
   */
  apply(user: UserSnapshot): Promise<void> {
    const previous = this.#writing.get(user.id) ?? Promise.resolve();
    const write = previous.then(async () => {
      const stored = await this.#kv.get(userKey(user.id));
      if (stored && (JSON.parse(stored) as UserSnapshot).version > user.version) return;
      await this.#kv.set(userKey(user.id), JSON.stringify(user));
      await (administers(user) ? this.#kv.setAdd(ADMINISTRATORS, user.id) : this.#kv.setRemove(ADMINISTRATORS, user.id));
    });
    const settled = write.catch(() => {});
    this.#writing.set(user.id, settled);
    void settled.then(() => {
      if (this.#writing.get(user.id) === settled) this.#writing.delete(user.id);
    });
    return write;
  }
}

/**
 * Reads account snapshots: from the projection, or from Postgres for an account whose event has not
 * been projected yet (the few milliseconds after it registered) and while the key-value store is unreachable.
 */
export class UserDirectory {
  readonly #em: EntityManager;
  readonly #kv: KeyValue;

  constructor(em: EntityManager, kv: KeyValue) {
    this.#em = em;
    this.#kv = kv;
  }

  /**
   * Postgres through the calling command's transaction when there is one: on PGlite's one connection a fresh
   * entity manager would wait forever for the connection that command holds.
   */
  #reader(): EntityManager {
    return this.#em.fork({ keepTransactionContext: true });
  }

  async get(userId: string): Promise<UserSnapshot | null> {
    const stored = await unlessUnavailable(this.#kv.get(userKey(userId)));
    if (stored) {
      const snapshot = JSON.parse(stored) as UserSnapshot;
      return { ...snapshot, notifications: notificationPreferences(snapshot.notifications) };
    }
    const user = await this.#reader().findOne(User, { id: userId });
    return user?.toSnapshot() ?? null;
  }

  /**
   * The account from the projection alone, so a caller inside a transaction never waits on Postgres: an
   * account not projected yet (its first milliseconds) or unknown is null. Postgres only while the
   * key-value store is unreachable.
   */
  async projected(userId: string): Promise<UserSnapshot | null> {
    const stored = await unlessUnavailable(this.#kv.get(userKey(userId)).then((value) => ({ value })));
    if (stored) return stored.value ? (JSON.parse(stored.value) as UserSnapshot) : null;
    const user = await this.#reader().findOne(User, { id: userId });
    return user?.toSnapshot() ?? null;
  }

  /** the administrators not suspended, from the projection (from Postgres while the key-value store is unreachable) */
  async administrators(): Promise<string[]> {
    const ids =
      (await unlessUnavailable(this.#kv.setMembers(ADMINISTRATORS))) ??
      (await this.#reader().find(User, { roles: { $contains: ['admin'] }, suspendedAt: null }, { fields: ['id'] })).map(({ id }) => id);
    return ids.sort();
  }
}

export class IdentityReindexer implements Reindexer {
  readonly #em: EntityManager;
  readonly #kv: KeyValue;

  constructor(em: EntityManager, kv: KeyValue) {
    this.#em = em;
    this.#kv = kv;
  }

  async prepare(): Promise<void> {}

  async isEmpty(): Promise<boolean> {
    return (await this.#kv.get(`${PREFIX}rebuilt`)) === null;
  }

  /** nothing of it is in the search index: a 'search' rebuild leaves it be */
  async rebuild(log: (line: string) => void, scope: RebuildScope = 'all'): Promise<Record<string, number>> {
    if (scope === 'search') return {};
    await this.#kv.deleteByPrefix(PREFIX);
    let users = 0;
    let after = '00000000-0000-0000-0000-000000000000';
    for (;;) {
      const page = await this.#em.fork().find(User, { id: { $gt: after } }, { orderBy: { id: 'asc' }, limit: 1000 });
      if (page.length === 0) break;
      for (const user of page) {
        const snapshot = user.toSnapshot();
        await this.#kv.set(userKey(user.id), JSON.stringify(snapshot));
        if (administers(snapshot)) await this.#kv.setAdd(ADMINISTRATORS, user.id);
      }
      users += page.length;
      after = page[page.length - 1].id;
    }
    await this.#kv.set(`${PREFIX}rebuilt`, new Date().toISOString());
    log(`identity: ${users} account views rebuilt`);
    return { users };
  }
}
