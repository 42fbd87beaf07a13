import { Check, ShoppingBag, Store } from 'lucide-react';
import { useId } from 'react';
import type { Mode } from '@contracts/identity/contracts/http.ts';
import { DropdownMenuLabel, DropdownMenuRadioGroup, DropdownMenuRadioItem } from '@/components/ui/dropdown-menu.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { toast, toastError } from '@/components/ui/toast.tsx';
import { hasSellerCapability, useCurrentUser, type CurrentUser } from '@/lib/auth.ts';
import { cn } from '@/lib/utils.ts';
import { usePendingModeSwitch, useSwitchMode } from '../api/account.ts';

export const SELLER_CAPABILITY_HINT = 'Enable seller capability first';

const MODES = [
  { mode: 'buyer', label: 'Buyer', icon: ShoppingBag },
  { mode: 'seller', label: 'Seller', icon: Store },
] as const satisfies readonly { mode: Mode; label: string; icon: unknown }[];

export type ModeSwitcherPlacement = 'account-menu' | 'mobile-menu';

/**
 * Buyer/seller mode (spec sections 2, 4 and 8): the current mode's item is disabled, every item is
 * disabled while a switch is in progress, and Seller is disabled with a hint for users without the
 * seller capability. In the header's account menu it is a group of menu radio items; in the
 * mobile menu a pair of toggle buttons.
 */
export function ModeSwitcher({ placement }: { placement: ModeSwitcherPlacement }) {
  const { user } = useCurrentUser();
  // the toasts belong to the mutation: the account menu closes before the answer arrives
  const switchMode = useSwitchMode({
    onSuccess: (updated) => toast({ title: 'Mode switched', description: `You're now in ${updated.activeRole} mode` }),
    onError: (error) => toastError('Failed to switch mode', error, 'Something went wrong'),
  });
  // a switch started from the other copy (menu closed and reopened, or the mobile menu) counts too
  const pendingMode = usePendingModeSwitch();
  const hintId = useId();
  if (!user) return null;

  const isUnavailable = (mode: Mode) => mode === 'seller' && !hasSellerCapability(user);
  const isDisabled = (mode: Mode) => pendingMode !== undefined || mode === user.activeRole || isUnavailable(mode);

  const select = (mode: Mode) => {
    if (!isDisabled(mode)) switchMode.mutate(mode);
  };

  const props = { user, pendingMode, hintId, isUnavailable, isDisabled, select };
  return placement === 'account-menu' ? <AccountMenuModes {...props} /> : <MobileMenuModes {...props} />;
}

interface ModesProps {
  user: CurrentUser;
  pendingMode: Mode | undefined;
  hintId: string;
  isUnavailable: (mode: Mode) => boolean;
  isDisabled: (mode: Mode) => boolean;
  select: (mode: Mode) => void;
}

function AccountMenuModes({ user, pendingMode, hintId, isUnavailable, isDisabled, select }: ModesProps) {
  return (
    <>
      <DropdownMenuLabel className="pb-1 text-xs font-semibold tracking-wide text-slate-500 uppercase">Mode</DropdownMenuLabel>
      <DropdownMenuRadioGroup value={user.activeRole} onValueChange={(value) => select(value as Mode)}>
        {MODES.map(({ mode, label, icon: Icon }) => (
          <DropdownMenuRadioItem
            key={mode}
            value={mode}
            disabled={isDisabled(mode)}
            aria-describedby={isUnavailable(mode) ? hintId : undefined}
          >
            <Icon className="size-4" aria-hidden="true" />
            {label}
            {pendingMode === mode ? <Spinner className="ml-auto" /> : null}
          </DropdownMenuRadioItem>
        ))}
      </DropdownMenuRadioGroup>
      {hasSellerHint(user) ? (
        <p id={hintId} className="px-2.5 pb-2 pl-8 text-xs text-slate-600">
          {SELLER_CAPABILITY_HINT}
        </p>
      ) : null}
    </>
  );
}

function MobileMenuModes({ user, pendingMode, hintId, isUnavailable, isDisabled, select }: ModesProps) {
  const headingId = `${hintId}-heading`;
  return (
    <section aria-labelledby={headingId} className="mt-4 rounded-lg border border-slate-200 p-3">
      <h2 id={headingId} className="mb-2 text-xs font-semibold tracking-wide text-slate-500 uppercase">
        Mode
      </h2>
      <div role="group" aria-labelledby={headingId} className="grid grid-cols-2 gap-2">
        {MODES.map(({ mode, label, icon: Icon }) => {
          const current = mode === user.activeRole;
          return (
            <button
              key={mode}
              type="button"
              aria-pressed={current}
              disabled={isDisabled(mode)}
              aria-describedby={isUnavailable(mode) ? hintId : undefined}
              onClick={() => select(mode)}
              className={cn(
                'flex h-11 items-center justify-center gap-2 rounded-lg border text-sm font-semibold transition-colors',
                'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600',
                current
                  ? 'border-brand-600 bg-brand-50 text-brand-800'
                  : 'border-slate-300 bg-white text-slate-700 hover:bg-slate-50 disabled:opacity-50',
              )}
            >
              {pendingMode === mode ? (
                <Spinner />
              ) : current ? (
                <Check className="size-4" aria-hidden="true" />
              ) : (
                <Icon className="size-4" aria-hidden="true" />
              )}
              {label}
            </button>
          );
        })}
      </div>
      {hasSellerHint(user) ? (
        <p id={hintId} className="mt-2 text-xs text-slate-600">
          {SELLER_CAPABILITY_HINT}
        </p>
      ) : null}
    </section>
  );
}

function hasSellerHint(user: CurrentUser): boolean {
  return !hasSellerCapability(user);
}
