import { useEffect, useRef } from 'react';

/**
 * Runs `action` once for a given key after the component mounts: e.g. spending a single-use token
 * from a link. React's development double-mount does not run it twice.
 */
export function useRunOnce(key: string | undefined, action: (key: string) => void): void {
  const done = useRef<string | undefined>(undefined);
  const latest = useRef(action);
  useEffect(() => {
    latest.current = action;
  });
  useEffect(() => {
    if (!key || done.current === key) return;
    done.current = key;
    latest.current(key);
  }, [key]);
}
