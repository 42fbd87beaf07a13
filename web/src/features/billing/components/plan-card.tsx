import { Check } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '@/lib/utils.ts';
import { formatDollars } from '@/lib/utils.ts';
import { buyersListLines, type Plan } from '../plans.ts';

interface PlanCardProps {
  plan: Plan;
  /** the signed-in user is on this plan */
  current?: boolean;
  /** the button or note at the bottom of the card */
  action: ReactNode;
}

/** One plan on /pricing: name, monthly price, badge, trial note and features (with the buyers list it keeps). */
export function PlanCard({ plan, current = false, action }: PlanCardProps) {
  const popular = plan.badge === 'Most Popular';
  const headingId = `plan-${plan.audience}-${plan.tier}`;
  return (
    <article
      aria-labelledby={headingId}
      className={cn(
        'relative flex flex-col rounded-2xl border bg-white p-6 shadow-sm',
        popular ? 'border-brand-600 ring-1 ring-brand-600' : 'border-slate-200',
        current && !popular && 'border-brand-300',
      )}
    >
      {popular || current ? (
        <div className="absolute -top-3 left-6 flex gap-2">
          {popular ? (
            <span className="rounded-full bg-brand-600 px-3 py-0.5 text-xs font-semibold text-white shadow-sm">{plan.badge}</span>
          ) : null}
          {current ? (
            <span className="rounded-full bg-slate-900 px-3 py-0.5 text-xs font-semibold text-white shadow-sm">Your plan</span>
          ) : null}
        </div>
      ) : null}
      <h3 id={headingId} className="text-lg font-semibold text-slate-900">
        {plan.name}
      </h3>
      <p className="mt-3 flex items-baseline gap-1">
        <span className="text-4xl font-bold tracking-tight text-slate-900">{formatDollars(plan.monthlyPrice)}</span>
        <span className="text-sm font-medium text-slate-500">/mo</span>
      </p>
      <p className="mt-1 h-5 text-sm font-medium text-brand-700">
        {plan.audience === 'seller' && plan.monthlyPrice > 0 && plan.trialDays > 0 ? `${plan.trialDays}-day free trial` : null}
      </p>
      <ul className="mt-5 flex-1 space-y-2.5 text-sm text-slate-700" aria-label={`${plan.name} features`}>
        {[...plan.features, ...buyersListLines(plan)].map((feature) => (
          <li key={feature} className="flex gap-2">
            <Check className="mt-0.5 size-4 shrink-0 text-brand-600" aria-hidden="true" />
            <span>{feature}</span>
          </li>
        ))}
      </ul>
      <div className="mt-6">{action}</div>
    </article>
  );
}
