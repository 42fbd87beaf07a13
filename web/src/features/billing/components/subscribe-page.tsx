import { Link, useNavigate } from '@tanstack/react-router';
import { ArrowLeft, Check, CreditCard, Sparkles } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Alert } from '@/components/ui/alert.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { SubmitButton } from '@/components/ui/submit-button.tsx';
import { toast } from '@/components/ui/toast.tsx';
import { serverMessage } from '@/lib/api-errors.ts';
import { formatDollars } from '@/lib/utils.ts';
import { useChangeSubscription, useEntitlements, useSubscribe } from '../api/billing.ts';
import { AUDIENCE_LABEL, currentTier, findPlan, formatDate, isLive, isPurchasable, type Audience, type Plan } from '../plans.ts';
import { useGoToUrl } from '../use-go-to-url.ts';

interface SubscribePageProps {
  audience: Audience;
  tier: string;
  /** the signed-in user holds the seller capability */
  isSeller: boolean;
  /** the control that enables the seller capability (owned by the identity feature) */
  enableSeller: ReactNode;
}

/** /subscribe/:type/:tier: confirms a plan, then starts the trial or goes to checkout. */
export function SubscribePage({ audience, tier, isSeller, enableSeller }: SubscribePageProps) {
  const plan = findPlan(audience, tier);

  return (
    <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6 sm:py-14 lg:px-8">
      <title>{plan ? `Subscribe to ${plan.name} | DealAcre` : 'Subscribe | DealAcre'}</title>
      <Link to="/pricing" className="inline-flex items-center gap-1.5 text-sm font-medium text-slate-600 hover:text-slate-900">
        <ArrowLeft className="size-4" aria-hidden="true" />
        All plans
      </Link>
      {plan && isPurchasable(audience, tier) ? (
        <ConfirmPlan plan={plan} isSeller={isSeller} enableSeller={enableSeller} />
      ) : (
        <>
          <h1 className="mt-4 text-3xl font-bold tracking-tight text-slate-900">Plan not available</h1>
          <Alert variant="warning" className="mt-6">
            There is no {AUDIENCE_LABEL[audience].toLowerCase()} plan called “{tier}” to subscribe to. Free plans need no subscription.
          </Alert>
          <Button asChild className="mt-6">
            <Link to="/pricing">See all plans</Link>
          </Button>
        </>
      )}
    </div>
  );
}

