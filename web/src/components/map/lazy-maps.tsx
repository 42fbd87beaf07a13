import { ClientOnly } from '@tanstack/react-router';
import { lazy, Suspense, useEffect, useState, type Ref, type RefCallback } from 'react';
import { cn } from '@/lib/utils.ts';
import type { PinMapProps } from './pin-map.tsx';
import type { PropertyMapProps } from './property-map.tsx';

/**
 * The maps, loaded on first use: OpenLayers and its CSS stay out of the chunks of pages that show
 * no map, and the pin map waits until it is about to scroll into view. The placeholder takes the
 * map's size, so nothing moves when the map arrives. A map is drawn in the browser only: the server's
 * page (and the first render that hydrates it) shows the placeholder. Use these (or `lazy(() => import('./pin-map.tsx'))`
 * yourself); never import the map modules statically from a page.
 */
const PinMapChunk = lazy(() => import('./pin-map.tsx'));
const PropertyMapChunk = lazy(() => import('./property-map.tsx'));

export type { PinMapProps, PropertyMapProps };

function MapLoading({ className, fallbackHeight, ref }: { className?: string; fallbackHeight: string; ref?: Ref<HTMLDivElement> }) {
  return (
    <div
      ref={ref}
      role="status"
      aria-label="Loading map"
      className={cn('flex items-center justify-center bg-slate-200 text-sm text-slate-600', className ?? fallbackHeight)}
    >
      Loading map…
    </div>
  );
}

/**
 * True once the element is within 300 px of the viewport (and from then on): a map further down a
 * page (the property page's location) is fetched when the reader scrolls towards it, not with the
 * page. False until the browser runs it, so the server's HTML and the hydrated page agree.
 */
function useNearViewport(): [RefCallback<HTMLDivElement>, boolean] {
  const [element, setElement] = useState<HTMLDivElement | null>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    if (near || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setNear(true);
          observer.disconnect();
        }
      },
      { rootMargin: '300px 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [element, near]);
  return [setElement, near];
}

export function LazyPinMap(props: PinMapProps) {
  const [placeholderRef, near] = useNearViewport();
  const placeholder = (
    <MapLoading ref={placeholderRef} className={props.className && cn('rounded-xl', props.className)} fallbackHeight="h-72 rounded-xl" />
  );
  if (!near) return placeholder;
  return (
    <Suspense fallback={placeholder}>
      <PinMapChunk {...props} />
    </Suspense>
  );
}

export function LazyPropertyMap(props: PropertyMapProps) {
  const placeholder = <MapLoading className={props.className} fallbackHeight="h-96" />;
  return (
    <ClientOnly fallback={placeholder}>
      <Suspense fallback={placeholder}>
        <PropertyMapChunk {...props} />
      </Suspense>
    </ClientOnly>
  );
}
