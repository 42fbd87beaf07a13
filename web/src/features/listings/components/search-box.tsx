import { useNavigate } from '@tanstack/react-router';
import { Search } from 'lucide-react';
import { useId, type FormEvent } from 'react';
import { PROPERTY_CATEGORIES } from '@contracts/listings/contracts/listing-terms.ts';
import { Button } from '@/components/ui/button.tsx';
import { cn } from '@/lib/utils.ts';
import { useDebouncedText } from '@/lib/use-debounced-text.ts';
import type { PropertyFilters } from '../search-params.ts';
import { CATEGORY_ICONS } from './category-icon.tsx';
import { categoryLabel } from './category-label.ts';
import { SearchTextField } from './search-text-field.tsx';

interface SearchBoxProps {
  /** the filters in effect (from the URL) */
  filters: PropertyFilters;
  /** live filtering (the homepage): category and JV apply at once, the text 300 ms after typing stops */
  onFiltersChange: (filters: PropertyFilters) => void;
  className?: string;
}

/**
 * The property search box (spec section 2 "Search box"): category icon buttons (clicking the
 * active one clears it), free text, the JV checkbox, and Search Properties (or Enter), which goes
 * to /search with `category`, `search` and `openToJointVenture=true`, leaving out what is empty.
 */
export function SearchBox({ filters, onFiltersChange, className }: SearchBoxProps) {
  const navigate = useNavigate();
  const id = useId();
  const category = filters.category;
  const openToJointVenture = filters.openToJointVenture === true;

  const text = useDebouncedText(filters.search ?? '', (search) => {
    onFiltersChange({ category, search: search || undefined, openToJointVenture: openToJointVenture || undefined });
  });

  const apply = (next: PropertyFilters) => onFiltersChange({ ...next, search: text.draft.trim() || undefined });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const search = text.flush();
    void navigate({
      to: '/search',
      search: {
        category: category || undefined,
        search: search || undefined,
        openToJointVenture: openToJointVenture ? true : undefined,
      },
    });
  };

  return (
    <form
      role="search"
      aria-labelledby={`${id}-title`}
      onSubmit={submit}
      className={cn('rounded-2xl bg-white p-4 text-slate-900 shadow-xl ring-1 ring-slate-900/5 sm:p-6', className)}
    >
      <h2 id={`${id}-title`} className="text-lg font-bold sm:text-xl">
        Find your next deal
      </h2>

      <fieldset className="mt-4">
        <legend className="sr-only">Property type</legend>
        <div className="-mx-1 flex snap-x gap-2 overflow-x-auto px-1 pb-2 sm:flex-wrap sm:overflow-visible sm:pb-0">
          {PROPERTY_CATEGORIES.map((value) => {
            const Icon = CATEGORY_ICONS[value];
            const active = category === value;
            return (
              <button
                key={value}
                type="button"
                aria-pressed={active}
                onClick={() => apply({ category: active ? undefined : value, openToJointVenture: openToJointVenture || undefined })}
                className={cn(
                  'flex shrink-0 snap-start items-center gap-1.5 rounded-full border px-3 py-1.5 text-sm font-medium transition-colors',
                  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600',
                  active
                    ? 'border-brand-600 bg-brand-600 text-white shadow-sm'
                    : 'border-slate-300 bg-white text-slate-700 hover:border-brand-600 hover:text-brand-800',
                )}
              >
                <Icon className="size-4" aria-hidden="true" />
                {categoryLabel(value)}
              </button>
            );
          })}
        </div>
      </fieldset>

      <div className="mt-4 flex flex-col gap-3 sm:flex-row">
        <SearchTextField id={`${id}-text`} text={text} className="flex-1" inputClassName="h-12 text-slate-900" />
        <Button type="submit" size="lg">
          <Search className="size-4" aria-hidden="true" />
          Search Properties
        </Button>
      </div>

      <label className="mt-4 flex w-fit cursor-pointer items-center gap-2 text-sm text-slate-700">
        <input
          type="checkbox"
          checked={openToJointVenture}
          onChange={(event) => apply({ category, openToJointVenture: event.target.checked || undefined })}
          className="size-4 rounded border-slate-300 accent-brand-600"
        />
        Show only Joint Venture opportunities
      </label>
    </form>
  );
}
