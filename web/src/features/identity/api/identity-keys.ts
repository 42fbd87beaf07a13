import { authKeys } from '@/lib/auth.ts';

/**
 * The one query-key factory of the identity feature. The current user lives under the app-wide
 * auth key (the route guards and the header read it through `lib/auth.ts`).
 */
export const identityKeys = {
  all: ['identity'] as const,
  currentUser: () => authKeys.currentUser,
  notificationPreferences: () => [...identityKeys.all, 'notification-preferences'] as const,
  myFunds: () => [...identityKeys.all, 'my-funds'] as const,
  /** mutation key: lets every copy of the mode switcher see a switch in progress */
  switchMode: () => [...identityKeys.all, 'switch-mode'] as const,
};
