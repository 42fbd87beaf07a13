import { Link } from '@tanstack/react-router';
import { CircleCheck } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Alert } from '@/components/ui/alert.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { serverMessage } from '@/lib/api-errors.ts';
import { useCompleteCheckout } from '../api/billing.ts';
import { AUDIENCE_LABEL, findPlan, isLive, STATUS_LABEL, type Audience } from '../plans.ts';

/** /billing/checkout-complete?session_id=…: confirms a finished checkout and shows the plan. */
export function CheckoutCompletePage({ sessionId }: { sessionId: string | undefined }) {
  const complete = useCompleteCheckout();
  const started = useRef<string | undefined>(undefined);

  useEffect(() => {
    if (!sessionId || started.current === sessionId) return;
    started.current = sessionId;
    complete.mutate(sessionId);
  }, [sessionId, complete]);

  return (
    <div className="mx-auto max-w-lg px-4 py-12 sm:py-16">
      <title>Checkout complete | DealAcre</title>
      {!sessionId ? (
        <>
          <h1 className="text-2xl font-bold tracking-tight text-slate-900">Checkout</h1>
          <Alert variant="error" className="mt-6" title="No checkout to confirm">
            This page needs the link your checkout returned to. Your plans are shown in your billing settings.
          </Alert>
          <Links />
        </>
      ) : complete.isError ? (
        <>
          <h1 className="text-2xl font-bold tracking-tight text-slate-900">We could not confirm your checkout</h1>
          <Alert variant="error" className="mt-6">
            {serverMessage(complete.error) ?? 'Something went wrong. Please reload the page to try again.'}
          </Alert>
          <Links />
        </>
      ) : complete.isSuccess ? (
        <>
          <div className="flex items-center gap-3">
            <CircleCheck className="size-9 shrink-0 text-emerald-600" aria-hidden="true" />
            <h1 className="text-2xl font-bold tracking-tight text-slate-900">You're all set</h1>
          </div>
          <p className="mt-3 text-slate-600">Thanks! Your checkout is complete.</p>
          <ul className="mt-6 space-y-3" aria-label="Your plans">
            {(['seller', 'buyer'] as const satisfies readonly Audience[]).map((audience) => {
              const subscription = complete.data.subscriptions[audience];
              if (!isLive(subscription)) return null;
              return (
                <li
                  key={audience}
                  className="flex items-center justify-between gap-4 rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
                >
                  <div>
                    <p className="text-sm text-slate-500">{AUDIENCE_LABEL[audience]} plan</p>
                    <p className="font-semibold text-slate-900">{findPlan(audience, subscription.tier)?.name ?? subscription.tier}</p>
                  </div>
                  <span className="rounded-full bg-emerald-50 px-2.5 py-0.5 text-xs font-semibold text-emerald-800 ring-1 ring-emerald-200">
                    {STATUS_LABEL[subscription.status]}
                  </span>
                </li>
              );
            })}
          </ul>
          <Links />
        </>
      ) : (
        <p role="status" className="flex items-center gap-3 py-6 text-slate-700">
          <Spinner className="size-5 text-brand-600" />
          Confirming your checkout...
        </p>
      )}
    </div>
  );
}

function Links() {
  return (
    <div className="mt-8 flex flex-wrap gap-3">
      <Button asChild>
        <Link to="/settings" hash="billing">
          Billing settings
        </Link>
      </Button>
      <Button asChild variant="secondary">
        <Link to="/dashboard">Go to dashboard</Link>
      </Button>
    </div>
  );
}
