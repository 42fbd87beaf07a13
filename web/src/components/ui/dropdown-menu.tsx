import { DropdownMenu as RadixDropdownMenu } from 'radix-ui';
import { Check } from 'lucide-react';
import type { ComponentProps } from 'react';
import { cn } from '@/lib/utils.ts';

export const DropdownMenu = RadixDropdownMenu.Root;
export const DropdownMenuTrigger = RadixDropdownMenu.Trigger;

export function DropdownMenuContent({ className, ...props }: ComponentProps<typeof RadixDropdownMenu.Content>) {
  return (
    <RadixDropdownMenu.Portal>
      <RadixDropdownMenu.Content
        align="end"
        sideOffset={8}
        className={cn('z-50 min-w-56 rounded-lg border border-slate-200 bg-white p-1 shadow-lg', className)}
        {...props}
      />
    </RadixDropdownMenu.Portal>
  );
}

export function DropdownMenuItem({ className, ...props }: ComponentProps<typeof RadixDropdownMenu.Item>) {
  return (
    <RadixDropdownMenu.Item
      className={cn(
        'flex cursor-pointer items-center gap-2 rounded-md px-2.5 py-2 text-sm text-slate-700 outline-none select-none',
        'data-[disabled]:pointer-events-none data-[disabled]:opacity-50 data-[highlighted]:bg-slate-100 data-[highlighted]:text-slate-900',
        className,
      )}
      {...props}
    />
  );
}

export function DropdownMenuLabel({ className, ...props }: ComponentProps<typeof RadixDropdownMenu.Label>) {
  return <RadixDropdownMenu.Label className={cn('px-2.5 py-2 text-sm', className)} {...props} />;
}

export function DropdownMenuSeparator({ className, ...props }: ComponentProps<typeof RadixDropdownMenu.Separator>) {
  return <RadixDropdownMenu.Separator className={cn('my-1 h-px bg-slate-200', className)} {...props} />;
}

export const DropdownMenuRadioGroup = RadixDropdownMenu.RadioGroup;

const CHOOSABLE_ITEM =
  'relative flex cursor-pointer items-center gap-2 rounded-md py-2 pr-2.5 pl-8 text-sm text-slate-700 outline-none select-none data-[highlighted]:bg-slate-100 data-[highlighted]:text-slate-900 data-[state=checked]:font-semibold data-[state=checked]:text-brand-800';

/** The check mark of a chosen radio or checkbox item. */
function CheckMark() {
  return (
    <span className="absolute left-2.5 flex size-4 items-center justify-center">
      <RadixDropdownMenu.ItemIndicator>
        <Check className="size-4" aria-hidden="true" />
      </RadixDropdownMenu.ItemIndicator>
    </span>
  );
}

/** A choice among several (`role="menuitemradio"`); the checked one shows a check mark. */
export function DropdownMenuRadioItem({ className, children, ...props }: ComponentProps<typeof RadixDropdownMenu.RadioItem>) {
  return (
    <RadixDropdownMenu.RadioItem
      className={cn(CHOOSABLE_ITEM, 'data-[disabled]:cursor-default data-[disabled]:[&:not([data-state=checked])]:opacity-50', className)}
      {...props}
    >
      <CheckMark />
      {children}
    </RadixDropdownMenu.RadioItem>
  );
}

/** One of several that can be chosen together (`role="menuitemcheckbox"`); a chosen one shows a check mark. */
export function DropdownMenuCheckboxItem({ className, children, ...props }: ComponentProps<typeof RadixDropdownMenu.CheckboxItem>) {
  return (
    <RadixDropdownMenu.CheckboxItem
      className={cn(CHOOSABLE_ITEM, 'data-[disabled]:pointer-events-none data-[disabled]:opacity-50', className)}
      {...props}
    >
      <CheckMark />
      {children}
    </RadixDropdownMenu.CheckboxItem>
  );
}
