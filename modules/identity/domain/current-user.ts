import type { UserSnapshot } from '../contracts/events.ts';
import type { CurrentUser } from '../contracts/http.ts';

/** The current-user DTO of the API, from a snapshot (the read model keeps snapshots). */
export function toCurrentUser(user: UserSnapshot): CurrentUser {
  return {
    id: user.id,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    phone: user.phone,
    profilePicture: user.profilePicture,
    roles: user.roles,
    activeRole: user.activeRole,
    buyerTier: user.buyerTier ?? 'free',
    role: user.roles.includes('admin') ? 'admin' : 'user',
    emailVerified: user.emailVerified,
    hasPassword: user.hasPassword ?? true,
  };
}
