import { Link } from '@tanstack/react-router';
import { MessageSquare, ShieldCheck } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { Button } from '../ui/button.tsx';
import { Skeleton } from '../ui/skeleton.tsx';
import { hasSellerCapability, isAdmin, useCurrentUser } from '@/lib/auth.ts';
import { cn } from '@/lib/utils.ts';
import { ListPropertyButton } from './account.tsx';
import { BrowseLink } from './browse-link.tsx';
import { Logo } from './logo.tsx';
import type { MessagingHeaderSlot } from './messaging-header-slot.ts';
import { MobileMenu } from './mobile-menu.tsx';
import type { ModeSwitcherSlot } from './mode-switcher-slot.ts';
import { visibleNavLinks } from './nav-links.ts';

/** Only a signed-in user has the account menu: its dropdown code stays out of visitors' first download. */
const AccountMenu = lazy(() => import('./account-menu.tsx'));

const navLinkClassName =
  'rounded-md px-2.5 py-2 whitespace-nowrap text-sm font-medium text-slate-600 transition-colors hover:bg-slate-100 hover:text-slate-900';
const activeNavLinkClassName = 'text-brand-700 hover:text-brand-800';

/**
 * The site header (spec section 2). The full navigation shows from 1280 px; narrower screens use
 * the mobile menu.
 */
export function SiteHeader({ modeSwitcher, messaging }: { modeSwitcher?: ModeSwitcherSlot; messaging?: MessagingHeaderSlot }) {
  const { user, isLoading } = useCurrentUser();

  return (
    <header className="sticky top-0 z-40 print:hidden border-b border-slate-200 bg-white/95 backdrop-blur supports-[backdrop-filter]:bg-white/85">
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-4 px-4 sm:px-6 lg:px-8">
        <Logo />

        <nav aria-label="Main" className="ml-4 hidden items-center gap-0.5 xl:flex">
          {isAdmin(user) ? (
            <Link
              to="/admin"
              className={cn(
                navLinkClassName,
                'flex items-center gap-1.5 bg-brand-50 text-brand-800 ring-1 ring-brand-200 hover:bg-brand-100',
              )}
              activeProps={{ 'aria-current': 'page' }}
            >
              <ShieldCheck className="size-4" aria-hidden="true" />
              Admin
            </Link>
          ) : null}
          <BrowseLink className={navLinkClassName} />
          {visibleNavLinks(user)
            // the account menu holds some links; the Messages icon (with its unread count) sits by the bell
            .filter((link) => !(user && link.account) && !(messaging && link.to === '/messages'))
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
              {messaging ? (
                <div className="flex items-center">
                  <MessagesIconLink messaging={messaging} />
                  {messaging.bell()}
                </div>
              ) : null}
              <Suspense fallback={<Skeleton className="h-9 w-40" />}>
                <AccountMenu user={user} modeSwitcher={modeSwitcher} />
              </Suspense>
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

        <div className="ml-auto flex items-center gap-1 xl:hidden">
          {user && messaging ? (
            <>
              <MessagesIconLink messaging={messaging} />
              {messaging.bell()}
            </>
          ) : null}
          {/* in the entry, not loaded later: a tap on its button before a later chunk arrived would be lost */}
          <MobileMenu
            user={user}
            isLoading={isLoading}
            modeSwitcher={modeSwitcher?.('mobile-menu')}
            messagesLabel={messaging?.messagesLabel('mobile-menu')}
          />
        </div>
      </div>
    </header>
  );
}

/** The header's link to /messages as an icon, its unread count on it ("Messages, 3 unread" to screen readers). */
function MessagesIconLink({ messaging }: { messaging: MessagingHeaderSlot }) {
  return (
    <Link
      to="/messages"
      className="relative flex size-10 items-center justify-center rounded-lg text-slate-700 hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-brand-600 aria-[current=page]:text-brand-700"
      activeProps={{ 'aria-current': 'page' }}
    >
      <MessageSquare className="size-5" aria-hidden="true" />
      <Suspense fallback={<span className="sr-only">Messages</span>}>{messaging.messagesLabel('icon')}</Suspense>
    </Link>
  );
}
