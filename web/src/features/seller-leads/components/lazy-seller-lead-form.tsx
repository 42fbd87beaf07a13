import { lazy, Suspense } from 'react';
import { Skeleton } from '@/components/ui/skeleton.tsx';

/** The section's id: links elsewhere on the site scroll to it (`/#sell-your-property`). */
export const SELLER_LEAD_ANCHOR = 'sell-your-property';

// The chunk shares no module with the homepage's own (the anchor goes in as a prop): a shared one
// would make the route chunk export it, and the code every page loads grow (`npm run check:bundle`).
const SellerLeadSectionChunk = lazy(() => import('./seller-lead-form.tsx').then((module) => ({ default: module.SellerLeadSection })));

/**
 * The homepage's seller lead section, loaded on first render: its form code (react-hook-form, the
 * resolver, the lead schema) stays out of what the homepage downloads first. Not ClientOnly: the
 * server renders it (inline once the server has loaded the chunk, and always for crawlers, whose
 * pages wait for everything; the very first page after a start streams it just after the fallback),
 * and the browser hydrates it when the chunk has arrived, leaving the server's HTML in place until
 * then. On a client-side visit the fallback holds the section's place and anchor at its height (the
 * panel's at each breakpoint), so nothing below it jumps.
 */
export function LazySellerLeadSection() {
  return (
    <Suspense
      fallback={
        <section id={SELLER_LEAD_ANCHOR} aria-busy="true" className="mx-auto max-w-7xl px-4 pt-14 sm:px-6 lg:px-8">
          <Skeleton className="h-[1480px] w-full rounded-3xl sm:h-[1240px] lg:h-[980px] xl:h-[720px]" />
        </section>
      }
    >
      <SellerLeadSectionChunk id={SELLER_LEAD_ANCHOR} />
    </Suspense>
  );
}
