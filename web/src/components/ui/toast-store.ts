import { useSyncExternalStore, type ReactNode } from 'react';

/**
 * Toasts (spec sections 4 and 9): one visible at a time, 5 s by default, swipe right 50 px to
 * dismiss, F8 focuses the viewport; a dismissed toast stays in memory for 1,000,000 ms (so its
 * close animation and screen-reader announcement finish) and is then removed.
 */
const TOAST_LIMIT = 1;
export const TOAST_DURATION_MS = 5_000;
const TOAST_REMOVE_DELAY_MS = 1_000_000;

export interface ToastInput {
  title: ReactNode;
  description?: ReactNode;
  variant?: 'default' | 'destructive';
  /** milliseconds; the provider's 5 s when omitted */
  duration?: number;
}

export interface ToastEntry extends ToastInput {
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

export function useToasts(): ToastEntry[] {
  return useSyncExternalStore(
    subscribe,
    () => entries,
    () => entries,
  );
}
