import { Link } from '@tanstack/react-router';
import { ShoppingBag, Store } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import type { SubscriptionView } from '@contracts/billing/contracts/http.ts';
import { ConfirmDialog } from '@/components/confirm-dialog.tsx';
import { SettingsSection } from '@/components/ui/settings-section.tsx';
import { Alert } from '@/components/ui/alert.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { SubmitButton } from '@/components/ui/submit-button.tsx';
import { toast, toastError } from '@/components/ui/toast.tsx';
import { serverMessage } from '@/lib/api-errors.ts';
import { cn } from '@/lib/utils.ts';
import { useAddPaymentMethod, useChangeSubscription, useEntitlements, type Entitlements } from '../api/billing.ts';
import {
  AUDIENCE_LABEL,
  daysUntil,
  findPlan,
  formatDate,
  formatMonthlyPrice,
  isLive,
  isLiveStatus,
  STATUS_LABEL,
  type Audience,
} from '../plans.ts';
import { useGoToUrl } from '../use-go-to-url.ts';
import { InvoicesList } from './invoices-list.tsx';

/** The Billing card of /settings (#billing): the buyer and seller plans and what can be done with them. */
export function BillingSection() {
  const entitlements = useEntitlements();

  return (
    <SettingsSection id="billing" title="Billing" description="Your plans, trial and next payment. Prices are per month in US dollars.">
      {entitlements.isPending ? (
        <div className="space-y-4" role="status" aria-label="Loading your plans">
          <Skeleton className="h-20 w-full" />
          <Skeleton className="h-20 w-full" />
        </div>
      ) : entitlements.isError ? (
        <Alert variant="error">{serverMessage(entitlements.error) ?? 'We could not load your plans. Please reload the page.'}</Alert>
      ) : (
        <>
          <ul className="divide-y divide-slate-100">
            <PlanRow audience="seller" entitlements={entitlements.data} icon={<Store className="size-5" aria-hidden="true" />} />
            <PlanRow audience="buyer" entitlements={entitlements.data} icon={<ShoppingBag className="size-5" aria-hidden="true" />} />
          </ul>
          <InvoicesList
            hasProviderPortal={[entitlements.data.subscriptions.buyer, entitlements.data.subscriptions.seller].some(
              (subscription) => subscription?.provider === 'stripe',
            )}
          />
        </>
      )}
    </SettingsSection>
  );
}

function StatusBadge({ subscription }: { subscription: SubscriptionView }) {
  const tone =
    subscription.status === 'past_due' || subscription.cancelAtPeriodEnd
      ? 'bg-amber-50 text-amber-800 ring-amber-200'
      : subscription.status === 'trialing'
        ? 'bg-sky-50 text-sky-800 ring-sky-200'
        : subscription.status === 'active'
          ? 'bg-emerald-50 text-emerald-800 ring-emerald-200'
          : 'bg-slate-100 text-slate-700 ring-slate-200';
  const label = subscription.cancelAtPeriodEnd && isLive(subscription) ? 'Cancels at period end' : STATUS_LABEL[subscription.status];
  return <span className={cn('rounded-full px-2 py-0.5 text-xs font-semibold whitespace-nowrap ring-1', tone)}>{label}</span>;
}

function PlanRow({ audience, entitlements, icon }: { audience: Audience; entitlements: Entitlements; icon: ReactNode }) {
  const subscription = entitlements.subscriptions[audience];
  const live = isLive(subscription);
  const freeTier = audience === 'buyer' ? entitlements.buyerTier : entitlements.sellerTier;
  const plan = findPlan(audience, live ? subscription.tier : freeTier);
  const planName = plan?.name ?? (live ? subscription.tier : freeTier);
  const label = `${AUDIENCE_LABEL[audience]} plan`;

  return (
    <li className="flex flex-col gap-4 py-5 first:pt-0 last:pb-0" aria-label={label}>
      <div className="flex min-w-0 gap-3">
        <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-700">{icon}</span>
        <div className="min-w-0 flex-1">
          <p className="text-sm text-slate-500">{label}</p>
          <p className="flex flex-wrap items-center gap-2 font-semibold text-slate-900">
            {planName}
            {plan && plan.monthlyPrice > 0 ? <span className="text-sm font-medium text-slate-500">{formatMonthlyPrice(plan)}</span> : null}
            {live ? <StatusBadge subscription={subscription} /> : null}
          </p>
          <div className="mt-1 space-y-1 text-sm text-slate-600">
            <PlanDetails subscription={subscription} planName={planName} audience={audience} />
          </div>
        </div>
      </div>
      <PlanActions audience={audience} subscription={live ? subscription : null} planName={planName} />
    </li>
  );
}

