import { useHydrated, useLocation, useNavigate } from '@tanstack/react-router';
import { Heart } from 'lucide-react';
import { useState } from 'react';
import { FAVORITES_LIMIT_MESSAGE } from '@contracts/engagement/contracts/http.ts';
import type { FavoritePlacement } from '@/components/favorite-slot.tsx';
import { Button } from '@/components/ui/button.tsx';
import { toast, toastError } from '@/components/ui/toast.tsx';
import { UpgradeDialog } from '@/components/ui/upgrade-dialog.tsx';
import { isUpgradeRequired } from '@/lib/api-errors.ts';
import { useCurrentUser } from '@/lib/auth.ts';
import { cn } from '@/lib/utils.ts';
import { useFavorites, useToggleFavorite } from '../api/favorites.ts';

/**
 * Adds a property to the user's favorites or removes it (spec sections 4, 5 and 8): toasts say which,
 * and a free account over its limit meets the upgrade dialog. A visitor is sent to sign in first.
 */
export function FavoriteToggle({ propertyId, placement }: { propertyId: string; placement: FavoritePlacement }) {
  const { user } = useCurrentUser();
  const navigate = useNavigate();
  const href = useLocation({ select: (location) => location.href });
  const favorites = useFavorites(user !== null);
  const toggle = useToggleFavorite();
  const [limitReached, setLimitReached] = useState(false);

  const pending = toggle.isPending && toggle.variables?.propertyId === propertyId;
  const saved = pending ? toggle.variables.favorite : (favorites.data?.some((entry) => entry.propertyId === propertyId) ?? false);
  const label = saved ? 'Remove from favorites' : 'Save to favorites';

  const hydrated = useHydrated();
  const onClick = () => {
    if (!user) {
      void navigate({ to: '/login', search: { redirect: href } });
      return;
    }
    const favorite = !saved;
    toggle.mutate(
      { propertyId, favorite },
      {
        onSuccess: () => toast({ title: favorite ? 'Added to favorites' : 'Removed from favorites' }),
        onError: (error) => {
          if (favorite && isUpgradeRequired(error)) setLimitReached(true);
          else if (favorite) toastError('Error', error, 'Failed to add favorite');
          else toastError('Failed to remove favorite', error);
        },
      },
    );
  };

  const heart = <Heart className={cn('size-4', saved ? 'fill-red-500 text-red-500' : 'text-current')} aria-hidden="true" />;
  return (
    <>
      {placement === 'card' ? (
        <button
          type="button"
          aria-label={label}
          aria-pressed={saved}
          title={label}
          disabled={pending}
          // the server's button does nothing until React has taken the page over
          aria-disabled={hydrated ? undefined : true}
          onClick={onClick}
          className="flex size-9 items-center justify-center rounded-full bg-white/95 text-slate-700 shadow transition-transform hover:scale-105 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 disabled:opacity-70"
        >
          {heart}
        </button>
      ) : (
        <Button variant="secondary" aria-pressed={saved} onClick={onClick} disabled={pending} aria-disabled={hydrated ? undefined : true}>
          {heart}
          {saved ? 'Saved' : 'Save'}
        </Button>
      )}
      {/* mounted once needed: a page of cards would otherwise hydrate a closed dialog per card */}
      {limitReached ? (
        <UpgradeDialog open onOpenChange={setLimitReached} title="Favorites Limit Reached" message={FAVORITES_LIMIT_MESSAGE} />
      ) : null}
    </>
  );
}
