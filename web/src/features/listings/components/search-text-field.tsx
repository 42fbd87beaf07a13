import { Search } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { cn } from '@/lib/utils.ts';

interface SearchTextFieldProps {
  id: string;
  /** the debounced text (`useDebouncedText`): the draft shown, and the change to make on typing */
  text: { draft: string; change: (text: string) => void };
  /** placement of the field */
  className?: string;
  /** height and text size of the input */
  inputClassName: string;
}

/** The free-text property search: a labelled search input with its magnifier icon. */
export function SearchTextField({ id, text, className, inputClassName }: SearchTextFieldProps) {
  const input = useRef<HTMLInputElement>(null);
  // Words typed into the server-drawn page before React took it over stay in the field but reached no
  // handler (hydration keeps what the field holds): search for them once the page is live.
  useEffect(() => {
    const typed = input.current?.value ?? '';
    if (typed !== text.draft) text.change(typed);
    // once, when the field is first live
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return (
    <div className={cn('relative', className)}>
      <label htmlFor={id} className="sr-only">
        Search
      </label>
      <Search className="pointer-events-none absolute top-1/2 left-3 size-5 -translate-y-1/2 text-slate-400" aria-hidden="true" />
      <input
        ref={input}
        id={id}
        type="search"
        value={text.draft}
        onChange={(event) => text.change(event.target.value)}
        placeholder="Search by location, property type..."
        maxLength={200}
        autoComplete="off"
        className={cn(
          'block w-full rounded-lg border border-slate-300 bg-white pr-3 pl-10 text-base shadow-xs placeholder:text-slate-400 focus:border-brand-600 focus:ring-2 focus:ring-brand-600/20 focus:outline-none',
          inputClassName,
        )}
      />
    </div>
  );
}
