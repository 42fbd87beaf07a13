import {
  closestCorners,
  DndContext,
  DragOverlay,
  KeyboardSensor,
  MouseSensor,
  TouchSensor,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
  type DragOverEvent,
  type DragStartEvent,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import { arrayMove, sortableKeyboardCoordinates } from '@dnd-kit/sortable';
import { Link } from '@tanstack/react-router';
import { Search } from 'lucide-react';
import { useEffect, useMemo, useRef, useState } from 'react';
import {
  isPipelineStage,
  PIPELINE_CARD_KINDS,
  type Pipeline,
  type PipelineCard,
  type PipelineCardKind,
  type PipelineStageKey,
} from '@contracts/leads/contracts/pipeline.ts';
import { Alert } from '@/components/ui/alert.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { toastError } from '@/components/ui/toast.tsx';
import { UpgradeDialog } from '@/components/ui/upgrade-dialog.tsx';
import { isUpgradeRequired, serverMessage } from '@/lib/api-errors.ts';
import { useDebouncedText } from '@/lib/use-debounced-text.ts';
import { cn } from '@/lib/utils.ts';
import { usePipeline, useMoveCard, type BoardFilter } from '../api/pipeline.ts';
import { beforeIdAt, columnsOf, stageOf, type Columns } from '../pipeline-format.ts';
import { CardDetails } from './card-details.tsx';
import { CardFace, HandleLook } from './pipeline-card.tsx';
import { PipelineColumn } from './pipeline-column.tsx';
import { PipelineUpsell } from './pipeline-upsell.tsx';

export interface PipelineBoardProps {
  userId: string;
  filter: BoardFilter;
  onFilterChange: (filter: BoardFilter) => void;
}

const KIND_FILTERS: Array<{ value: PipelineCardKind | undefined; label: string }> = [
  { value: undefined, label: 'All' },
  ...PIPELINE_CARD_KINDS.map((kind) => ({ value: kind, label: { lead: 'Leads', inquiry: 'Inquiries', offer: 'Offers' }[kind] })),
];

const SCREEN_READER_INSTRUCTIONS = {
  draggable:
    'To move a card, press space or enter on its handle. Use the up and down arrow keys to move it within a stage and the left and right arrow keys to move it to another stage. Press space or enter again to drop it, or escape to cancel.',
};

/**
 * `/dashboard?tab=pipeline`: the seller's deal pipeline. Cards are dragged between and within stages
 * with the mouse, touch or keyboard (each step announced), or moved with "Move to" in their details;
 * a move shows at once and is put back, with a toast, when the server refuses it.
 */
export function PipelineBoard({ userId, filter, onFilterChange }: PipelineBoardProps) {
  const pipeline = usePipeline(userId, filter);
  // the card whose details are open
  const [cardId, setCardId] = useState<string | null>(null);
  const [upgrade, setUpgrade] = useState<string | null>(null);
  const move = useMoveCard(userId, {
    onFailed: (error) => {
      if (isUpgradeRequired(error)) setUpgrade(serverMessage(error) ?? 'Moving cards needs a seller plan with the deal pipeline.');
      else toastError('The card could not be moved', error, 'It is back where it was. Please try again.');
    },
  });
  const search = useDebouncedText(filter.q ?? '', (q) => onFilterChange({ ...filter, q: q || undefined }));

  if (pipeline.isError && isUpgradeRequired(pipeline.error)) return <PipelineUpsell />;

  return (
    <div className="space-y-5">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <div role="group" aria-label="Show" className="inline-flex self-start rounded-lg bg-slate-200/70 p-1">
          {KIND_FILTERS.map((option) => (
            <button
              key={option.label}
              type="button"
              aria-pressed={filter.kind === option.value}
              onClick={() => onFilterChange({ ...filter, kind: option.value })}
              className={cn(
                'h-8 rounded-md px-3 text-sm font-semibold text-slate-600 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-brand-600',
                filter.kind === option.value && 'bg-white text-slate-900 shadow-sm',
              )}
            >
              {option.label}
            </button>
          ))}
        </div>
        <form
          role="search"
          className="relative sm:w-80"
          onSubmit={(event) => {
            event.preventDefault();
            search.flush();
          }}
        >
          <label htmlFor="pipeline-search" className="sr-only">
            Search cards and notes
          </label>
          <Search className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-400" aria-hidden="true" />
          <input
            id="pipeline-search"
            type="search"
            value={search.draft}
            onChange={(event) => search.change(event.target.value)}
            placeholder="Search cards and notes"
            maxLength={100}
            className="h-10 w-full rounded-lg border border-slate-300 bg-white pr-3 pl-9 text-base text-slate-900 placeholder:text-slate-400 focus:border-brand-600 focus:ring-2 focus:ring-brand-600/20 focus:outline-none sm:text-sm"
          />
        </form>
      </div>

      {pipeline.isPending ? (
        <div className="flex gap-3 overflow-hidden" role="status" aria-label="Loading your pipeline">
          {Array.from({ length: 4 }, (_, index) => (
            <Skeleton key={index} className="h-72 w-72 shrink-0 rounded-xl" />
          ))}
        </div>
      ) : pipeline.isError ? (
        <Alert variant="error" title="Your pipeline could not be loaded">
          <p>Please try again.</p>
          <Button variant="secondary" size="sm" className="mt-2" onClick={() => void pipeline.refetch()}>
            Try again
          </Button>
        </Alert>
      ) : (
        <>
          {pipeline.data.canEdit ? null : (
            <Alert variant="warning" title="Your pipeline is read-only">
              <p>
                Your plan no longer includes the deal pipeline. Everything in it stays here to read;{' '}
                <Link to="/pricing" className="font-semibold underline underline-offset-2">
                  choose a seller plan
                </Link>{' '}
                to move cards and add notes and tasks again.
              </p>
            </Alert>
          )}
          {pipeline.data.total === 0 ? (
            <p className="text-sm text-slate-600">
              Your pipeline is empty for now. Leads you take from your markets and buyers&apos; messages about your listings appear in New.
            </p>
          ) : pipeline.data.canEdit ? (
            <p className="text-sm text-slate-600">
              Drag a card to another stage, or pick it up by its handle with the keyboard: space, then the arrow keys, then space. Open a
              card for its contacts, notes and tasks.
            </p>
          ) : null}
          <Board
            userId={userId}
            board={pipeline.data}
            filtered={Boolean(filter.kind || filter.q)}
            onOpen={setCardId}
            onMove={(cardIdToMove, stageId, beforeId) => move.mutate({ cardId: cardIdToMove, stageId, beforeId })}
          />
        </>
      )}

      <CardDetails
        userId={userId}
        cardId={cardId}
        stages={pipeline.data?.stages ?? []}
        onClose={() => setCardId(null)}
        onUpgrade={setUpgrade}
      />
      <UpgradeDialog
        open={upgrade !== null}
        onOpenChange={(open) => !open && setUpgrade(null)}
        title="The Deal Pipeline Needs an Upgrade"
        message={upgrade ?? ''}
      />
    </div>
  );
}

interface BoardProps {
  userId: string;
  board: Pipeline;
  filtered: boolean;
  onOpen: (cardId: string) => void;
  onMove: (cardId: string, stageId: PipelineStageKey, beforeId: string | null) => void;
}

/** The columns and the drag and drop between them. */
function Board({ userId, board, filtered, onOpen, onMove }: BoardProps) {
  const sensors = useSensors(
    useSensor(MouseSensor, { activationConstraint: { distance: 6 } }),
    // a finger held still drags; a finger that moves scrolls the board
    useSensor(TouchSensor, { activationConstraint: { delay: 250, tolerance: 8 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const cards = useMemo(() => new Map(board.stages.flatMap((stage) => stage.cards).map((card) => [card.id, card])), [board]);
  const names = useMemo(() => new Map(board.stages.map((stage) => [stage.id, stage.name])), [board]);
  const [activeId, setActiveId] = useState<string | null>(null);
  // the columns while a card is dragged (and until the board shows where it was dropped)
  const [working, setWorking] = useState<Columns | null>(null);
  const columns = working ?? columnsOf(board);
  // what the announcements read: they are made after the drag's events, before the next render
  const columnsRef = useRef(columns);
  useEffect(() => {
    columnsRef.current = columns;
  });
  const origin = useRef<{ stage: PipelineStageKey; beforeId: string | null } | null>(null);

  // the board's next state (the move shown, or put back) replaces the dropped card's columns
  const [seenBoard, setSeenBoard] = useState(board);
  if (board !== seenBoard) {
    setSeenBoard(board);
    if (activeId === null && working !== null) setWorking(null);
  }

  const stageOfTarget = (id: UniqueIdentifier, current: Columns): PipelineStageKey | null => {
    const key = String(id);
    return isPipelineStage(key) ? key : stageOf(current, key);
  };

  /** "Contacted, position 2 of 3" for a card; "Contacted" for a stage */
  const describe = (id: UniqueIdentifier, current: Columns) => {
    const key = String(id);
    const stage = stageOfTarget(key, current);
    if (!stage) return 'no stage';
    if (isPipelineStage(key)) return `${names.get(stage)}, at the end`;
    const column = current[stage];
    return `${names.get(stage)}, position ${column.indexOf(key) + 1} of ${column.length}`;
  };
  const title = (id: UniqueIdentifier) => cards.get(String(id))?.title ?? 'The card';

  // what the last announcement was over: a card picked up is over itself, which needs no second word
  const announcedOver = useRef<UniqueIdentifier | null>(null);
  const announcements: Announcements = {
    onDragStart: ({ active }) => {
      announcedOver.current = active.id;
      return `Picked up ${title(active.id)}. It is in ${describe(active.id, columnsRef.current)}.`;
    },
    onDragOver: ({ active, over }) => {
      if (!over) return `${title(active.id)} is no longer over a stage.`;
      if (over.id === announcedOver.current) return undefined;
      announcedOver.current = over.id;
      return over.id === active.id
        ? `${title(active.id)} is now in ${describe(active.id, columnsRef.current)}.`
        : `${title(active.id)} is over ${describe(over.id, columnsRef.current)}.`;
    },
    onDragEnd: ({ active, over }) =>
      over
        ? `${title(active.id)} was dropped in ${describe(active.id, columnsRef.current)}.`
        : `${title(active.id)} was dropped where it was.`,
    onDragCancel: ({ active }) => `Moving was cancelled. ${title(active.id)} is back where it was.`,
  };

  const onDragStart = ({ active }: DragStartEvent) => {
    const current = columnsOf(board);
    const stage = stageOf(current, String(active.id));
    origin.current = stage ? { stage, beforeId: beforeIdAt(current[stage], String(active.id)) } : null;
    setWorking(current);
    setActiveId(String(active.id));
  };

  // a card over another stage joins it there, so the stage makes room for it as it moves
  const onDragOver = ({ active, over }: DragOverEvent) => {
    if (!over) return;
    setWorking((current) => {
      if (!current) return current;
      const id = String(active.id);
      const from = stageOf(current, id);
      const to = stageOfTarget(over.id, current);
      if (!from || !to || from === to) return current;
      const target = current[to].filter((item) => item !== id);
      const overIndex = target.indexOf(String(over.id));
      const activeTop = active.rect.current.translated?.top ?? 0;
      const below = overIndex >= 0 && activeTop > over.rect.top + over.rect.height / 2;
      const index = overIndex >= 0 ? overIndex + (below ? 1 : 0) : target.length;
      target.splice(index, 0, id);
      return { ...current, [from]: current[from].filter((item) => item !== id), [to]: target };
    });
  };

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    const id = String(active.id);
    let final = working ?? columnsOf(board);
    const stage = stageOf(final, id);
    if (over && stage) {
      const overStage = stageOfTarget(over.id, final);
      if (overStage === stage && String(over.id) !== id && !isPipelineStage(String(over.id))) {
        const column = final[stage];
        final = { ...final, [stage]: arrayMove(column, column.indexOf(id), column.indexOf(String(over.id))) };
      }
    }
    columnsRef.current = final;
    setActiveId(null);
    const start = origin.current;
    origin.current = null;
    if (!over || !stage || !start) {
      setWorking(null);
      return;
    }
    const beforeId = beforeIdAt(final[stage], id);
    if (stage === start.stage && beforeId === start.beforeId) {
      setWorking(null);
      return;
    }
    setWorking(final);
    onMove(id, stage, beforeId);
  };

  const active: PipelineCard | undefined = activeId ? cards.get(activeId) : undefined;

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCorners}
      onDragStart={onDragStart}
      onDragOver={onDragOver}
      onDragEnd={onDragEnd}
      onDragCancel={() => {
        setActiveId(null);
        setWorking(null);
        origin.current = null;
      }}
      accessibility={{ announcements, screenReaderInstructions: SCREEN_READER_INSTRUCTIONS }}
    >
      <div
        className={cn(
          '-mx-4 flex scroll-px-4 gap-3 overflow-x-auto px-4 pb-4 sm:mx-0 sm:scroll-px-0 sm:px-0',
          activeId ? 'snap-none' : 'snap-x snap-mandatory sm:snap-none',
        )}
        data-testid="pipeline-board"
      >
        {board.stages.map((stage) => (
          <PipelineColumn
            key={stage.id}
            userId={userId}
            stageId={stage.id}
            name={stage.name}
            cards={columns[stage.id]
              .map((cardIdInColumn) => cards.get(cardIdInColumn))
              .filter((card): card is PipelineCard => card !== undefined)}
            canEdit={board.canEdit}
            filtered={filtered}
            onOpen={onOpen}
          />
        ))}
      </div>
      <DragOverlay>
        {active ? <CardFace card={active} handle={<HandleLook />} className="rotate-2 shadow-lg ring-2 ring-brand-600/30" /> : null}
      </DragOverlay>
    </DndContext>
  );
}
