import { Link } from '@tanstack/react-router';
import { ArrowRight, Check } from 'lucide-react';
import { BUYER_PLANS, SELLER_PLANS, TRIAL_DAYS, type Plan } from '@contracts/billing/contracts/plans.ts';
import { buttonClassName } from '@/components/ui/button.tsx';
import { cn } from '@/lib/utils.ts';

const price = (plan: Plan) => (plan.monthlyPrice === 0 ? 'Free' : `$${plan.monthlyPrice}/mo`);

/** The pricing teaser (spec section 2), its figures from the plan catalog. */
export function PricingTeaser() {
  const buyerPlans = BUYER_PLANS;
  const sellerPlans = SELLER_PLANS.filter((plan) => plan.monthlyPrice > 0);

  return (
    <section id="pricing" aria-labelledby="pricing-heading" className="mx-auto max-w-7xl px-4 py-14 sm:px-6 lg:px-8">
      <div className="overflow-hidden rounded-2xl bg-brand-950 text-white shadow-xl">
        <div className="grid gap-10 p-6 sm:p-10 lg:grid-cols-[1.1fr_1fr_1fr]">
          <div>
            <h2 id="pricing-heading" className="text-2xl font-bold tracking-tight sm:text-3xl">
              Simple monthly plans
            </h2>
            <p className="mt-3 leading-7 text-slate-200">
              Browsing is free for everyone. Sellers pay a flat monthly fee to list, and every paid seller plan starts with a {TRIAL_DAYS}
              -day trial.
            </p>
            <Link to="/pricing" className={cn(buttonClassName('inverse', 'lg'), 'mt-6')}>
              See all plans
              <ArrowRight className="size-4" aria-hidden="true" />
            </Link>
          </div>
          <PlanList title="Buyers and investors" plans={buyerPlans} />
          <PlanList title="Sellers and wholesalers" plans={sellerPlans} note={`${TRIAL_DAYS}-day trial on every plan`} />
        </div>
      </div>
    </section>
  );
}

function PlanList({ title, plans, note }: { title: string; plans: readonly Plan[]; note?: string }) {
  return (
    <div>
      <h3 className="text-sm font-semibold tracking-wide text-brand-300 uppercase">{title}</h3>
      <ul className="mt-4 space-y-3">
        {plans.map((plan) => (
          <li key={plan.tier} className="flex items-baseline justify-between gap-4 border-b border-white/10 pb-3">
            <span className="flex items-center gap-2">
              <Check className="size-4 text-brand-300" aria-hidden="true" />
              <span className="font-medium">{plan.name}</span>
              {plan.badge ? (
                <span className="rounded-full bg-amber-400 px-2 py-0.5 text-xs font-semibold text-amber-950">{plan.badge}</span>
              ) : null}
            </span>
            <span className="font-semibold tabular-nums">{price(plan)}</span>
          </li>
        ))}
      </ul>
      {note ? <p className="mt-3 text-sm text-slate-300">{note}</p> : null}
    </div>
  );
}
