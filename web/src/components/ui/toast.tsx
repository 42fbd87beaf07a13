import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { serverMessage } from '@/lib/api-errors.ts';
import { toast, useToasts } from './toast-store.ts';

export { dismissToast, toast, useToasts, type ToastInput } from './toast-store.ts';

/**
 * The destructive toast of a failed request: the server's message when its answer has one, else
 * `fallback`. Returns that description, for a caller that also shows it on the page.
 */
export function toastError(title: ReactNode, error: unknown, fallback: string): string;
export function toastError(title: ReactNode, error: unknown, fallback?: string): string | undefined;
export function toastError(title: ReactNode, error: unknown, fallback?: string): string | undefined {
  const description = serverMessage(error) ?? fallback;
  toast({ title, description, variant: 'destructive' });
  return description;
}

/** The toasts' Radix rendering, kept out of the first download: no page needs it before its first toast. */
const ToastViewport = lazy(() => import('./toast-viewport.tsx'));

/**
 * Mount once near the root. The viewport is loaded when the browser is first idle after the page
 * shows (so a toast later appears at once), or at once when a toast comes first.
 */
export function Toaster() {
  const hasToasts = useToasts().length > 0;
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    if (typeof requestIdleCallback === 'function') {
      const handle = requestIdleCallback(() => setIdle(true), { timeout: 3_000 });
      return () => cancelIdleCallback(handle);
    }
    const timer = setTimeout(() => setIdle(true), 1_000);
    return () => clearTimeout(timer);
  }, []);
  if (!idle && !hasToasts) return null;
  return (
    <Suspense fallback={null}>
      <ToastViewport />
    </Suspense>
  );
}
