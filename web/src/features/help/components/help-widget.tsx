import { Popover } from 'radix-ui';
import { CircleHelp, X } from 'lucide-react';
import { lazy, Suspense, useEffect, useState } from 'react';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { onHelpCenterRequested } from '@/lib/help-center.ts';

/** The panel (FAQ list, accordion, search) is fetched on the first open, or when the button is pointed at or focused. */
const loadHelpPanel = () => import('./help-panel.tsx');
const HelpPanel = lazy(loadHelpPanel);
const preloadHelpPanel = () => void loadHelpPanel();

/**
 * The help widget (spec section 2): a round button at the bottom-right of every page that opens
 * a 24rem panel, 600 px high at most. FAQs are fetched only while the panel is open.
 */
export function HelpWidget() {
  const [open, setOpen] = useState(false);
  useEffect(() => onHelpCenterRequested(() => setOpen(true)), []);

  return (
    <Popover.Root open={open} onOpenChange={setOpen}>
      <Popover.Trigger
        onPointerEnter={preloadHelpPanel}
        onFocus={preloadHelpPanel}
        aria-label={open ? 'Close help' : 'Open help'}
        className="fixed right-4 bottom-4 z-40 flex size-14 print:hidden items-center justify-center rounded-full bg-brand-600 text-white shadow-lg transition-colors hover:bg-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 sm:right-6 sm:bottom-6"
      >
        {open ? <X className="size-6" aria-hidden="true" /> : <CircleHelp className="size-7" aria-hidden="true" />}
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          side="top"
          align="end"
          sideOffset={12}
          collisionPadding={16}
          aria-label="Help center"
          className="z-40 flex max-h-[min(600px,calc(100dvh-7rem))] w-[24rem] max-w-[calc(100vw-2rem)] flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-2xl focus:outline-none"
        >
          <Suspense fallback={<HelpPanelLoading />}>
            <HelpPanel />
          </Suspense>
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}

function HelpPanelLoading() {
  return (
    <div className="space-y-3 p-5" aria-busy="true" aria-label="Loading help">
      <Skeleton className="h-6 w-40" />
      <Skeleton className="h-10" />
      <Skeleton className="h-10" />
      <Skeleton className="h-10" />
    </div>
  );
}
