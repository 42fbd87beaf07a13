import { Link } from '@tanstack/react-router';
import { MapPin } from 'lucide-react';
import { useId } from 'react';
import type { CurrentUser } from '@contracts/identity/contracts/http.ts';
import { MAX_LEAD_MARKETS } from '@contracts/leads/contracts/seller-leads.ts';
import { stateName } from '@contracts/listings/contracts/us-states.ts';
import { Button } from '@/components/ui/button.tsx';
import { SubmitButton } from '@/components/ui/submit-button.tsx';
import { toast, toastError } from '@/components/ui/toast.tsx';
import { useDismissMarketPrompt, useMarketSuggestions, useSetLeadMarkets } from '../api/leads.ts';
import { LEAD_MARKETS_ANCHOR, LEADS_UPSELL, MARKET_PROMPT_TITLE } from '../copy.ts';

/**
 * The seller dashboard's card asking a seller without lead markets to choose some, with the states of
 * their listings suggested: one click takes them all, Settings edits them. A plan without leads is
 * told so, with the way to a plan that has them. "Dismiss" puts it away for good (remembered by the
 * server); it is gone too once the seller has a market. Nothing shows while it loads or if it fails.
 */
export function MarketPrompt({ user }: { user: CurrentUser }) {
  const headingId = useId();
  const suggestions = useMarketSuggestions(user.id);
  const save = useSetLeadMarkets(user.id);
  const dismiss = useDismissMarketPrompt(user.id);
  const data = suggestions.data;
  if (!data || data.dismissed || data.markets.length > 0) return null;
  const states = data.suggestedStates.slice(0, MAX_LEAD_MARKETS);
  const busy = save.isPending || dismiss.isPending;

  const onAccept = () =>
    save.mutate(
      states.map((state) => ({ state, county: null })),
      {
        onSuccess: () =>
          toast({ title: 'Markets saved', description: 'Homeowner leads there show on your Leads tab. Edit your markets in Settings.' }),
        onError: (error) => toastError('Markets not saved', error, 'Your markets could not be saved. Please try again.'),
      },
    );
  const onDismiss = () =>
    dismiss.mutate(undefined, {
      onSuccess: () => toast({ title: 'We will not ask again', description: 'You can choose your lead markets in Settings at any time.' }),
      onError: (error) => toastError('Something went wrong', error, 'Please try again.'),
    });

  return (
    <section aria-labelledby={headingId} className="rounded-xl border border-brand-200 bg-brand-50 p-5 sm:p-6">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-start">
        <span className="flex size-11 shrink-0 items-center justify-center rounded-full bg-white text-brand-700 ring-1 ring-brand-200">
          <MapPin className="size-5" aria-hidden="true" />
        </span>
        <div className="min-w-0 flex-1">
          {data.leadsInPlan ? (
            <>
              <h2 id={headingId} className="text-lg font-semibold text-slate-900">
                {MARKET_PROMPT_TITLE}
              </h2>
              <p className="mt-1 text-sm text-slate-700">
                Homeowners who ask DealAcre for a cash offer are offered to the investors who buy where their property is. You have not
                chosen any market yet, so none reaches you.
              </p>
              {states.length > 0 ? (
                <>
                  <p className="mt-3 text-sm font-medium text-slate-800">Suggested from your listings:</p>
                  <ul aria-label="Suggested markets" className="mt-2 flex flex-wrap gap-2">
                    {states.map((state) => (
                      <li
                        key={state}
                        className="inline-flex items-center gap-1 rounded-full bg-white px-3 py-0.5 text-sm font-medium text-brand-900 ring-1 ring-brand-200 ring-inset"
                      >
                        <MapPin className="size-3.5 shrink-0 text-brand-700" aria-hidden="true" />
                        {stateName(state)}
                      </li>
                    ))}
                  </ul>
                </>
              ) : null}
            </>
          ) : (
            <>
              <h2 id={headingId} className="text-lg font-semibold text-slate-900">
                Homeowner leads are not in your plan
              </h2>
              <p className="mt-1 text-sm text-slate-700">
                {LEADS_UPSELL} With one, you choose the markets you buy in and homeowners there who ask for a cash offer are offered to you.
              </p>
            </>
          )}
          <div className="mt-4 flex flex-wrap items-center gap-3">
            {!data.leadsInPlan ? (
              <Button asChild>
                <Link to="/pricing">View plans</Link>
              </Button>
            ) : states.length > 0 ? (
              <>
                <SubmitButton onClick={onAccept} pending={save.isPending} pendingLabel="Saving..." disabled={dismiss.isPending}>
                  Use these markets
                </SubmitButton>
                <Button variant="secondary" asChild>
                  <Link to="/settings" hash={LEAD_MARKETS_ANCHOR}>
                    Edit in Settings
                  </Link>
                </Button>
              </>
            ) : (
              <Button asChild>
                <Link to="/settings" hash={LEAD_MARKETS_ANCHOR}>
                  Choose markets
                </Link>
              </Button>
            )}
            <Button variant="ghost" onClick={onDismiss} disabled={busy}>
              Dismiss
            </Button>
          </div>
        </div>
      </div>
    </section>
  );
}
