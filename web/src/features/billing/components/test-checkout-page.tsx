import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { CreditCard, FlaskConical, Lock } from 'lucide-react';
import { Alert } from '@/components/ui/alert.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { SubmitButton } from '@/components/ui/submit-button.tsx';
import { serverMessage } from '@/lib/api-errors.ts';
import { testCheckoutQueryOptions, usePayTestCheckout, type TestCheckout } from '../api/billing.ts';
import { formatCents } from '../plans.ts';
import { useGoToUrl } from '../use-go-to-url.ts';

/** /billing/test-checkout/:id: the built-in test payment provider's checkout. No card is charged. */
export function TestCheckoutPage({ id }: { id: string }) {
  const checkout = useQuery(testCheckoutQueryOptions(id));

  return (
    <div className="mx-auto max-w-lg px-4 py-10 sm:py-16">
      <title>Test checkout | DealAcre</title>
      <div
        role="note"
        className="flex items-center gap-3 rounded-lg border-2 border-dashed border-amber-400 bg-amber-50 px-4 py-3 text-amber-900"
      >
        <FlaskConical className="size-5 shrink-0 text-amber-600" aria-hidden="true" />
        <div className="text-sm">
          <p className="font-semibold">Test mode — no card is charged</p>
          <p className="mt-0.5 text-amber-800">Payments here go through DealAcre's built-in test provider.</p>
        </div>
      </div>

      <div className="mt-8 flex items-center gap-3">
        <h1 className="text-2xl font-bold tracking-tight text-slate-900">Checkout</h1>
        <span className="rounded-md bg-amber-400 px-2 py-0.5 text-xs font-bold tracking-wider text-amber-950">TEST MODE</span>
      </div>

      {checkout.isPending ? (
        <div className="mt-6 space-y-3" role="status" aria-label="Loading checkout">
          <Skeleton className="h-28 w-full" />
          <Skeleton className="h-12 w-full" />
        </div>
      ) : checkout.isError ? (
        <div className="mt-6 space-y-6">
          <Alert variant="error" title="This checkout cannot be opened">
            {serverMessage(checkout.error) ?? 'Something went wrong. Please try again.'}
          </Alert>
          <Button asChild variant="secondary">
            <Link to="/pricing">Back to plans</Link>
          </Button>
        </div>
      ) : (
        <CheckoutDetails checkout={checkout.data} />
      )}
    </div>
  );
}

function CheckoutDetails({ checkout }: { checkout: TestCheckout }) {
  const pay = usePayTestCheckout(checkout.id);
  const goTo = useGoToUrl();
  const saving = checkout.mode === 'setup';
  const busy = pay.isPending || pay.isSuccess;

  const onPay = () => pay.mutate(undefined, { onSuccess: ({ redirectTo }) => goTo(redirectTo, { replace: true }) });

  if (checkout.status !== 'open') {
    return (
      <div className="mt-6 space-y-6">
        <Alert variant="info" title="This checkout is already finished">
          Nothing more to pay here. Your plan is shown in your billing settings.
        </Alert>
        <Button asChild>
          <Link to="/settings" hash="billing">
            Go to billing settings
          </Link>
        </Button>
      </div>
    );
  }

  return (
    <section aria-label="Order summary" className="mt-6 rounded-2xl border border-slate-200 bg-white shadow-sm">
      <dl className="divide-y divide-slate-100">
        <div className="flex items-start justify-between gap-4 p-6">
          <dt className="sr-only">Item</dt>
          <dd className="font-medium text-slate-900">{checkout.description}</dd>
          {saving ? null : (
            <>
              <dt className="sr-only">Amount</dt>
              <dd className="text-right font-semibold whitespace-nowrap text-slate-900">
                {formatCents(checkout.amountCents)}
                {checkout.mode === 'subscription' ? <span className="text-sm font-medium text-slate-500">/mo</span> : null}
              </dd>
            </>
          )}
        </div>
        <div className="flex items-center gap-3 p-6 text-sm text-slate-600">
          <CreditCard className="size-5 shrink-0 text-slate-400" aria-hidden="true" />
          <p>
            {saving
              ? 'A test card is saved for future payments. Nothing is charged now.'
              : 'A test card is used. No real card is charged and no money moves.'}
          </p>
        </div>
      </dl>
      <div className="space-y-4 border-t border-slate-100 p-6">
        {pay.isError ? <Alert variant="error">{serverMessage(pay.error) ?? 'The test payment failed. Please try again.'}</Alert> : null}
        <SubmitButton size="lg" className="w-full" onClick={onPay} pending={busy} icon={<Lock className="size-4" aria-hidden="true" />}>
          {saving ? 'Save payment method (test)' : `Pay ${formatCents(checkout.amountCents)} (test)`}
        </SubmitButton>
        <Button size="lg" variant="secondary" className="w-full" onClick={() => goTo(checkout.cancelUrl)} disabled={busy}>
          Cancel
        </Button>
      </div>
    </section>
  );
}
