import { defineEntity, p, type Opt } from '@mikro-orm/core';
import { isNewerPlanSnapshot } from '../../billing/contracts/events.ts';
import {
  NOTIFICATION_TOPICS,
  ROLES,
  type BuyerTierCopy,
  type Mode,
  type NotificationChannels,
  type NotificationPreferences,
  type NotificationPreferencesUpdate,
  type Role,
} from '../contracts/http.ts';

export const DEFAULT_NOTIFICATIONS: NotificationPreferences = {
  messages: { inApp: true, email: true },
  listingAlerts: { inApp: true, email: true },
  connections: { inApp: true, email: true },
  jointVentures: { inApp: true, email: true },
  listingActivity: { inApp: true, email: true },
  sellerLeads: { inApp: true, email: true },
  billing: { inApp: true, email: true },
  productNews: { inApp: false, email: false },
};

/**
 * Every topic's channels: the stored choices over the defaults. Before topics had channels a choice
 * was one email switch (`true`/`false`); snapshots written then still read right.
 */
export function notificationPreferences(...layers: Array<object | null | undefined>): NotificationPreferences {
  return Object.fromEntries(
    NOTIFICATION_TOPICS.map((topic) => {
      let channels = DEFAULT_NOTIFICATIONS[topic];
      for (const layer of layers) {
        const choice = (layer as Record<string, Partial<NotificationChannels> | boolean | undefined> | null | undefined)?.[topic];
        if (typeof choice === 'boolean') channels = { ...channels, email: choice };
        else if (choice) channels = { ...channels, ...choice };
      }
      return [topic, channels];
    }),
  ) as NotificationPreferences;
}
import type { UserSnapshot } from '../contracts/events.ts';
import { CapabilityMissingError } from './identity.errors.ts';

const UserSchema = defineEntity({
  name: 'User',
  schema: 'identity',
  tableName: 'users',
  // the back office's accounts table, newest first or by name, searched and filtered (decision 0056)
  indexes: [
    { name: 'users_created_at_index', properties: ['createdAt', 'id'] },
    { name: 'users_name_index', properties: ['lastName', 'firstName', 'id'] },
    ...(['email', 'first_name', 'last_name'] as const).map((column) => ({
      name: `users_${column}_trgm_index`,
      expression: `create index users_${column}_trgm_index on identity.users using gin (${column} gin_trgm_ops)`,
    })),
    { name: 'users_roles_index', expression: 'create index users_roles_index on identity.users using gin (roles)' },
    { name: 'users_suspended_index', properties: ['createdAt', 'id'], where: { suspendedAt: { $ne: null } } },
    {
      name: 'users_sellers_index',
      expression: `create index users_sellers_index on identity.users (id) where 'seller' = any(roles)`,
    },
    // the overview's sign-ups and members active in a period ending today, all and sellers (decision 0060)
    { name: 'users_last_active_index', properties: ['lastActiveDay'] },
    {
      name: 'users_sellers_created_at_index',
      expression: `create index users_sellers_created_at_index on identity.users (created_at) where 'seller' = any(roles)`,
    },
    {
      name: 'users_sellers_last_active_index',
      expression: `create index users_sellers_last_active_index on identity.users (last_active_day) where 'seller' = any(roles)`,
    },
  ],
  // as migration 0013 creates it: a member gaining or losing the seller capability, or an account deleted, moves the kept
  // answers of the periods before they were active in (decision 0061)
  triggers: [
    {
      name: 'adjust_active_before',
      timing: 'after',
      events: ['update', 'delete'],
      forEach: 'row',
      body: `if tg_op = 'UPDATE' then
          if ('seller' = any(new.roles)) is not distinct from ('seller' = any(old.roles)) then return null; end if;
          update identity.active_before a
            set sellers = a.sellers + case when 'seller' = any(new.roles) then 1 else -1 end,
                buyers = a.buyers - case when 'seller' = any(new.roles) then 1 else -1 end
            where exists (select 1 from identity.active_days d
                          where d.user_id = new.id and d.day >= a.first_day and d.day < a.first_day + a.days);
        else
          update identity.active_before a
            set sellers = a.sellers - case when 'seller' = any(old.roles) then 1 else 0 end,
                buyers = a.buyers - case when 'seller' = any(old.roles) then 0 else 1 end
            where exists (select 1 from identity.active_days d
                          where d.user_id = old.id and d.day >= a.first_day and d.day < a.first_day + a.days);
        end if;
        return null;`,
    },
  ],
  properties: {
    id: p.uuid().primary(),
    email: p.string().length(254).unique(),
    /** none for an account made by an invitation until its member chooses a password (decision 0062) */
    passwordHash: p.string().length(200).nullable().hidden(),
    firstName: p.string().length(80),
    lastName: p.string().length(80),
    phone: p.string().length(30).nullable(),
    profilePicture: p.string().length(500).nullable(),
    roles: p.array<Role>().default(['buyer']),
    activeRole: p.enum(['buyer', 'seller'] as const).default('buyer'),
    emailVerifiedAt: p.datetime().nullable(),
    notifications: p
      .json<NotificationPreferences>()
      .defaultRaw(`'${JSON.stringify(DEFAULT_NOTIFICATIONS)}'`)
      .onCreate(() => ({ ...DEFAULT_NOTIFICATIONS })),
    /** a copy of billing's buyer tier, from its subscription events; `buyerTierAsOf` is the event's time */
    buyerTier: p.enum(['free', 'plus', 'pro'] as const).default('free'),
    buyerTierAsOf: p.datetime().nullable(),
    /** set while an administrator has suspended the account: it cannot sign in and its sessions and keys stop */
    suspendedAt: p.datetime().nullable(),
    suspensionReason: p.string().length(500).nullable(),
    /** the last UTC day the member made a signed-in request (`YYYY-MM-DD`), written by the session check only */
    lastActiveDay: p.date().nullable().lazy(),
    createdAt: p.datetime().onCreate(() => new Date()),
    updatedAt: p
      .datetime()
      .onCreate(() => new Date())
      .onUpdate(() => new Date()),
    version: p.integer().version(),
  },
});

