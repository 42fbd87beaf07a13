import { useCallback, useSyncExternalStore } from 'react';

/** Whether a CSS media query matches now, updated when it changes (false where there is no window). */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(query).matches,
    () => false,
  );
}

/** Tailwind's `lg` breakpoint: the desktop layouts (side-by-side list and map). */
export const DESKTOP_QUERY = '(min-width: 64rem)';
