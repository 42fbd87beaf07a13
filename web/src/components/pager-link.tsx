import { createLink } from '@tanstack/react-router';
import type { ComponentProps } from 'react';
import { buttonClassName } from '@/components/ui/button.tsx';
import { cn } from '@/lib/utils.ts';

function PagerAnchor({ disabled, children, ...props }: ComponentProps<'a'> & { disabled?: boolean }) {
  if (disabled) {
    return (
      <span aria-disabled="true" className={cn(buttonClassName('secondary'), 'pointer-events-none opacity-50')}>
        {children}
      </span>
    );
  }
  return (
    <a {...props} className={buttonClassName('secondary')}>
      {children}
    </a>
  );
}

/**
 * A pager's previous or next link (a router Link with the typed `to` and `search` of the page it
 * opens), looking like a secondary button; `disabled` (no such page) renders it as inert text.
 */
export const PagerLink = createLink(PagerAnchor);
