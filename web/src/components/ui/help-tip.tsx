import { CircleHelp } from 'lucide-react';
import { Popover } from 'radix-ui';
import { useRef, useState, type PointerEvent, type ReactNode } from 'react';
import { cn } from '@/lib/utils.ts';

interface HelpTipProps {
  /** what the help explains, for the button's accessible name: "About Cap rate" */
  label: string;
  children: ReactNode;
  className?: string;
}

/**
 * A help "toggletip": a small (?) button that shows a sentence of help on hover (mouse), on focus
 * and on tap, so it also works on touch screens, where tooltips never open. Escape or a tap
 * elsewhere closes it. Hover opens after the tooltip delay of spec section 9 (700 ms, 300 ms when
 * moving between tips).
 */
export function HelpTip({ label, children, className }: HelpTipProps) {
  const [open, setOpen] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const clear = () => clearTimeout(timer.current);
  const hoverOpen = (event: PointerEvent) => {
    if (event.pointerType !== 'mouse') return;
    clear();
    timer.current = setTimeout(() => setOpen(true), Date.now() - lastClosedAt < 300 ? 0 : 700);
  };
  const hoverClose = (event: PointerEvent) => {
    if (event.pointerType !== 'mouse') return;
    clear();
    if (open) lastClosedAt = Date.now();
    setOpen(false);
  };

  return (
    <Popover.Root open={open} onOpenChange={setOpen}>
      <Popover.Trigger
        type="button"
        aria-label={`About ${label}`}
        onPointerEnter={hoverOpen}
        onPointerLeave={hoverClose}
        className={cn(
          'inline-flex size-5 shrink-0 items-center justify-center rounded-full text-slate-400 align-middle hover:text-slate-700 print:hidden',
          'focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-brand-600 data-[state=open]:text-brand-700',
          className,
        )}
      >
        <CircleHelp className="size-4" aria-hidden="true" />
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          side="top"
          sideOffset={6}
          collisionPadding={12}
          onOpenAutoFocus={(event) => event.preventDefault()}
          onPointerEnter={clear}
          onPointerLeave={hoverClose}
          className="z-50 max-w-72 rounded-md bg-slate-900 px-3 py-2 text-xs leading-5 font-medium text-white shadow-lg"
        >
          {children}
          <Popover.Arrow className="fill-slate-900" />
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}

/** When the last help tip closed from hover: the next one opens at once (the tooltip skip delay). */
let lastClosedAt = 0;
