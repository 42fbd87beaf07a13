import { Link } from '@tanstack/react-router';
import { ArrowRight, Calculator, Handshake, Search, Upload, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { useCurrentUser } from '@/lib/auth.ts';
import { PROPERTIES_ANCHOR, scrollToAnchor } from '@/lib/scroll.ts';

interface Feature {
  icon: LucideIcon;
  title: string;
  text: string;
  action: string;
}

const FEATURES = {
  browse: {
    icon: Search,
    title: 'Browse Deals',
    text: 'Search wholesale land and property by location, category, price and acreage, in a list or on the map. Free, no account needed.',
    action: 'Browse deals',
  },
  post: {
    icon: Upload,
    title: 'Post Properties',
    text: 'List your wholesale deals with photos, terms and a map pin, and put them in front of active cash buyers and investors.',
    action: 'Post a property',
  },
  calculator: {
    icon: Calculator,
    title: 'Deal Calculator',
    text: 'Run rental, flip, wholesale and BRRRR numbers before you make an offer, and save your analyses.',
    action: 'Analyze a deal',
  },
  jv: {
    icon: Handshake,
    title: 'Joint Venture Board',
    text: 'Find partners for the deals you cannot or should not do alone, and spot listings whose sellers are open to a JV.',
    action: 'Find partners',
  },
} satisfies Record<string, Feature>;

const cardClassName =
  'group flex h-full flex-col gap-4 rounded-xl border border-slate-200 bg-white p-6 text-left shadow-sm transition-shadow hover:shadow-md focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600';

function CardBody({ feature }: { feature: Feature }) {
  const Icon = feature.icon;
  return (
    <>
      <span className="flex size-11 items-center justify-center rounded-lg bg-brand-50 text-brand-700" aria-hidden="true">
        <Icon className="size-5" />
      </span>
      <span className="block">
        <span className="block text-lg font-semibold text-slate-900">{feature.title}</span>
        <span className="mt-2 block text-sm leading-6 text-slate-600">{feature.text}</span>
      </span>
      <span className="mt-auto inline-flex items-center gap-1 text-sm font-semibold text-brand-700 group-hover:text-brand-900">
        {feature.action}
        <ArrowRight className="size-4 transition-transform group-hover:translate-x-0.5" aria-hidden="true" />
      </span>
    </>
  );
}

/**
 * The four feature cards (spec section 2): browse scrolls to the listings; the others go to their
 * tool when signed in, else to registration.
 */
export function FeatureCards() {
  const { user } = useCurrentUser();
  const linkCard = (feature: Feature, to: '/post-property' | '/calculator' | '/joint-venture'): ReactNode => (
    <Link to={user ? to : '/register'} className={cardClassName}>
      <CardBody feature={feature} />
    </Link>
  );

  return (
    <section aria-labelledby="features-heading" className="mx-auto max-w-7xl px-4 pt-14 sm:px-6 lg:px-8">
      <h2 id="features-heading" className="sr-only">
        What you can do on DealAcre
      </h2>
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        <li>
          <button type="button" className={cardClassName} onClick={() => scrollToAnchor(PROPERTIES_ANCHOR)}>
            <CardBody feature={FEATURES.browse} />
          </button>
        </li>
        <li>{linkCard(FEATURES.post, '/post-property')}</li>
        <li>{linkCard(FEATURES.calculator, '/calculator')}</li>
        <li>{linkCard(FEATURES.jv, '/joint-venture')}</li>
      </ul>
    </section>
  );
}
