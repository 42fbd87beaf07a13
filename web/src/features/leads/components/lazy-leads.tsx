import { ClientOnly } from '@tanstack/react-router';
import { lazy, Suspense, type ComponentProps } from 'react';
import { SettingsSection } from '@/components/ui/settings-section.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { LEAD_MARKETS_ANCHOR, LEAD_MARKETS_DESCRIPTION, LEAD_MARKETS_TITLE } from '../copy.ts';

/**
 * The feature's parts for other pages, loaded on first render, so their code (date-fns among it)
 * stays out of the pages' own chunks. Routes use these, never the component modules themselves.
 */
const SellerLeadsPanelChunk = lazy(() => import('./seller-leads-panel.tsx').then((module) => ({ default: module.SellerLeadsPanel })));
const NewLeadsCountChunk = lazy(() => import('./new-leads-count.tsx').then((module) => ({ default: module.NewLeadsCount })));
const MarketPromptChunk = lazy(() => import('./market-prompt.tsx').then((module) => ({ default: module.MarketPrompt })));
const LeadMarketsSectionChunk = lazy(() => import('./lead-markets-section.tsx').then((module) => ({ default: module.LeadMarketsSection })));

/**
 * `/dashboard`'s Seller leads (sellers): drawn in the browser only (the leads' ages and dates are
 * the browser's, and its data may arrive before the page hydrates); its heading stands meanwhile.
 */
export function LazySellerLeadsPanel(props: ComponentProps<typeof SellerLeadsPanelChunk>) {
  const placeholder = (
    <section aria-labelledby="seller-leads-title" className="space-y-5">
      <h2 id="seller-leads-title" className="text-xl font-semibold text-slate-900">
        Seller leads
      </h2>
      <Skeleton className="h-40 w-full rounded-xl" />
    </section>
  );
  return (
    <ClientOnly fallback={placeholder}>
      <Suspense fallback={placeholder}>
        <SellerLeadsPanelChunk {...props} />
      </Suspense>
    </ClientOnly>
  );
}

/** `/dashboard`'s Leads tab (sellers): its heading and the Seller leads panel. */
export function SellerLeadsSection(props: ComponentProps<typeof SellerLeadsPanelChunk>) {
  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6 sm:py-10 lg:px-8">
      <title>Leads | DealAcre</title>
      <h1 className="text-3xl font-bold tracking-tight text-slate-900">Leads</h1>
      <div className="mt-6">
        <LazySellerLeadsPanel {...props} />
      </div>
    </div>
  );
}

/** The count of new leads on `/dashboard`'s Leads tab, drawn in the browser once the seller's leads have come (nothing meanwhile). */
export function LazyNewLeadsCount(props: ComponentProps<typeof NewLeadsCountChunk>) {
  return (
    <ClientOnly fallback={null}>
      <Suspense fallback={null}>
        <NewLeadsCountChunk {...props} />
      </Suspense>
    </ClientOnly>
  );
}

/** Settings → Lead markets (sellers). The section and its anchor are there at once, so /settings#lead-markets lands on it. */
export function LazyLeadMarketsSection(props: ComponentProps<typeof LeadMarketsSectionChunk>) {
  return (
    <Suspense
      fallback={
        <SettingsSection id={LEAD_MARKETS_ANCHOR} title={LEAD_MARKETS_TITLE} description={LEAD_MARKETS_DESCRIPTION}>
          <Skeleton className="h-24 w-full" />
        </SettingsSection>
      }
    >
      <LeadMarketsSectionChunk {...props} />
    </Suspense>
  );
}

/** `/dashboard`'s card asking a seller without lead markets to choose some, drawn in the browser once its answer has come (nothing meanwhile). */
export function LazyMarketPrompt(props: ComponentProps<typeof MarketPromptChunk>) {
  return (
    <ClientOnly fallback={null}>
      <Suspense fallback={null}>
        <MarketPromptChunk {...props} />
      </Suspense>
    </ClientOnly>
  );
}
