import { Search } from 'lucide-react';
import { useId } from 'react';
import { Input } from '@/components/ui/input.tsx';
import { useDebouncedText } from '@/lib/use-debounced-text.ts';
import { cn } from '@/lib/utils.ts';

/**
 * A server table's search box: what is typed is committed after the debounce, or at once on Enter.
 * `value` is the search in the URL; `onCommit` gets the trimmed text ('' when cleared).
 */
export function TableSearch({
  value,
  onCommit,
  label,
  placeholder,
  className,
}: {
  value: string;
  onCommit: (text: string) => void;
  /** read by screen readers: what the search looks through */
  label: string;
  placeholder: string;
  className?: string;
}) {
  const id = useId();
  const text = useDebouncedText(value, onCommit);
  return (
    <div className={cn('relative', className)}>
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <Search className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-400" aria-hidden="true" />
      <Input
        id={id}
        type="search"
        value={text.draft}
        onChange={(event) => text.change(event.target.value)}
        onKeyDown={(event) => event.key === 'Enter' && text.flush()}
        placeholder={placeholder}
        className="pl-9"
        maxLength={100}
      />
    </div>
  );
}
