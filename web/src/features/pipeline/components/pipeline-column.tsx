import { useDroppable } from '@dnd-kit/core';
import { SortableContext, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { Check, Pencil, X } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { stageNameSchema, type PipelineCard, type PipelineStageKey } from '@contracts/leads/contracts/pipeline.ts';
import { toastError } from '@/components/ui/toast.tsx';
import { cn } from '@/lib/utils.ts';
import { useRenameStage } from '../api/pipeline.ts';
import { SortableCard } from './pipeline-card.tsx';

interface ColumnProps {
  userId: string;
  stageId: PipelineStageKey;
  name: string;
  cards: PipelineCard[];
  canEdit: boolean;
  filtered: boolean;
  onOpen: (cardId: string) => void;
}

/** A stage of the board: its name (renamable in place), how many cards, and the cards in order. */
export function PipelineColumn({ userId, stageId, name, cards, canEdit, filtered, onOpen }: ColumnProps) {
  const { setNodeRef, isOver } = useDroppable({ id: stageId, disabled: !canEdit });
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className="flex w-[min(20rem,calc(100vw-3rem))] shrink-0 snap-start flex-col rounded-xl bg-slate-100 sm:w-72"
      data-stage={stageId}
    >
      <header className="flex items-center gap-2 px-3 pt-3 pb-2">
        <StageName userId={userId} stageId={stageId} name={name} canEdit={canEdit} headingId={headingId} />
        <span
          className="ml-auto rounded-full bg-white px-2 py-0.5 text-xs font-semibold text-slate-600 tabular-nums ring-1 ring-slate-200"
          aria-label={`${cards.length} cards`}
        >
          {cards.length}
        </span>
      </header>
      <SortableContext id={stageId} items={cards.map((card) => card.id)} strategy={verticalListSortingStrategy}>
        <ol
          ref={setNodeRef}
          className={cn('flex min-h-24 flex-1 flex-col gap-2 rounded-b-xl px-2 pb-3 transition-colors', isOver && 'bg-brand-50')}
          aria-labelledby={headingId}
        >
          {cards.map((card) => (
            <SortableCard key={card.id} card={card} disabled={!canEdit} onOpen={() => onOpen(card.id)} />
          ))}
          {cards.length === 0 ? (
            <li className="list-none px-2 py-6 text-center text-sm text-slate-600">{filtered ? 'No matching cards' : 'No cards yet'}</li>
          ) : null}
        </ol>
      </SortableContext>
    </section>
  );
}

/** The stage's name; its owner renames it in place (one line, up to 40 characters). */
function StageName({
  userId,
  stageId,
  name,
  canEdit,
  headingId,
}: {
  userId: string;
  stageId: PipelineStageKey;
  name: string;
  canEdit: boolean;
  headingId: string;
}) {
  const [draft, setDraft] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const rename = useRenameStage(userId);
  const inputId = useId();

  const save = (event?: FormEvent) => {
    event?.preventDefault();
    if (draft === null) return;
    const parsed = stageNameSchema.safeParse(draft);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? 'Check the name');
      return;
    }
    if (parsed.data === name) {
      setDraft(null);
      return;
    }
    rename.mutate(
      { stageId, name: parsed.data },
      {
        onSuccess: () => setDraft(null),
        onError: (failure) => setError(toastError('The stage could not be renamed', failure, 'Please try again.')),
      },
    );
  };

  if (draft === null) {
    return (
      <div className="flex min-w-0 items-center gap-1">
        <h3 id={headingId} className="truncate text-sm font-semibold text-slate-900">
          {name}
        </h3>
        {canEdit ? (
          <button
            type="button"
            onClick={() => {
              setError(null);
              setDraft(name);
            }}
            className="rounded p-1 text-slate-500 hover:bg-white hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-brand-600"
            aria-label={`Rename stage ${name}`}
          >
            <Pencil className="size-3.5" aria-hidden="true" />
          </button>
        ) : null}
      </div>
    );
  }
  return (
    <form onSubmit={save} className="min-w-0 flex-1">
      <h3 id={headingId} className="sr-only">
        {name}
      </h3>
      <div className="flex items-center gap-1">
        <label htmlFor={inputId} className="sr-only">
          Stage name
        </label>
        <input
          id={inputId}
          value={draft}
          autoFocus
          maxLength={60}
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Escape') {
              event.preventDefault();
              setDraft(null);
            }
          }}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${inputId}-error` : undefined}
          className="h-8 min-w-0 flex-1 rounded-md border border-slate-300 bg-white px-2 text-base text-slate-900 focus:border-brand-600 focus:ring-2 focus:ring-brand-600/20 focus:outline-none aria-[invalid=true]:border-red-500 sm:text-sm"
        />
        <button
          type="submit"
          disabled={rename.isPending}
          className="rounded p-1 text-slate-600 hover:bg-white hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-brand-600"
          aria-label="Save the name"
        >
          <Check className="size-4" aria-hidden="true" />
        </button>
        <button
          type="button"
          onClick={() => setDraft(null)}
          className="rounded p-1 text-slate-600 hover:bg-white hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-brand-600"
          aria-label="Cancel renaming"
        >
          <X className="size-4" aria-hidden="true" />
        </button>
      </div>
      {error ? (
        <p id={`${inputId}-error`} className="mt-1 text-xs text-red-700">
          {error}
        </p>
      ) : null}
    </form>
  );
}
