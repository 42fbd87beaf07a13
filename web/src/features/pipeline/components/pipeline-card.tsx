import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { CalendarClock, GripVertical, ListChecks } from 'lucide-react';
import type { KeyboardEventHandler, ReactNode } from 'react';
import type { PipelineCard } from '@contracts/leads/contracts/pipeline.ts';
import { cn } from '@/lib/utils.ts';
import { formatMoment, isOverdue, KIND_LABELS } from '../pipeline-format.ts';

const kindBadge = {
  lead: 'bg-emerald-50 text-emerald-800 ring-emerald-200',
  inquiry: 'bg-sky-50 text-sky-800 ring-sky-200',
  offer: 'bg-amber-50 text-amber-900 ring-amber-200',
} as const;

interface CardFaceProps {
  card: PipelineCard;
  /** the drag handle's button (a sortable card's, or a plain one in the drag overlay) */
  handle?: ReactNode;
  onOpen?: () => void;
  className?: string;
}

/** What a card shows: its kind, title, open tasks and the next due time. */
export function CardFace({ card, handle, onOpen, className }: CardFaceProps) {
  const overdue = card.nextDueAt !== null && isOverdue(card.nextDueAt);
  return (
    <div className={cn('flex gap-1 rounded-lg border border-slate-200 bg-white p-2 shadow-sm', className)}>
      {handle}
      <div className="min-w-0 flex-1 py-1 pr-1">
        <span className={cn('inline-flex rounded-full px-2 py-0.5 text-xs font-semibold ring-1 ring-inset', kindBadge[card.kind])}>
          {KIND_LABELS[card.kind]}
        </span>
        <button
          type="button"
          onClick={onOpen}
          className="mt-1.5 block w-full text-left text-sm font-semibold break-words text-slate-900 hover:text-brand-800 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
        >
          {card.title}
        </button>
        {card.openTasks > 0 ? (
          <p className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-slate-600">
            <span className="inline-flex items-center gap-1">
              <ListChecks className="size-3.5" aria-hidden="true" />
              {card.openTasks === 1 ? '1 open task' : `${card.openTasks} open tasks`}
            </span>
            {card.nextDueAt ? (
              <span className={cn('inline-flex items-center gap-1', overdue && 'font-semibold text-red-700')}>
                <CalendarClock className="size-3.5" aria-hidden="true" />
                {overdue ? 'Overdue: ' : 'Due '}
                <time dateTime={card.nextDueAt}>{formatMoment(card.nextDueAt)}</time>
              </span>
            ) : null}
          </p>
        ) : null}
      </div>
    </div>
  );
}

const handleClassName =
  'flex w-7 shrink-0 cursor-grab touch-none items-center justify-center rounded-md text-slate-400 hover:bg-slate-100 hover:text-slate-700 focus-visible:outline-2 focus-visible:outline-brand-600 active:cursor-grabbing';

/** The handle as the drag overlay draws it. */
export function HandleLook() {
  return (
    <span className={handleClassName} aria-hidden="true">
      <GripVertical className="size-4" />
    </span>
  );
}

/**
 * A card on the board. The mouse and touch drag it from anywhere; the keyboard picks it up from its
 * handle (space, then the arrows, then space), and its title opens the details.
 */
export function SortableCard({ card, disabled, onOpen }: { card: PipelineCard; disabled: boolean; onOpen: () => void }) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id: card.id,
    disabled,
  });
  // the keyboard picks the card up from its handle; the mouse and touch from anywhere on it
  const { onKeyDown, ...pointerListeners } = listeners ?? {};
  const handleKeyDown = onKeyDown as KeyboardEventHandler<HTMLButtonElement> | undefined;
  return (
    <li
      ref={setNodeRef}
      style={{ transform: CSS.Translate.toString(transform), transition }}
      className={cn('list-none', isDragging && 'opacity-40')}
      data-card-id={card.id}
      {...(disabled ? {} : pointerListeners)}
    >
      <CardFace
        card={card}
        onOpen={onOpen}
        handle={
          disabled ? null : (
            <button
              type="button"
              ref={setActivatorNodeRef}
              className={handleClassName}
              {...attributes}
              onKeyDown={handleKeyDown}
              aria-label={`Move card: ${card.title}`}
            >
              <GripVertical className="size-4" aria-hidden="true" />
            </button>
          )
        }
      />
    </li>
  );
}
