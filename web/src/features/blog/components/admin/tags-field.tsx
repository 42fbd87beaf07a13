import { X } from 'lucide-react';
import { useId, useState, type KeyboardEvent } from 'react';
import { BLOG_TAGS_MAX } from '@contracts/content/contracts/blog.ts';
import { inputClassName } from '@/components/ui/input.tsx';
import { Label } from '@/components/ui/label.tsx';
import { cn } from '@/lib/utils.ts';
import { normalizeTag } from '../../admin-format.ts';

interface TagsFieldProps {
  value: string[];
  onChange: (tags: string[]) => void;
  error?: string;
}

/**
 * Tags as chips: Enter or a comma adds what was typed (lowercased, words joined by hyphens), Backspace
 * in the empty field takes the last one back, each chip's button removes it; eight at most.
 */
export function TagsField({ value, onChange, error }: TagsFieldProps) {
  const id = useId();
  const [draft, setDraft] = useState('');
  const full = value.length >= BLOG_TAGS_MAX;

  const add = () => {
    const tag = normalizeTag(draft);
    setDraft('');
    if (tag && !value.includes(tag) && !full) onChange([...value, tag]);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter' || event.key === ',') {
      event.preventDefault();
      add();
    } else if (event.key === 'Backspace' && draft === '' && value.length > 0) {
      onChange(value.slice(0, -1));
    }
  };

  return (
    <div className="space-y-1.5">
      <Label htmlFor={id}>Tags</Label>
      <div
        className={cn(
          'flex min-h-11 flex-wrap items-center gap-1.5 rounded-lg border bg-white px-2 py-1.5 shadow-xs focus-within:border-brand-600 focus-within:ring-2 focus-within:ring-brand-600/20',
          error ? 'border-red-500' : 'border-slate-300',
        )}
      >
        {value.length > 0 ? (
          <ul aria-label="Chosen tags" className="contents">
            {value.map((tag) => (
              <li
                key={tag}
                className="inline-flex items-center gap-1 rounded-full bg-brand-50 py-0.5 pr-1 pl-2.5 text-sm font-medium text-brand-800 ring-1 ring-brand-200 ring-inset"
              >
                {tag}
                <button
                  type="button"
                  onClick={() => onChange(value.filter((other) => other !== tag))}
                  aria-label={`Remove tag ${tag}`}
                  className="rounded-full p-0.5 text-brand-700 hover:bg-brand-100 hover:text-brand-900 focus-visible:outline-2 focus-visible:outline-brand-600"
                >
                  <X className="size-3.5" aria-hidden="true" />
                </button>
              </li>
            ))}
          </ul>
        ) : null}
        <input
          id={id}
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={onKeyDown}
          onBlur={add}
          disabled={full}
          placeholder={full ? `${BLOG_TAGS_MAX} tags at most` : 'Add a tag and press Enter'}
          aria-invalid={error ? true : undefined}
          aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
          className={cn(inputClassName, 'h-8 w-auto min-w-40 flex-1 border-0 px-1 shadow-none focus:ring-0 disabled:bg-transparent')}
        />
      </div>
      <p id={`${id}-hint`} className="text-sm text-slate-500">
        Lowercase words joined by hyphens, like owner-financing; {BLOG_TAGS_MAX} at most.
      </p>
      {error ? (
        <p id={`${id}-error`} className="text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
