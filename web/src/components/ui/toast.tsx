import { Toast as RadixToast } from 'radix-ui';
import { X } from 'lucide-react';
import { useSyncExternalStore, type ReactNode } from 'react';
import { serverMessage } from '@/lib/api-errors.ts';
import { cn } from '@/lib/utils.ts';

/**
 * Toasts (spec sections 4 and 9): one visible at a time, 5 s by default, swipe right 50 px to
 * dismiss, F8 focuses the viewport; a dismissed toast stays in memory for 1,000,000 ms (so its
 * close animation and screen-reader announcement finish) and is then removed.
 */
const TOAST_LIMIT = 1;
const TOAST_DURATION_MS = 5_000;
const TOAST_REMOVE_DELAY_MS = 1_000_000;

export interface ToastInput {
  title: ReactNode;
  description?: ReactNode;
  variant?: 'default' | 'destructive';
  /** milliseconds; the provider's 5 s when omitted */
  duration?: number;
}

interface ToastEntry extends ToastInput {
  id: number;
  open: boolean;
}

let entries: ToastEntry[] = [];
let nextId = 1;
const listeners = new Set<() => void>();
const removalTimers = new Map<number, ReturnType<typeof setTimeout>>();

function setEntries(next: ToastEntry[]) {
  entries = next;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function scheduleRemoval(id: number) {
  if (removalTimers.has(id)) return;
  const timer = setTimeout(() => {
    removalTimers.delete(id);
    setEntries(entries.filter((entry) => entry.id !== id));
  }, TOAST_REMOVE_DELAY_MS);
  removalTimers.set(id, timer);
}

export function dismissToast(id: number) {
  setEntries(entries.map((entry) => (entry.id === id ? { ...entry, open: false } : entry)));
  scheduleRemoval(id);
}

/** Shows a toast; the previous one is replaced (one at a time). Returns its id. */
export function toast(input: ToastInput): number {
  const id = nextId++;
  const kept = [{ ...input, id, open: true }, ...entries].slice(0, TOAST_LIMIT);
  for (const dropped of entries) {
    if (!kept.some((entry) => entry.id === dropped.id)) {
      clearTimeout(removalTimers.get(dropped.id));
      removalTimers.delete(dropped.id);
    }
  }
  setEntries(kept);
  return id;
}

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

export function useToasts(): ToastEntry[] {
  return useSyncExternalStore(subscribe, () => entries, () => entries);
}

export function Toaster() {
  const toasts = useToasts();
  return (
    <RadixToast.Provider duration={TOAST_DURATION_MS} swipeDirection="right" swipeThreshold={50}>
      {toasts.map((entry) => (
        <RadixToast.Root
          key={entry.id}
          open={entry.open}
          duration={entry.duration}
          onOpenChange={(open) => {
            if (!open) dismissToast(entry.id);
          }}
          className={cn(
            'pointer-events-auto relative flex items-start gap-3 rounded-lg border p-4 pr-10 shadow-lg',
            'data-[swipe=move]:translate-x-[var(--radix-toast-swipe-move-x)] data-[swipe=cancel]:translate-x-0',
            'data-[swipe=end]:animate-[swipe-out_150ms_ease-out] data-[state=closed]:animate-[fade-out_150ms_ease-in]',
            'data-[state=open]:animate-[slide-in-right_200ms_ease-out]',
            entry.variant === 'destructive'
              ? 'border-red-200 bg-red-50 text-red-900'
              : 'border-slate-200 bg-white text-slate-900',
          )}
        >
          <div className="grid gap-1">
            <RadixToast.Title className="text-sm font-semibold">{entry.title}</RadixToast.Title>
            {entry.description ? (
              <RadixToast.Description className="text-sm opacity-90">{entry.description}</RadixToast.Description>
            ) : null}
          </div>
          <RadixToast.Close
            aria-label="Close"
            className="absolute top-3 right-3 rounded-md p-1 opacity-60 hover:opacity-100 focus-visible:outline-2"
          >
            <X className="size-4" />
          </RadixToast.Close>
        </RadixToast.Root>
      ))}
      <RadixToast.Viewport
        hotkey={['F8']}
        // bottom right, just above the help button: a toast never covers the header's menus or the
        // banner under it; the empty viewport lets clicks through
        className="pointer-events-none fixed right-0 bottom-20 z-[100] print:hidden m-0 flex w-full max-w-sm list-none flex-col gap-2 p-4 outline-none sm:right-2 sm:bottom-24"
      />
    </RadixToast.Provider>
  );
}
