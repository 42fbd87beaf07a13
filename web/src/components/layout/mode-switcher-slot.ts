import type { ReactNode } from 'react';

/**
 * The mode switcher's slot: the identity feature renders it in the account menu (as menu items) and
 * in the mobile menu (as buttons). Layout code imports no feature, so the root route passes it in.
 */
export type ModeSwitcherSlot = (placement: 'account-menu' | 'mobile-menu') => ReactNode;
