import { useEffect, useState, type RefObject } from 'react';

/** Spec section 9: a lazy image loads once 10% of it is within 50px of the viewport. */
export const LAZY_THRESHOLD = 0.1;
export const LAZY_ROOT_MARGIN = '50px';

/**
 * True once the element has come near the viewport (and from then on). `eager` is true at once.
 * Otherwise false until the browser has run it, so the server's HTML and the hydrated page agree.
 */
export function useNearViewport(ref: RefObject<Element | null>, eager = false): boolean {
  const [near, setNear] = useState(eager);
  useEffect(() => {
    if (near) return;
    const element = ref.current;
    if (!element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setNear(true);
          observer.disconnect();
        }
      },
      { threshold: LAZY_THRESHOLD, rootMargin: LAZY_ROOT_MARGIN },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near, ref]);
  return near || eager;
}
