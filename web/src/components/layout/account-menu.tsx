import { Link } from '@tanstack/react-router';
import { ChevronDown, LayoutDashboard, LogOut, MapIcon, Settings } from 'lucide-react';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '../ui/dropdown-menu.tsx';
import { homePathFor, roleLabel, shortName, type CurrentUser } from '@/lib/auth.ts';
import { UserAvatar, useSignOut } from './account.tsx';
import { visibleNavLinks } from './nav-links.ts';
import type { ModeSwitcherSlot } from './mode-switcher-slot.ts';

/** The signed-in user's menu in the header (from 1280 px), loaded on demand by the site header. */
export default function AccountMenu({ user, modeSwitcher }: { user: CurrentUser; modeSwitcher?: ModeSwitcherSlot }) {
  const { signOut, isSigningOut } = useSignOut();

  return (
    <DropdownMenu>
      <DropdownMenuTrigger className="flex items-center gap-2 rounded-full whitespace-nowrap py-1 pr-2 pl-1 text-sm font-medium text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-600">
        <UserAvatar user={user} />
        {/* below 1536 px the bar is full (messages and notifications sit beside it): the avatar alone shows */}
        <span className="sr-only 2xl:not-sr-only">{shortName(user)}</span>
        <ChevronDown className="size-4 text-slate-400" aria-hidden="true" />
      </DropdownMenuTrigger>
      <DropdownMenuContent>
        <DropdownMenuLabel>
          <span className="block font-semibold text-slate-900">
            {user.firstName} {user.lastName}
          </span>
          <span className="block truncate text-slate-500">{user.email}</span>
          <span className="mt-1 inline-block rounded-full bg-slate-100 px-2 py-0.5 text-xs font-medium text-slate-700">
            {roleLabel(user)}
          </span>
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        {modeSwitcher ? (
          <>
            {modeSwitcher('account-menu')}
            <DropdownMenuSeparator />
          </>
        ) : null}
        <DropdownMenuItem asChild>
          <Link to={homePathFor(user)}>
            <LayoutDashboard className="size-4" aria-hidden="true" />
            My dashboard
          </Link>
        </DropdownMenuItem>
        {visibleNavLinks(user)
          .filter((link) => link.account)
          .map((link) => (
            <DropdownMenuItem key={link.to} asChild>
              <Link to={link.to}>
                {link.to === '/settings' ? (
                  <Settings className="size-4" aria-hidden="true" />
                ) : (
                  <MapIcon className="size-4" aria-hidden="true" />
                )}
                {link.label}
              </Link>
            </DropdownMenuItem>
          ))}
        <DropdownMenuSeparator />
        <DropdownMenuItem disabled={isSigningOut} onSelect={signOut}>
          <LogOut className="size-4" aria-hidden="true" />
          Sign Out
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
