import { Link } from '@tanstack/react-router';
import { ShoppingBag, Store } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { useCurrentUser } from '@/lib/auth.ts';
import { useEntitlements, type Entitlements } from '../api/billing.ts';
import { AUDIENCE_LABEL, currentTier, isLive, isPurchasable, PRICING_PLANS, type Audience, type Plan } from '../plans.ts';
import { PlanCard } from './plan-card.tsx';

const SECTIONS: { audience: Audience; title: string; description: string; icon: ReactNode }[] = [
  {
    audience: 'seller',
    title: 'For sellers and wholesalers',
    description: 'Post properties and manage your leads. Every paid plan starts with a 14-day free trial.',
    icon: <Store className="size-5" aria-hidden="true" />,
  },
  {
    audience: 'buyer',
    title: 'For buyers and investors',
    description: 'Browsing is free. Upgrade for unlimited contacts, favorites and alerts.',
    icon: <ShoppingBag className="size-5" aria-hidden="true" />,
  },
];

/** /pricing: the buyer and seller plans, the signed-in user's plan marked. */
export function PricingPage() {
  const { user } = useCurrentUser();
  const entitlements = useEntitlements();

  return (
    <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6 sm:py-16 lg:px-8">
      <title>Pricing | DealAcre</title>
      <div className="mx-auto max-w-2xl text-center">
        <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">Pricing</h1>
        <p className="mt-3 text-lg text-slate-600">
          Simple monthly plans for buyers and sellers. Paid seller plans start with a 14-day free trial.
        </p>
      </div>

      <div className="mt-12 space-y-16">
        {SECTIONS.map((section) => (
          <section key={section.audience} aria-labelledby={`pricing-${section.audience}`}>
            <div className="flex items-start gap-3">
              <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-700">
                {section.icon}
              </span>
              <div>
                <h2 id={`pricing-${section.audience}`} className="text-2xl font-semibold tracking-tight text-slate-900">
                  {section.title}
                </h2>
                <p className="mt-1 text-slate-600">{section.description}</p>
              </div>
            </div>
            <div
              className={
                section.audience === 'seller'
                  ? 'mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-4'
                  : 'mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3'
              }
            >
              {PRICING_PLANS[section.audience].map((plan) => {
                const current = entitlements.data ? currentTier(entitlements.data, plan.audience) === plan.tier : false;
                return (
                  <PlanCard
                    key={plan.tier}
                    plan={plan}
                    current={current}
                    action={<PlanAction plan={plan} current={current} signedIn={Boolean(user)} entitlements={entitlements.data} />}
                  />
                );
              })}
            </div>
          </section>
        ))}
      </div>

      <p className="mt-12 text-center text-sm text-slate-500">
        Prices in US dollars, billed monthly. Cancel anytime from your billing settings; your plan runs to the end of the paid period.
      </p>
    </div>
  );
}

interface PlanActionProps {
  plan: Plan;
  current: boolean;
  signedIn: boolean;
  entitlements: Entitlements | undefined;
}

function PlanAction({ plan, current, signedIn, entitlements }: PlanActionProps) {
  if (current) {
    return (
      <Button variant="secondary" className="w-full" disabled>
        Current plan
      </Button>
    );
  }
  if (!isPurchasable(plan.audience, plan.tier)) {
    return <p className="flex h-10 items-center justify-center text-sm font-medium text-slate-500">Free forever</p>;
  }

  const hasLivePlan = isLive(entitlements?.subscriptions[plan.audience]);
  const trialAvailable = entitlements?.trialAvailable ?? true;
  const label = hasLivePlan
    ? `Switch to ${plan.name}`
    : plan.audience === 'seller' && trialAvailable
      ? 'Start free trial'
      : `Choose ${plan.name}`;
  const variant = plan.badge ? 'primary' : 'secondary';
  const params = { type: plan.audience, tier: plan.tier };
  const fullName = plan.name.startsWith(AUDIENCE_LABEL[plan.audience]) ? plan.name : `${AUDIENCE_LABEL[plan.audience]} ${plan.name}`;
  // "Start free trial" says which plan to a screen reader; "Choose Buyer Plus" already does
  const ariaLabel = label.includes(plan.name) ? undefined : `${label}: ${fullName}`;

  return (
    <Button asChild variant={variant} className="w-full">
      {signedIn ? (
        <Link to="/subscribe/$type/$tier" params={params} aria-label={ariaLabel}>
          {label}
        </Link>
      ) : (
        <Link to="/register" search={{ redirect: `/subscribe/${plan.audience}/${plan.tier}` }} aria-label={ariaLabel}>
          {label}
        </Link>
      )}
    </Button>
  );
}