function ConfirmPlan({ plan, isSeller, enableSeller }: { plan: Plan; isSeller: boolean; enableSeller: ReactNode }) {
  const entitlements = useEntitlements();
  const subscribe = useSubscribe();
  const changePlan = useChangeSubscription(plan.audience);
  const navigate = useNavigate();
  const goTo = useGoToUrl();
  const [failure, setFailure] = useState<string | null>(null);
  const [choice, setChoice] = useState<'trial' | 'checkout' | null>(null);

  const needsSeller = plan.audience === 'seller' && !isSeller;
  const busy = subscribe.isPending || changePlan.isPending || subscribe.isSuccess;

  const start = (trial: boolean) => {
    setFailure(null);
    setChoice(trial ? 'trial' : 'checkout');
    subscribe.mutate(
      { audience: plan.audience, tier: plan.tier, trial },
      {
        onSuccess: (result) => {
          if (result.kind === 'trial-started') {
            const ends = result.subscription.trialEndsAt;
            toast({
              title: 'Your 14-day free trial has started',
              description: ends ? `${plan.name} is free until ${formatDate(ends)}.` : `Enjoy ${plan.name}.`,
            });
            void navigate({ to: '/settings', hash: 'billing' });
          } else {
            goTo(result.checkoutUrl);
          }
        },
        onError: (error) => setFailure(serverMessage(error) ?? 'We could not start your subscription. Please try again.'),
      },
    );
  };

  const onSwitch = () => {
    setFailure(null);
    changePlan.mutate(
      { action: 'change-plan', tier: plan.tier },
      {
        onSuccess: () => {
          toast({ title: 'Plan changed', description: `You are now on ${plan.name}.` });
          void navigate({ to: '/settings', hash: 'billing' });
        },
        onError: (error) => setFailure(serverMessage(error) ?? 'We could not change your plan. Please try again.'),
      },
    );
  };

  let actions: ReactNode;
  if (entitlements.isPending) {
    actions = <Skeleton className="h-12 w-full sm:w-64" />;
  } else if (entitlements.isError) {
    actions = (
      <Alert variant="error">{serverMessage(entitlements.error) ?? 'We could not load your current plan. Please reload the page.'}</Alert>
    );
  } else {
    const data = entitlements.data;
    const live = data.subscriptions[plan.audience];
    const trialOffered = plan.audience === 'seller' && data.trialAvailable && plan.trialDays > 0;

    if (currentTier(data, plan.audience) === plan.tier) {
      actions = (
        <Alert variant="success" title={`You're already on ${plan.name}`}>
          Manage it in your{' '}
          <Link to="/settings" hash="billing" className="font-semibold underline">
            billing settings
          </Link>
          .
        </Alert>
      );
    } else if (isLive(live)) {
      actions = (
        <div className="space-y-3">
          <p className="text-sm text-slate-600">
            You are on the {findPlan(plan.audience, live.tier)?.name ?? live.tier} plan now. Switching takes effect right away.
          </p>
          <SubmitButton size="lg" onClick={onSwitch} pending={changePlan.isPending} pendingLabel="Switching..." disabled={busy}>
            {`Switch to ${plan.name}`}
          </SubmitButton>
        </div>
      );
    } else if (trialOffered) {
      actions = (
        <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
          <SubmitButton
            size="lg"
            onClick={() => start(true)}
            pending={subscribe.isPending && choice === 'trial'}
            pendingLabel="Starting trial..."
            icon={<Sparkles className="size-4" aria-hidden="true" />}
            disabled={busy || needsSeller}
          >
            {`Start ${plan.trialDays}-day free trial`}
          </SubmitButton>
          <SubmitButton
            size="lg"
            variant="ghost"
            onClick={() => start(false)}
            pending={subscribe.isPending && choice === 'checkout'}
            disabled={busy || needsSeller}
          >
            Skip the trial and continue to checkout
          </SubmitButton>
        </div>
      );
    } else {
      actions = (
        <SubmitButton
          size="lg"
          onClick={() => start(false)}
          pending={subscribe.isPending}
          pendingLabel="Opening checkout..."
          icon={<CreditCard className="size-4" aria-hidden="true" />}
          disabled={busy || needsSeller}
        >
          Continue to checkout
        </SubmitButton>
      );
    }
  }

  const trialNote =
    entitlements.data && plan.audience === 'seller' && entitlements.data.trialAvailable && !isLive(entitlements.data.subscriptions.seller)
      ? `Try it free for ${plan.trialDays} days: no card needed today. Add a payment method before the trial ends to keep the plan; otherwise it simply stops.`
      : `You will be charged ${formatDollars(plan.monthlyPrice)} today and then every month until you cancel.`;

  return (
    <>
      <h1 className="mt-4 text-3xl font-bold tracking-tight text-slate-900">Confirm your plan</h1>
      <p className="mt-2 text-slate-600">Check the plan below, then continue.</p>

      <section aria-label="Plan summary" className="mt-8 rounded-2xl border border-slate-200 bg-white shadow-sm">
        <div className="flex flex-wrap items-start justify-between gap-4 border-b border-slate-100 p-6">
          <div>
            <p className="text-sm font-medium text-brand-700">{AUDIENCE_LABEL[plan.audience]} plan</p>
            <h2 className="mt-1 text-2xl font-semibold text-slate-900">{plan.name}</h2>
          </div>
          <p className="text-right">
            <span className="text-3xl font-bold tracking-tight text-slate-900">{formatDollars(plan.monthlyPrice)}</span>
            <span className="text-sm font-medium text-slate-500">/mo</span>
          </p>
        </div>
        <div className="p-6">
          <ul className="grid gap-2.5 text-sm text-slate-700 sm:grid-cols-2">
            {plan.features.map((feature) => (
              <li key={feature} className="flex gap-2">
                <Check className="mt-0.5 size-4 shrink-0 text-brand-600" aria-hidden="true" />
                {feature}
              </li>
            ))}
          </ul>
          {entitlements.data ? <p className="mt-6 rounded-lg bg-slate-50 p-4 text-sm text-slate-700">{trialNote}</p> : null}
        </div>
      </section>

      <div className="mt-8 space-y-4">
        {needsSeller ? (
          <Alert variant="warning" title="Seller plans need the seller capability">
            <p>Enable it first; it is free and takes a moment. Your buyer account stays as it is.</p>
            <div className="mt-3">{enableSeller}</div>
          </Alert>
        ) : null}
        {failure ? <Alert variant="error">{failure}</Alert> : null}
        {actions}
      </div>
    </>
  );
}
