import { Link } from '@tanstack/react-router';
import { ArrowRight, Check, ShoppingBag, Store, type LucideIcon } from 'lucide-react';
import { BUYER_PLANS, TRIAL_DAYS } from '@contracts/billing/contracts/plans.ts';
import { buttonClassName } from '@/components/ui/button.tsx';
import { useCurrentUser } from '@/lib/auth.ts';
import { cn } from '@/lib/utils.ts';
import { formatMonthlyPrice, PRICING_PLANS, type Audience, type Plan } from '../plans.ts';
import { PlanCard } from './plan-card.tsx';

interface Path {
  audience: Audience;
  icon: LucideIcon;
  title: string;
  text: string;
  steps: readonly string[];
}

const freeBuyer = BUYER_PLANS[0].limits;

const PATHS: readonly Path[] = [
  {
    audience: 'buyer',
    icon: ShoppingBag,
    title: 'I want to buy or invest',
    text: 'Find land and property deals, contact sellers, run the numbers and find partners.',
    steps: [
      `Create a free account: browse every deal, save ${freeBuyer.favorites} favorites and contact ${freeBuyer.contactsPerMonth} sellers a month.`,
      'Save your searches and hear about new matches; upgrade for unlimited contacts and instant alerts.',
      'Check each deal in the calculator, message the seller, and make your offer.',
    ],
  },
  {
    audience: 'seller',
    icon: Store,
    title: 'I want to sell or wholesale',
    text: 'List your deals in front of active cash buyers and take leads from owners who want to sell.',
    steps: [
      `Create an account and start a ${TRIAL_DAYS}-day free trial of Pro: 15 listings, no card needed to start.`,
      'Post your properties with photos, price, terms and a pin on the map; see how many buyers\u2019 searches each matches.',
      'Answer buyers in Messages, take seller leads in your markets, and keep the plan that fits.',
    ],
  },
];

/** Where a visitor goes to start on a plan: registration first, then the plan's page. */
function startHref(plan: Plan, signedIn: boolean): { to: string; search?: { redirect: string } } {
  const target = plan.monthlyPrice === 0 ? '/member-dashboard' : `/subscribe/${plan.audience}/${plan.tier}`;
  return signedIn ? { to: target } : { to: '/register', search: { redirect: target } };
}

function actionLabel(plan: Plan, signedIn: boolean): string {
  if (plan.monthlyPrice === 0) return signedIn ? 'Go to your dashboard' : 'Create a free account';
  return plan.audience === 'seller' && plan.trialDays > 0 ? `Start free trial of ${plan.name}` : `Choose ${plan.name}`;
}

/**
 * `/join`: a visitor says whether they buy or sell (`?as=`), sees the steps and what each plan
 * gives, and starts: registration, then the chosen plan's page (or the dashboard for a free one).
 */
export function JoinPage({ chosen }: { chosen: Audience | undefined }) {
  const { user } = useCurrentUser();
  const signedIn = Boolean(user);
  const path = PATHS.find((entry) => entry.audience === chosen);

  return (
    <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6 sm:py-16 lg:px-8">
      <title>{path ? `Join DealAcre as a ${chosen} | DealAcre` : 'Join DealAcre | DealAcre'}</title>
      <div className="mx-auto max-w-2xl text-center">
        <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">Join DealAcre</h1>
        <p className="mt-3 text-lg text-slate-600">One account buys and sells. Tell us where you start, and we show you the way in.</p>
      </div>

      <ul className="mx-auto mt-10 grid max-w-4xl gap-4 sm:grid-cols-2" aria-label="How you use DealAcre">
        {PATHS.map(({ audience, icon: Icon, title, text }) => {
          const selected = audience === chosen;
          return (
            <li key={audience}>
              <Link
                to="/join"
                search={{ as: audience }}
                replace
                resetScroll={false}
                className={cn(
                  'flex h-full gap-4 rounded-2xl border-2 bg-white p-5 shadow-sm transition-colors hover:border-brand-400 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600',
                  selected ? 'border-brand-600 ring-4 ring-brand-100' : 'border-slate-200',
                )}
              >
                <span
                  className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700"
                  aria-hidden="true"
                >
                  <Icon className="size-6" />
                </span>
                <span>
                  <span className="block text-lg font-semibold text-slate-900">{title}</span>
                  <span className="mt-1 block text-sm leading-6 text-slate-600">{text}</span>
                </span>
              </Link>
            </li>
          );
        })}
      </ul>

      {path ? (
        <section aria-labelledby="join-path" className="mt-12">
          <h2 id="join-path" className="text-2xl font-semibold tracking-tight text-slate-900">
            {path.audience === 'buyer' ? 'Buying on DealAcre' : 'Selling on DealAcre'}
          </h2>
          <ol className="mt-5 grid gap-4 md:grid-cols-3">
            {path.steps.map((step, index) => (
              <li key={step} className="flex gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
                <span
                  className="flex size-8 shrink-0 items-center justify-center rounded-full bg-brand-600 text-sm font-semibold text-white"
                  aria-hidden="true"
                >
                  {index + 1}
                </span>
                <span className="text-sm leading-6 text-slate-700">{step}</span>
              </li>
            ))}
          </ol>

          <h3 className="mt-10 text-lg font-semibold text-slate-900">What each plan gives</h3>
          <div className={cn('mt-5 grid gap-6 sm:grid-cols-2', path.audience === 'seller' ? 'lg:grid-cols-4' : 'lg:grid-cols-3')}>
            {PRICING_PLANS[path.audience].map((plan) => {
              const { to, search } = startHref(plan, signedIn);
              const label = actionLabel(plan, signedIn);
              return (
                <PlanCard
                  key={plan.tier}
                  plan={plan}
                  action={
                    plan.audience === 'seller' && plan.monthlyPrice === 0 ? (
                      <p className="flex h-10 items-center justify-center text-sm font-medium text-slate-500">
                        Browse free; posting needs a plan
                      </p>
                    ) : (
                      <Link
                        to={to}
                        search={search}
                        aria-label={`${label} (${formatMonthlyPrice(plan)})`}
                        className={cn(buttonClassName(plan.badge || plan.monthlyPrice === 0 ? 'primary' : 'secondary', 'md'), 'w-full')}
                      >
                        {label}
                      </Link>
                    )
                  }
                />
              );
            })}
          </div>
          <p className="mt-8 flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-slate-600">
            <Check className="size-4 text-brand-600" aria-hidden="true" />
            Prices in US dollars, billed monthly; cancel any time in Settings.
            <Link
              to="/pricing"
              className="inline-flex items-center gap-1 font-semibold text-brand-700 hover:text-brand-900 hover:underline"
            >
              Compare every plan
              <ArrowRight className="size-4" aria-hidden="true" />
            </Link>
          </p>
        </section>
      ) : null}
    </div>
  );
}
