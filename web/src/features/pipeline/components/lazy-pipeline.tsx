import { ClientOnly } from '@tanstack/react-router';
import { lazy, Suspense, type ComponentProps } from 'react';
import { Skeleton } from '@/components/ui/skeleton.tsx';

/**
 * The feature's board for `/dashboard`, loaded on first render (drag and drop among it), so none of
 * it is in the page's own chunk. Routes use this, never the component module itself.
 */
const PipelineBoardChunk = lazy(() => import('./pipeline-board.tsx').then((module) => ({ default: module.PipelineBoard })));

/** Drawn in the browser only (due times are the browser's); the heading stands meanwhile. */
export function LazyPipelineBoard(props: ComponentProps<typeof PipelineBoardChunk>) {
  const placeholder = (
    <div className="flex gap-3 overflow-hidden" role="status" aria-label="Loading your pipeline">
      {Array.from({ length: 4 }, (_, index) => (
        <Skeleton key={index} className="h-72 w-72 shrink-0 rounded-xl" />
      ))}
    </div>
  );
  return (
    <ClientOnly fallback={placeholder}>
      <Suspense fallback={placeholder}>
        <PipelineBoardChunk {...props} />
      </Suspense>
    </ClientOnly>
  );
}

/** The tab's heading and lead-in, and the board under them. */
export function PipelineSection(props: ComponentProps<typeof PipelineBoardChunk>) {
  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 sm:py-10 lg:px-8">
      <title>Deal pipeline | DealAcre</title>
      <h1 className="text-3xl font-bold tracking-tight text-slate-900">Deal pipeline</h1>
      <p className="mt-2 max-w-3xl text-slate-600">
        The leads you took and buyers&apos; inquiries on your listings, stage by stage, with your notes and tasks.
      </p>
      <div className="mt-6">
        <LazyPipelineBoard {...props} />
      </div>
    </div>
  );
}
