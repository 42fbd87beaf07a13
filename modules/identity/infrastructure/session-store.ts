import { createHash, randomBytes } from 'node:crypto';
import type { SqlEntityManager as EntityManager } from '@mikro-orm/sql';
import type { Clock } from '../../shared/kernel/clock.ts';
import { newId } from '../../shared/kernel/ids.ts';
import { unlessUnavailable, type KeyValue } from '../../shared/kernel/key-value.port.ts';
import type { PlatformSettings } from '../../shared/kernel/settings.ts';
import { Session } from '../domain/session.entity.ts';

export const SESSION_COOKIE = 'dealacre_session';
/** how often a used session writes its new idle expiry to Postgres */
const TOUCH_EVERY_MS = 5 * 60_000;
/** how long the key-value store may answer for Postgres */
const CACHE_SECONDS = 10 * 60;

interface CachedSession {
  sessionId: string;
  userId: string;
  /** an administrator's read-only view (absent in copies cached before views existed) */
  viewedBy?: string | null;
  lastSeenAt: number;
  idleExpiresAt: number;
  expiresAt: number;
  /** the UTC day this session last recorded its member as active (`identity.active_days`, `users.last_active_day`) */
  activeDay?: string;
}

export interface ResolvedSession {
  userId: string;
  sessionId: string;
  expiresAt: Date;
  /** the administrator viewing the site as the user through this session (read-only), or null */
  viewedBy: string | null;
}

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');
const cacheKey = (tokenHash: string) => `identity:session:${tokenHash}`;

/**
 * Server-side sessions: an opaque random token in the cookie, its SHA-256 in Postgres (the source of
 * truth), a short-lived copy in the key-value store so most requests never reach the database.
 */
export class SessionStore {
  readonly #em: EntityManager;
  readonly #kv: KeyValue;
  readonly #clock: Clock;
  readonly #settings: PlatformSettings['sessions'];

  constructor(em: EntityManager, kv: KeyValue, clock: Clock, settings: PlatformSettings) {
    this.#em = em;
    this.#kv = kv;
    this.#clock = clock;
    this.#settings = settings.sessions;
  }

  /** Starts a session inside the caller's transaction; returns the token for the cookie. */
  start(
    em: EntityManager,
    userId: string,
    meta: { userAgent: string | null; ipAddress: string | null },
  ): { token: string; expiresAt: Date } {
    const token = randomBytes(32).toString('base64url');
    const session = Session.start({
      id: newId(),
      tokenHash: hashToken(token),
      userId,
      now: this.#clock.now(),
      idleDays: this.#settings.idleDays,
      absoluteDays: this.#settings.absoluteDays,
      ...meta,
    });
    em.persist(session);
    return { token, expiresAt: session.expiresAt };
  }