function PlanDetails({
  subscription,
  planName,
  audience,
}: {
  subscription: SubscriptionView | null;
  planName: string;
  audience: Audience;
}) {
  if (!subscription || !isLiveStatus(subscription.status)) {
    const ended = subscription && (subscription.status === 'canceled' || subscription.status === 'expired') ? subscription : null;
    return (
      <>
        <p>
          {audience === 'seller' ? 'Posting properties needs a paid plan.' : 'Free forever. Upgrade for unlimited contacts and favorites.'}
        </p>
        {ended ? (
          <p>
            Your {findPlan(audience, ended.tier)?.name ?? ended.tier} plan ended
            {ended.currentPeriodEnd ? ` on ${formatDate(ended.currentPeriodEnd)}` : ''}.
          </p>
        ) : null}
      </>
    );
  }

  const end = subscription.status === 'trialing' ? subscription.trialEndsAt : subscription.currentPeriodEnd;
  if (subscription.status === 'trialing' && end) {
    const days = daysUntil(end);
    return (
      <>
        <p>
          <strong className="font-semibold text-slate-900">
            {days} {days === 1 ? 'day' : 'days'} left
          </strong>{' '}
          in your free trial (ends {formatDate(end)}).
        </p>
        <p>
          {subscription.cancelAtPeriodEnd
            ? `${planName} stops when the trial ends.`
            : subscription.hasPaymentMethod
              ? `Your first charge is on ${formatDate(end)}.`
              : `Add a payment method to keep ${planName} after the trial; without one it stops on ${formatDate(end)}.`}
        </p>
      </>
    );
  }

  if (!end) return null;
  if (subscription.cancelAtPeriodEnd)
    return (
      <p>
        Cancelled: {planName} stays active until {formatDate(end)}, then ends.
      </p>
    );
  if (subscription.status === 'past_due')
    return <p>Your last payment did not go through. Update your payment method to keep {planName}.</p>;
  return <p>Next charge on {formatDate(end)}.</p>;
}

function PlanActions({
  audience,
  subscription,
  planName,
}: {
  audience: Audience;
  subscription: SubscriptionView | null;
  planName: string;
}) {
  const change = useChangeSubscription(audience);
  const addPaymentMethod = useAddPaymentMethod(audience);
  const goTo = useGoToUrl();
  const [confirming, setConfirming] = useState(false);

  const failed = (title: string) => (error: unknown) => toastError(title, error, 'Something went wrong. Please try again.');

  const onCancel = () =>
    change.mutate(
      { action: 'cancel' },
      {
        onSuccess: (next) => {
          setConfirming(false);
          const end = next.subscriptions[audience]?.currentPeriodEnd ?? next.subscriptions[audience]?.trialEndsAt;
          toast({ title: 'Plan cancelled', description: end ? `${planName} stays active until ${formatDate(end)}.` : undefined });
        },
        onError: (error) => {
          setConfirming(false);
          failed('Could not cancel your plan')(error);
        },
      },
    );

  const onResume = () =>
    change.mutate(
      { action: 'resume' },
      {
        onSuccess: () => toast({ title: 'Plan resumed', description: `${planName} continues as before.` }),
        onError: failed('Could not resume your plan'),
      },
    );

  const onAddPaymentMethod = () =>
    addPaymentMethod.mutate(undefined, {
      onSuccess: ({ checkoutUrl }) => goTo(checkoutUrl),
      onError: failed('Could not add a payment method'),
    });

  const end = subscription ? (subscription.status === 'trialing' ? subscription.trialEndsAt : subscription.currentPeriodEnd) : null;

  return (
    <div className="flex flex-wrap gap-2 sm:pl-13">
      <Button asChild variant={subscription ? 'secondary' : 'primary'} size="sm">
        <Link to="/pricing">{subscription ? 'Change plan' : 'See plans'}</Link>
      </Button>
      {subscription?.status === 'trialing' && !subscription.hasPaymentMethod && !subscription.cancelAtPeriodEnd ? (
        <SubmitButton size="sm" onClick={onAddPaymentMethod} pending={addPaymentMethod.isPending} disabled={addPaymentMethod.isSuccess}>
          Add payment method
        </SubmitButton>
      ) : null}
      {subscription?.cancelAtPeriodEnd ? (
        <SubmitButton size="sm" onClick={onResume} pending={change.isPending} pendingLabel="Resuming...">
          Resume plan
        </SubmitButton>
      ) : null}
      {subscription && !subscription.cancelAtPeriodEnd ? (
        <ConfirmDialog
          open={confirming}
          onOpenChange={setConfirming}
          trigger={
            <Button size="sm" variant="ghost">
              Cancel plan
            </Button>
          }
          title={`Cancel your ${planName} plan?`}
          description={
            end
              ? `It stays active until ${formatDate(end)} and is not renewed after that. You can resume it any time before then.`
              : 'It is not renewed at the end of the current period. You can resume it any time before then.'
          }
          cancelLabel="Keep my plan"
          confirmLabel="Cancel at period end"
          pending={change.isPending}
          pendingLabel="Cancelling..."
          onConfirm={onCancel}
        />
      ) : null}
    </div>
  );
}
