import { Link } from '@tanstack/react-router';
import { ChevronDown, LayoutDashboard, LogOut, MapIcon, Settings } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '../ui/button.tsx';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '../ui/dropdown-menu.tsx';
import { Skeleton } from '../ui/skeleton.tsx';
import { hasSellerCapability, homePathFor, roleLabel, shortName, useCurrentUser, type CurrentUser } from '@/lib/auth.ts';
import { ListPropertyButton, UserAvatar, useSignOut } from './account.tsx';
import { BrowseLink } from './browse-link.tsx';
import { Logo } from './logo.tsx';
import { MobileMenu } from './mobile-menu.tsx';
import { visibleNavLinks } from './nav-links.ts';

const navLinkClassName =
  'rounded-md px-2.5 py-2 whitespace-nowrap text-sm font-medium text-slate-600 transition-colors hover:bg-slate-100 hover:text-slate-900';
const activeNavLinkClassName = 'text-brand-700 hover:text-brand-800';

/**
 * The mode switcher's slot: the identity feature renders it in the account menu (as menu items) and
 * in the mobile menu (as buttons). Layout code imports no feature, so the root route passes it in.
 */
export type ModeSwitcherSlot = (placement: 'account-menu' | 'mobile-menu') => ReactNode;

/**
 * The site header (spec section 2). The full navigation shows from 1280 px; narrower screens use
 * the mobile menu.
 */
export function SiteHeader({ modeSwitcher }: { modeSwitcher?: ModeSwitcherSlot }) {
  const { user, isLoading } = useCurrentUser();

  return (
    <header className="sticky top-0 z-40 print:hidden border-b border-slate-200 bg-white/95 backdrop-blur supports-[backdrop-filter]:bg-white/85">
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-4 px-4 sm:px-6 lg:px-8">
        <Logo />

        <nav aria-label="Main" className="ml-4 hidden items-center gap-0.5 xl:flex">
          <BrowseLink className={navLinkClassName} />
          {visibleNavLinks(user)
            .filter((link) => !(user && link.account))
            .map((link) => (
              <Link
                key={link.to}
                to={link.to}
                className={navLinkClassName}
                activeProps={{ className: activeNavLinkClassName, 'aria-current': 'page' }}
              >
                {link.label}
              </Link>
            ))}
        </nav>

        <div className="ml-auto hidden items-center gap-2 xl:flex">
          {isLoading ? (
            <Skeleton className="h-9 w-40" />
          ) : user ? (
            <>
              {hasSellerCapability(user) ? <ListPropertyButton /> : null}
              <AccountMenu user={user} modeSwitcher={modeSwitcher} />
            </>
          ) : (
            <>
              <Button variant="ghost" asChild>
                <Link to="/login">Sign In</Link>
              </Button>
              <Button asChild>
                <Link to="/register">Sign Up</Link>
              </Button>
            </>
          )}
        </div>

        <div className="ml-auto xl:hidden">
          <MobileMenu user={user} isLoading={isLoading} modeSwitcher={modeSwitcher?.('mobile-menu')} />
        </div>
      </div>
    </header>
  );
}

function AccountMenu({ user, modeSwitcher }: { user: CurrentUser; modeSwitcher?: ModeSwitcherSlot }) {
  const { signOut, isSigningOut } = useSignOut();

  return (
    <DropdownMenu>
      <DropdownMenuTrigger className="flex items-center gap-2 rounded-full whitespace-nowrap py-1 pr-2 pl-1 text-sm font-medium text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-600">
        <UserAvatar user={user} />
        {shortName(user)}
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
                {link.to === '/settings' ? <Settings className="size-4" aria-hidden="true" /> : <MapIcon className="size-4" aria-hidden="true" />}
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
