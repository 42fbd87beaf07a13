import { lazy, Suspense } from 'react';
import { cn } from '@/lib/utils.ts';
import type { PinMapProps } from './pin-map.tsx';
import type { PropertyMapProps } from './property-map.tsx';

/**
 * The maps, loaded on first use: OpenLayers and its CSS stay out of the chunks of pages that show
 * no map. Use these (or `lazy(() => import('./pin-map.tsx'))` yourself); never import the map
 * modules statically from a page.
 */
const PinMapChunk = lazy(() => import('./pin-map.tsx'));
const PropertyMapChunk = lazy(() => import('./property-map.tsx'));

export type { PinMapProps, PropertyMapProps };

function MapLoading({ className, fallbackHeight }: { className?: string; fallbackHeight: string }) {
  return (
    <div
      role="status"
      aria-label="Loading map"
      className={cn('flex animate-pulse items-center justify-center bg-slate-200 text-sm text-slate-500', className ?? fallbackHeight)}
    >
      Loading map…
    </div>
  );
}

export function LazyPinMap(props: PinMapProps) {
  return (
    <Suspense fallback={<MapLoading className={props.className && cn('rounded-xl', props.className)} fallbackHeight="h-72 rounded-xl" />}>
      <PinMapChunk {...props} />
    </Suspense>
  );
}

export function LazyPropertyMap(props: PropertyMapProps) {
  return (
    <Suspense fallback={<MapLoading className={props.className} fallbackHeight="h-96" />}>
      <PropertyMapChunk {...props} />
    </Suspense>
  );
}
