import { BUYER_PLANS, SELLER_PLANS, TRIAL_DAYS } from '@contracts/billing/contracts/plans.ts';

const starterPrice = SELLER_PLANS.find((plan) => plan.tier === 'starter')?.monthlyPrice;

const SELL_STEPS = [
  {
    title: 'Pick a seller plan',
    text: `Plans start at $${starterPrice} a month, and every paid plan begins with a ${TRIAL_DAYS}-day trial.`,
  },
  {
    title: 'Post your deal',
    text: 'Add the price, acreage, terms and photos, and drop a pin on the map. Save a draft and publish when it is ready.',
  },
  {
    title: 'Get in front of buyers',
    text: 'Your listing shows up in search, on the map and in the category and state filters investors use every day.',
  },
  {
    title: 'Close the deal',
    text: 'Buyers reach out about your property; mark it under contract, then sold, so the marketplace stays current.',
  },
];

const freeBuyer = BUYER_PLANS.find((plan) => plan.tier === 'free')?.limits;

const BUY_STEPS = [
  {
    title: 'Search for free',
    text: `Browse every listing without an account. A free account saves up to ${freeBuyer?.favorites ?? 10} favorites and contacts ${freeBuyer?.contactsPerMonth ?? 3} sellers a month.`,
  },
  {
    title: 'Narrow it down',
    text: 'Filter by category, state, price, acres, price per acre and terms, or draw your area on the map.',
  },
  {
    title: 'Run the numbers',
    text: 'Check rental income, flip profit or wholesale margin with the deal calculator before you commit.',
  },
  {
    title: 'Contact the seller',
    text: 'Reach the wholesaler directly, do your due diligence, and close with your own title company or attorney.',
  },
];

function Steps({ title, steps }: { title: string; steps: { title: string; text: string }[] }) {
  return (
    <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
      <h3 className="text-lg font-semibold text-slate-900">{title}</h3>
      <ol className="mt-6 space-y-6">
        {steps.map((step, index) => (
          <li key={step.title} className="flex gap-4">
            <span
              className="flex size-8 shrink-0 items-center justify-center rounded-full bg-brand-600 text-sm font-bold text-white"
              aria-hidden="true"
            >
              {index + 1}
            </span>
            <div>
              <p className="font-semibold text-slate-900">
                <span className="sr-only">Step {index + 1}: </span>
                {step.title}
              </p>
              <p className="mt-1 text-sm leading-6 text-slate-600">{step.text}</p>
            </div>
          </li>
        ))}
      </ol>
    </div>
  );
}

/** How it works (spec section 2): four steps for sellers, four for buyers. */
export function HowItWorks() {
  return (
    <section id="how-it-works" aria-labelledby="how-it-works-heading" className="mx-auto max-w-7xl px-4 py-14 sm:px-6 lg:px-8">
      <div className="max-w-2xl">
        <h2 id="how-it-works-heading" className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
          How it works
        </h2>
        <p className="mt-2 text-slate-600">One marketplace for both sides of a wholesale deal.</p>
      </div>
      <div className="mt-8 grid gap-6 lg:grid-cols-2">
        <Steps title="For sellers and wholesalers" steps={SELL_STEPS} />
        <Steps title="For buyers and investors" steps={BUY_STEPS} />
      </div>
    </section>
  );
}
