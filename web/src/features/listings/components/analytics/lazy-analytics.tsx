import { ClientOnly } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';
import { Skeleton } from '@/components/ui/skeleton.tsx';

/** The analytics panel and its chart library load when the tab is first shown, never with the page. */
const AnalyticsPanelChunk = lazy(() => import('./analytics-panel.tsx').then((module) => ({ default: module.AnalyticsPanel })));

/** The Analytics tab of `/dashboard`: heading, lead-in and the panel (drawn in the browser: the days are today's). */
export function AnalyticsSection({ userId }: { userId: string }) {
  const placeholder = <Skeleton className="h-96 rounded-xl" role="status" aria-label="Loading analytics" />;
  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6 sm:py-10 lg:px-8">
      <title>Analytics | DealAcre</title>
      <h1 className="text-3xl font-bold tracking-tight text-slate-900">Analytics</h1>
      <p className="mt-2 max-w-3xl text-slate-600">Views, saves, inquiries and leads across your listings, day by day.</p>
      <div className="mt-6">
        <ClientOnly fallback={placeholder}>
          <Suspense fallback={placeholder}>
            <AnalyticsPanelChunk userId={userId} />
          </Suspense>
        </ClientOnly>
      </div>
    </div>
  );
}