export class User extends UserSchema.class {
  /** What the user may act as: the roles held, and always buyer. */
  get capabilities(): Opt & Role[] {
    const held = new Set<Role>(['buyer', ...this.roles.filter((role): role is Role => (ROLES as readonly string[]).includes(role))]);
    return ROLES.filter((role) => held.has(role));
  }

  get isAdmin(): Opt & boolean {
    return this.capabilities.includes('admin');
  }

  switchMode(mode: Mode): void {
    if (!this.capabilities.includes(mode)) throw new CapabilityMissingError(mode);
    this.activeRole = mode;
  }

  grant(role: Role): void {
    if (!this.roles.includes(role)) this.roles = [...this.roles, role];
  }

  revoke(role: Role): void {
    if (role === 'buyer') return; // everyone can buy
    this.roles = this.roles.filter((held) => held !== role);
    if (role === 'seller' && this.activeRole === 'seller') this.activeRole = 'buyer';
  }

  get isSuspended(): Opt & boolean {
    return Boolean(this.suspendedAt);
  }

  suspend(reason: string, now: Date): void {
    this.suspendedAt = now;
    this.suspensionReason = reason;
  }

  reinstate(): void {
    this.suspendedAt = null;
    this.suspensionReason = null;
  }

  /** Applies billing's buyer tier as of `asOf`; false when a newer one was applied already. */
  copyBuyerTier(tier: BuyerTierCopy, asOf: Date): boolean {
    if (!isNewerPlanSnapshot(asOf, this.buyerTierAsOf)) return false;
    this.buyerTierAsOf = asOf;
    if (this.buyerTier === tier) return false;
    this.buyerTier = tier;
    return true;
  }

  updateNotifications(changes: NotificationPreferencesUpdate): void {
    this.notifications = notificationPreferences(this.notifications, changes);
  }

  toSnapshot(): UserSnapshot {
    return {
      id: this.id,
      email: this.email,
      firstName: this.firstName,
      lastName: this.lastName,
      phone: this.phone ?? null,
      profilePicture: this.profilePicture ?? null,
      roles: this.capabilities,
      activeRole: this.activeRole,
      emailVerified: Boolean(this.emailVerifiedAt),
      notifications: notificationPreferences(this.notifications),
      buyerTier: this.buyerTier,
      suspended: this.isSuspended,
      hasPassword: Boolean(this.passwordHash),
      createdAt: this.createdAt.toISOString(),
      version: this.version,
    };
  }
}
UserSchema.setClass(User);
export { UserSchema };
