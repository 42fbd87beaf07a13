import type { CurrentUser } from '@/lib/auth.ts';
import { isAdmin } from '@/lib/auth.ts';

/** Who sees a header link (spec section 2 "Site header"). */
type Audience = 'everyone' | 'signed-in' | 'admin';

/**
 * `account`: on wide screens a signed-in user finds the link in the account menu, which keeps the
 * bar on one line; the mobile menu lists every link.
 */
export const NAV_LINKS = [
  { to: '/pricing', label: 'Pricing', audience: 'everyone', account: false },
  { to: '/user-guide', label: 'User Guide', audience: 'everyone', account: false },
  { to: '/calculator', label: 'Calculator', audience: 'signed-in', account: false },
  { to: '/joint-venture', label: 'Joint Venture', audience: 'everyone', account: false },
  { to: '/connections', label: 'Connections', audience: 'everyone', account: false },
  { to: '/messages', label: 'Messages', audience: 'signed-in', account: false },
  { to: '/dashboard', label: 'Dashboard', audience: 'everyone', account: false },
  { to: '/settings', label: 'Settings', audience: 'everyone', account: true },
  { to: '/admin/sitemap', label: 'Site Map', audience: 'admin', account: false },
] as const satisfies readonly { to: string; label: string; audience: Audience; account: boolean }[];

export type NavLink = (typeof NAV_LINKS)[number];

export function visibleNavLinks(user: CurrentUser | null): NavLink[] {
  return NAV_LINKS.filter((link) => {
    if (link.audience === 'admin') return isAdmin(user);
    if (link.audience === 'signed-in') return user !== null;
    return true;
  });
}