  /** An administrator's read-only session as the member, ending after `minutes`; returns the token for the cookie. */
  startViewing(
    em: EntityManager,
    view: { userId: string; adminId: string; reason: string; minutes: number },
    meta: { userAgent: string | null; ipAddress: string | null },
  ): { token: string; expiresAt: Date } {
    const token = randomBytes(32).toString('base64url');
    const session = Session.startViewing({ id: newId(), tokenHash: hashToken(token), now: this.#clock.now(), ...view, ...meta });
    em.persist(session);
    return { token, expiresAt: session.expiresAt };
  }

  /** The signed-in user of a token, or null when the session does not exist or has expired. */
  async resolve(token: string): Promise<ResolvedSession | null> {
    if (!/^[\w-]{43}$/.test(token)) return null;
    const tokenHash = hashToken(token);
    const now = this.#clock.now().getTime();
    // while the key-value store is unreachable, sessions are read from the database and not cached
    let cached = await unlessUnavailable(this.#readCache(tokenHash));
    // the copy is written only when it is new or has changed: most requests make one key-value round trip
    let changed = !cached;
    if (!cached) {
      const session = await this.#em.fork().findOne(Session, { tokenHash });
      if (!session) return null;
      cached = {
        sessionId: session.id,
        userId: session.userId,
        lastSeenAt: session.lastSeenAt.getTime(),
        idleExpiresAt: session.idleExpiresAt.getTime(),
        expiresAt: session.expiresAt.getTime(),
        viewedBy: session.viewedBy ?? null,
      };
    }
    if (now >= cached.idleExpiresAt || now >= cached.expiresAt) {
      await this.#endByHash(tokenHash);
      return null;
    }
    if (now - cached.lastSeenAt > TOUCH_EVERY_MS) {
      cached = await this.#touch(tokenHash, cached);
      changed = true;
    }
    const today = new Date(now).toISOString().slice(0, 10);
    if (cached.activeDay !== today) {
      // the day, and the member's last active day the overview counts from (decision 0060), in one statement
      await this.#em.fork().execute(
        `with recorded as (insert into identity.active_days (user_id, day) values (?, ?::date) on conflict do nothing)
         update identity.users set last_active_day = ?::date
         where id = ? and (last_active_day is null or last_active_day < ?::date)`,
        [cached.userId, today, today, cached.userId, today],
      );
      cached = { ...cached, activeDay: today };
      changed = true;
    }
    if (changed) {
      const ttlSeconds = Math.max(1, Math.min(CACHE_SECONDS, Math.floor((cached.idleExpiresAt - now) / 1000)));
      await unlessUnavailable(this.#kv.set(cacheKey(tokenHash), JSON.stringify(cached), { ttlSeconds }));
    }
    return {
      userId: cached.userId,
      sessionId: cached.sessionId,
      expiresAt: new Date(cached.expiresAt),
      viewedBy: cached.viewedBy ?? null,
    };
  }

  /** Ends one session inside the caller's transaction; answers whose it was (null: no such session). */
  async end(em: EntityManager, token: string): Promise<string | null> {
    const tokenHash = hashToken(token);
    const session = await em.findOne(Session, { tokenHash });
    if (session) await rememberPlaces(em, [session]);
    await em.nativeDelete(Session, { tokenHash });
    await this.#kv.delete(cacheKey(tokenHash));
    return session?.userId ?? null;
  }

  /** Ends every session of a user (sign out everywhere, password reset, account deletion), or all but one. */
  async endAll(em: EntityManager, userId: string, options: { except?: string | null } = {}): Promise<number> {
    const keep = options.except ? hashToken(options.except) : null;
    const sessions = (await em.find(Session, { userId })).filter((session) => session.tokenHash !== keep);
    await rememberPlaces(em, sessions);
    for (const session of sessions) em.remove(session);
    await em.flush();
    if (sessions.length > 0) await this.#kv.delete(...sessions.map((session) => cacheKey(session.tokenHash)));
    return sessions.length;
  }

  async #touch(tokenHash: string, cached: CachedSession): Promise<CachedSession> {
    const em = this.#em.fork();
    const session = await em.findOne(Session, { tokenHash });
    if (!session) return cached;
    session.touch(this.#clock.now(), this.#settings.idleDays);
    await em.flush();
    return { ...cached, lastSeenAt: session.lastSeenAt.getTime(), idleExpiresAt: session.idleExpiresAt.getTime() };
  }

  async #readCache(tokenHash: string): Promise<CachedSession | null> {
    const raw = await this.#kv.get(cacheKey(tokenHash));
    return raw ? (JSON.parse(raw) as CachedSession) : null;
  }

  async #endByHash(tokenHash: string): Promise<void> {
    await this.#kv.delete(cacheKey(tokenHash));
    await this.#em.fork().nativeDelete(Session, { tokenHash });
  }
}

/** Keeps where ended sessions were used from (decision 0066): a registration from there is told to billing. */
async function rememberPlaces(em: EntityManager, sessions: Session[]): Promise<void> {
  for (const session of sessions) {
    if (!session.ipAddress || !session.userAgent) continue;
    await em.execute(
      `insert into identity.sign_in_places (user_id, ip_address, user_agent, last_seen_at) values (?, ?, ?, ?)
       on conflict (ip_address, user_agent, user_id) do update set last_seen_at = greatest(identity.sign_in_places.last_seen_at, excluded.last_seen_at)`,
      [session.userId, session.ipAddress, session.userAgent, session.lastSeenAt],
    );
  }
}
