import { Link } from '@tanstack/react-router';
import { LogOut, Menu, ShieldCheck } from 'lucide-react';
import { Suspense, useState, type ReactNode } from 'react';
import { Button } from '../ui/button.tsx';
import { Dialog, DialogTitle, DialogTrigger, SheetContent } from '../ui/dialog.tsx';
import { Skeleton } from '../ui/skeleton.tsx';
import { isAdmin, roleLabel, shortName, type CurrentUser } from '@/lib/auth.ts';
import { cn } from '@/lib/utils.ts';
import { ListPropertyButton, UserAvatar, useSignOut } from './account.tsx';
import { BrowseLink } from './browse-link.tsx';
import { Logo } from './logo.tsx';
import { visibleNavLinks } from './nav-links.ts';

const itemClassName =
  'flex items-center rounded-lg px-3 py-2.5 text-base font-medium text-slate-700 hover:bg-slate-100 hover:text-slate-900';

interface MobileMenuProps {
  user: CurrentUser | null;
  isLoading: boolean;
  modeSwitcher?: ReactNode;
  /** the Messages link's text with its unread count (the messaging slot's) */
  messagesLabel?: ReactNode;
}

/** The header's menu below 1280 px: repeats the links, shows who is signed in, holds the mode switcher. */
export function MobileMenu({ user, isLoading, modeSwitcher, messagesLabel }: MobileMenuProps) {
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="ghost" size="icon" aria-label="Open menu">
          <Menu className="size-6" aria-hidden="true" />
        </Button>
      </DialogTrigger>
      <SheetContent aria-describedby={undefined}>
        <div className="flex h-16 shrink-0 items-center border-b border-slate-200 px-4">
          <DialogTitle className="sr-only">Menu</DialogTitle>
          <Logo />
        </div>

        <div className="flex-1 overflow-y-auto px-3 py-4">
          {isLoading ? (
            <Skeleton className="mb-4 h-14" />
          ) : user ? (
            <div className="mb-4 flex items-center gap-3 rounded-lg bg-slate-50 px-3 py-3">
              <UserAvatar user={user} />
              <div className="min-w-0">
                <p className="truncate font-semibold text-slate-900">{shortName(user)}</p>
                <p className="text-xs font-medium text-slate-500">{roleLabel(user)}</p>
              </div>
            </div>
          ) : null}

          <div className="mb-4 px-1 [&>a]:w-full">
            <ListPropertyButton onNavigate={close} />
          </div>

          <nav aria-label="Mobile" className="flex flex-col gap-0.5">
            {isAdmin(user) ? (
              <Link
                to="/admin"
                onClick={close}
                className={cn(itemClassName, 'gap-2 bg-brand-50 text-brand-800 ring-1 ring-brand-200 hover:bg-brand-100')}
              >
                <ShieldCheck className="size-5" aria-hidden="true" />
                Admin Dashboard
              </Link>
            ) : null}
            <BrowseLink className={itemClassName} onNavigate={close} />
            {visibleNavLinks(user).map((link) => (
              <Link
                key={link.to}
                to={link.to}
                onClick={close}
                className={itemClassName}
                activeProps={{ className: 'bg-slate-100 text-brand-700', 'aria-current': 'page' }}
              >
                {link.to === '/messages' && messagesLabel ? <Suspense fallback={link.label}>{messagesLabel}</Suspense> : link.label}
              </Link>
            ))}
          </nav>

          {user ? modeSwitcher : null}
        </div>

        <div className="shrink-0 border-t border-slate-200 p-4">
          {isLoading ? null : user ? (
            <SignOutButton onDone={close} />
          ) : (
            <div className="grid grid-cols-2 gap-2">
              <Button variant="secondary" asChild>
                <Link to="/login" onClick={close}>
                  Sign In
                </Link>
              </Button>
              <Button asChild>
                <Link to="/register" onClick={close}>
                  Sign Up
                </Link>
              </Button>
            </div>
          )}
        </div>
      </SheetContent>
    </Dialog>
  );
}

function SignOutButton({ onDone }: { onDone: () => void }) {
  const { signOut, isSigningOut } = useSignOut();
  return (
    <Button
      variant="secondary"
      className="w-full"
      disabled={isSigningOut}
      onClick={() => {
        signOut();
        onDone();
      }}
    >
      <LogOut className="size-4" aria-hidden="true" />
      Sign Out
    </Button>
  );
}
