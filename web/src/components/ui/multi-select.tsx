import { ChevronDown } from 'lucide-react';
import { cn } from '@/lib/utils.ts';
import { inputClassName } from './input.tsx';
import {
  DropdownMenu,
  DropdownMenuCheckboxItem,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from './dropdown-menu.tsx';

export interface MultiSelectProps {
  /** what is chosen, for screen readers ("States") */
  label: string;
  /** the button's text when nothing is chosen ("Every state") */
  none: string;
  /** the button's text when more than two are chosen ("5 states") */
  many: (count: number) => string;
  options: ReadonlyArray<{ value: string; label: string }>;
  /** the message in the menu when there is nothing to choose */
  empty?: string;
  value: readonly string[];
  onChange: (value: string[]) => void;
  className?: string;
}

/**
 * A field of several values as a button that opens a menu of check items: the menu stays open while items
 * are checked, and "Clear" unchecks them all. The button says what is chosen (one or two by name, else how many).
 */
export function MultiSelect({ label, none, many, options, empty, value, onChange, className }: MultiSelectProps) {
  const labelOf = (chosen: string) => options.find((option) => option.value === chosen)?.label ?? chosen;
  const text = value.length === 0 ? none : value.length <= 2 ? value.map(labelOf).join(', ') : many(value.length);
  // a value chosen elsewhere (a link) that is not among the options is still shown, to be unchecked
  const shown = [
    ...options,
    ...value.filter((chosen) => !options.some((option) => option.value === chosen)).map((chosen) => ({ value: chosen, label: chosen })),
  ];
  return (
    <DropdownMenu modal={false}>
      <DropdownMenuTrigger asChild>
        <button type="button" className={cn(inputClassName, 'flex items-center justify-between gap-2 text-left', className)}>
          <span className="truncate">
            <span className="sr-only">{label}: </span>
            {text}
          </span>
          <ChevronDown className="size-4 shrink-0 text-slate-500" aria-hidden="true" />
        </button>
      </DropdownMenuTrigger>
      <DropdownMenuContent
        align="start"
        aria-label={label}
        className="max-h-[min(20rem,var(--radix-dropdown-menu-content-available-height))] overflow-y-auto"
      >
        {value.length > 0 ? (
          <>
            <DropdownMenuItem onSelect={() => onChange([])}>Clear</DropdownMenuItem>
            <DropdownMenuSeparator />
          </>
        ) : null}
        {shown.length === 0 && empty ? <p className="px-2.5 py-2 text-sm text-slate-500">{empty}</p> : null}
        {shown.map((option) => (
          <DropdownMenuCheckboxItem
            key={option.value}
            checked={value.includes(option.value)}
            onCheckedChange={(checked) => onChange(checked ? [...value, option.value] : value.filter((chosen) => chosen !== option.value))}
            onSelect={(event) => event.preventDefault()}
          >
            {option.label}
          </DropdownMenuCheckboxItem>
        ))}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
