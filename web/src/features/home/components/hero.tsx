import { Link } from '@tanstack/react-router';
import { ArrowDown, Check } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { useCurrentUser } from '@/lib/auth.ts';
import { PROPERTIES_ANCHOR, scrollToAnchor } from '@/lib/scroll.ts';

const HIGHLIGHTS = ['Free for buyers and investors', 'Land, residential and commercial deals', 'Joint venture opportunities'];

/**
 * Homepage hero (spec section 2): Browse Deals scrolls to the listings; the second action depends
 * on the session; the property search box (from the listings feature) goes in `searchBox`.
 */
export function Hero({ searchBox }: { searchBox?: ReactNode }) {
  const { user, isLoading } = useCurrentUser();

  return (
    <section className="relative isolate overflow-hidden bg-brand-950 text-white">
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-[radial-gradient(ellipse_at_top_right,var(--color-brand-700),transparent_60%),radial-gradient(ellipse_at_bottom_left,var(--color-slate-900),transparent_55%)]"
      />
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 opacity-[0.07] [background-image:linear-gradient(white_1px,transparent_1px),linear-gradient(90deg,white_1px,transparent_1px)] [background-size:48px_48px]"
      />
      <div className="mx-auto max-w-7xl px-4 py-14 sm:px-6 sm:py-20 lg:px-8">
        <p className="text-sm font-semibold tracking-widest text-brand-300 uppercase">Wholesale real estate marketplace</p>
        <h1 className="mt-4 max-w-3xl text-4xl leading-tight font-extrabold tracking-tight sm:text-5xl">
          Find your next investment deal in land and property
        </h1>
        <p className="mt-6 max-w-2xl text-lg leading-8 text-slate-200">
          Browse wholesale land, residential and investment properties posted by wholesalers and sellers, and analyze every deal before you
          make an offer.
        </p>
        <div className="mt-8 flex flex-col gap-3 sm:flex-row">
          <Button size="lg" variant="inverse" onClick={() => scrollToAnchor(PROPERTIES_ANCHOR)}>
            Browse Deals
            <ArrowDown className="size-4" aria-hidden="true" />
          </Button>
          {isLoading ? (
            <div aria-hidden="true" className="h-12 w-48 animate-pulse rounded-lg bg-white/15" />
          ) : user ? (
            <Button size="lg" variant="outline" asChild>
              <Link to="/post-property">List a Property</Link>
            </Button>
          ) : (
            <Button size="lg" variant="outline" asChild>
              <Link to="/pricing">See Pricing Plans</Link>
            </Button>
          )}
        </div>
        {searchBox ? <div className="mt-10 max-w-5xl">{searchBox}</div> : null}
        <ul className="mt-8 flex flex-col gap-3 text-sm text-slate-200 sm:flex-row sm:gap-8">
          {HIGHLIGHTS.map((highlight) => (
            <li key={highlight} className="flex items-center gap-2">
              <Check className="size-4 text-brand-300" aria-hidden="true" />
              {highlight}
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
