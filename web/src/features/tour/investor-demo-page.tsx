import { Link } from '@tanstack/react-router';
import { ArrowRight, Calculator, Handshake, Map as MapIcon, MousePointerClick, Scale, Search, type LucideIcon } from 'lucide-react';
import { buttonClassName } from '@/components/ui/button.tsx';
import { cn } from '@/lib/utils.ts';

interface Stop {
  icon: LucideIcon;
  title: string;
  text: string;
  try: { label: string; to: '/search' | '/calculator'; search?: Record<string, string | number | boolean> };
}

/** The tour's stops, each a real screen on the live listings (demo data on an evaluation install). */
const STOPS: readonly Stop[] = [
  {
    icon: Search,
    title: 'Search like an investor',
    text: 'Start narrow: land under $100,000, newest first. Then add a state or a county: every filter shows how many listings it would leave, and the whole search lives in the address, so you can bookmark or share it.',
    try: { label: 'Land under $100k', to: '/search', search: { category: 'land', maxPrice: 100000, view: 'list' } },
  },
  {
    icon: MapIcon,
    title: 'Work the map',
    text: 'Switch to the map, zoom into a county and tick "Search as I move the map": the results follow what is on screen. Clusters split as you zoom; a pin opens the property.',
    try: { label: 'Texas on the map', to: '/search', search: { state: 'TX', view: 'map' } },
  },
  {
    icon: Scale,
    title: 'Compare on price per acre',
    text: 'Land is priced by the acre. Sort by price per acre to see the cheapest ground first, then add an acreage range so a quarter-acre lot does not crowd out the ranches.',
    try: {
      label: 'Cheapest land per acre',
      to: '/search',
      search: { category: 'land', sort: 'price-per-acre-asc', minAcres: 5, view: 'list' },
    },
  },
  {
    icon: MousePointerClick,
    title: 'Open a deal',
    text: 'A property page has the photos, the asking price and terms, the land and building facts, the place on the map and the seller. Save it with the heart, or contact the seller from there.',
    try: { label: 'The newest listings', to: '/search', search: { view: 'list' } },
  },
  {
    icon: Calculator,
    title: 'Run the numbers',
    text: 'The deal calculator checks rental cash flow, flip profit, wholesale margin and buy-rent-refinance-repeat before you make an offer. It comes with a free account.',
    try: { label: 'Open the calculator', to: '/calculator' },
  },
  {
    icon: Handshake,
    title: 'Find a partner',
    text: 'Some sellers open a deal to joint venture: they want a partner who brings cash, credit or work for a share. Filter for them, and meet partners on the joint-venture board with a free account.',
    try: { label: 'Deals open to joint venture', to: '/search', search: { openToJointVenture: true, view: 'list' } },
  },
];

/** `/investor-demo`: a guided tour of how investors find and check deals, each stop a live screen. */
export function InvestorDemoPage() {
  return (
    <div className="mx-auto max-w-5xl px-4 py-12 sm:px-6 sm:py-16 lg:px-8">
      <title>Investor Demo | DealAcre</title>
      <div className="max-w-2xl">
        <p className="text-sm font-semibold tracking-widest text-brand-700 uppercase">Investor demo</p>
        <h1 className="mt-2 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">Six stops from a search to a deal</h1>
        <p className="mt-3 text-lg text-slate-600">
          A guided look at how investors find and check deals on DealAcre. Every stop opens the real screen on the listings live right now;
          nothing here needs an account until you want to save or run numbers.
        </p>
      </div>

      <ol className="mt-10 space-y-4" aria-label="Tour stops">
        {STOPS.map(({ icon: Icon, title, text, try: action }, index) => (
          <li
            key={title}
            className="flex flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:flex-row sm:items-center sm:p-6"
          >
            <div className="flex items-center gap-3 sm:w-12 sm:flex-col sm:gap-1">
              <span className="flex size-10 items-center justify-center rounded-xl bg-brand-50 text-brand-700" aria-hidden="true">
                <Icon className="size-5" />
              </span>
              <span className="text-xs font-semibold text-slate-500 sm:hidden">Stop {index + 1}</span>
            </div>
            <div className="min-w-0 flex-1">
              <h2 className="text-lg font-semibold text-slate-900">
                <span className="sr-only">Stop {index + 1}: </span>
                {title}
              </h2>
              <p className="mt-1 text-sm leading-6 text-slate-600">{text}</p>
            </div>
            <Link
              to={action.to}
              search={action.search}
              className={cn(buttonClassName(index === 0 ? 'primary' : 'secondary', 'md'), 'shrink-0 sm:w-56')}
            >
              {action.label}
              <ArrowRight className="size-4" aria-hidden="true" />
            </Link>
          </li>
        ))}
      </ol>

      <div className="mt-10 flex flex-col items-start gap-3 rounded-2xl bg-brand-950 p-6 text-white sm:flex-row sm:items-center sm:justify-between">
        <p className="text-lg font-semibold">Ready to keep your searches and hear about new deals?</p>
        <Link to="/join" search={{ as: 'buyer' }} className={buttonClassName('inverse', 'md')}>
          Join free
        </Link>
      </div>
    </div>
  );
}
