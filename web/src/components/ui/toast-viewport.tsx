import { Toast as RadixToast } from 'radix-ui';
import { X } from 'lucide-react';
import { cn } from '@/lib/utils.ts';
import { dismissToast, TOAST_DURATION_MS, useToasts } from './toast-store.ts';

/** The toasts and their viewport (spec sections 4 and 9), loaded by `Toaster` in toast.tsx. */
export default function ToastViewport() {
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
            entry.variant === 'destructive' ? 'border-red-200 bg-red-50 text-red-900' : 'border-slate-200 bg-white text-slate-900',
          )}
        >
          <div className="grid gap-1">
            <RadixToast.Title className="text-sm font-semibold">{entry.title}</RadixToast.Title>
            {entry.description ? <RadixToast.Description className="text-sm opacity-90">{entry.description}</RadixToast.Description> : null}
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
