import { X } from 'lucide-react';
import type { PropertyFilters } from '../search-params.ts';
import { categoryLabel } from './category-label.ts';

/** Says which filters from the URL narrow the list, with a way to clear them. */
export function ActiveFilters({ filters, onClear }: { filters: PropertyFilters; onClear: () => void }) {
  const labels = [
    filters.category ? categoryLabel(filters.category) : undefined,
    filters.search ? `"${filters.search}"` : undefined,
    filters.openToJointVenture ? 'Joint Venture opportunities' : undefined,
  ].filter((label) => label !== undefined);

  if (labels.length === 0) return null;

  return (
    <div className="flex flex-wrap items-center gap-2 text-sm">
      <span className="text-slate-600">Filtered by:</span>
      {labels.map((label) => (
        <span key={label} className="rounded-full bg-brand-50 px-3 py-1 font-medium text-brand-800 ring-1 ring-brand-200">
          {label}
        </span>
      ))}
      <button
        type="button"
        onClick={onClear}
        className="inline-flex items-center gap-1 rounded-md px-2 py-1 font-medium text-slate-600 hover:bg-slate-100 hover:text-slate-900"
      >
        <X className="size-4" aria-hidden="true" />
        Clear filters
      </button>
    </div>
  );
}
