import { defineEntity, p } from '@mikro-orm/core';

const DAY_MS = 86_400_000;

const SessionSchema = defineEntity({
  name: 'Session',
  schema: 'identity',
  tableName: 'sessions',
  properties: {
    id: p.uuid().primary(),
    /** SHA-256 of the cookie's token: the token itself is never stored */
    tokenHash: p.string().length(64).unique(),
    userId: p.uuid().index(),
    createdAt: p.datetime(),
    lastSeenAt: p.datetime(),
    idleExpiresAt: p.datetime(),
    expiresAt: p.datetime(),
    userAgent: p.string().length(300).nullable(),
    ipAddress: p.string().length(64).nullable(),
    /** the administrator who opened this session to see the site as the member: it is read-only */
    viewedBy: p.uuid().nullable(),
    viewReason: p.string().length(500).nullable(),
  },
});

export class Session extends SessionSchema.class {
  static start(fields: {
    id: string;
    tokenHash: string;
    userId: string;
    now: Date;
    idleDays: number;
    absoluteDays: number;
    userAgent: string | null;
    ipAddress: string | null;
  }): Session {
    const session = new Session();
    session.id = fields.id;
    session.tokenHash = fields.tokenHash;
    session.userId = fields.userId;
    session.createdAt = fields.now;
    session.lastSeenAt = fields.now;
    session.expiresAt = new Date(fields.now.getTime() + fields.absoluteDays * DAY_MS);
    session.idleExpiresAt = new Date(Math.min(fields.now.getTime() + fields.idleDays * DAY_MS, session.expiresAt.getTime()));
    session.userAgent = fields.userAgent?.slice(0, 300) ?? null;
    session.ipAddress = fields.ipAddress?.slice(0, 64) ?? null;
    return session;
  }

  /** An administrator's read-only view of the site as the member, for `minutes` at most. */
  static startViewing(fields: {
    id: string;
    tokenHash: string;
    userId: string;
    adminId: string;
    reason: string;
    now: Date;
    minutes: number;
    userAgent: string | null;
    ipAddress: string | null;
  }): Session {
    const session = Session.start({ ...fields, idleDays: 1, absoluteDays: 1 });
    session.expiresAt = new Date(fields.now.getTime() + fields.minutes * 60_000);
    session.idleExpiresAt = session.expiresAt;
    session.viewedBy = fields.adminId;
    session.viewReason = fields.reason;
    return session;
  }

  isActive(now: Date): boolean {
    return now < this.idleExpiresAt && now < this.expiresAt;
  }

  /** Extends the idle window from now, never past the absolute expiry. */
  touch(now: Date, idleDays: number): void {
    this.lastSeenAt = now;
    this.idleExpiresAt = new Date(Math.min(now.getTime() + idleDays * DAY_MS, this.expiresAt.getTime()));
  }
}
SessionSchema.setClass(Session);
export { SessionSchema };
