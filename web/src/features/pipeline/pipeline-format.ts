import type { Pipeline, PipelineCard, PipelineCardKind, PipelineStageKey } from '@contracts/leads/contracts/pipeline.ts';

/** The board as columns of card ids, the shape dragging works on. */
export type Columns = Record<PipelineStageKey, string[]>;

export function columnsOf(board: Pipeline): Columns {
  return Object.fromEntries(board.stages.map((stage) => [stage.id, stage.cards.map((card) => card.id)])) as Columns;
}

/** The stage holding a card, or null. */
export function stageOf(columns: Columns, cardId: string): PipelineStageKey | null {
  for (const [stage, ids] of Object.entries(columns)) if (ids.includes(cardId)) return stage as PipelineStageKey;
  return null;
}

/**
 * The board with a card moved to `stageId`, before `beforeId` (null: at the end), as the server will
 * have it: what a move shows at once, before the server's answer.
 */
export function withCardMoved(board: Pipeline, cardId: string, stageId: PipelineStageKey, beforeId: string | null): Pipeline {
  const card = board.stages.flatMap((stage) => stage.cards).find((item) => item.id === cardId);
  if (!card) return board;
  const moved: PipelineCard = { ...card, stageId };
  return {
    ...board,
    stages: board.stages.map((stage) => {
      const cards = stage.cards.filter((item) => item.id !== cardId);
      if (stage.id !== stageId) return cards.length === stage.cards.length ? stage : { ...stage, cards };
      const at = beforeId ? cards.findIndex((item) => item.id === beforeId) : -1;
      cards.splice(at < 0 ? cards.length : at, 0, moved);
      return { ...stage, cards };
    }),
  };
}

/** Where a card dropped at `index` of a column goes, as the API takes it: before the card that follows it there. */
export function beforeIdAt(column: readonly string[], cardId: string): string | null {
  const index = column.indexOf(cardId);
  return index < 0 ? null : (column[index + 1] ?? null);
}

export const KIND_LABELS: Record<PipelineCardKind, string> = { lead: 'Lead', inquiry: 'Inquiry', offer: 'Offer' };

/** "+15128675309" → "(512) 867-5309"; other numbers as they are. */
export function formatPhone(phone: string): string {
  const match = /^\+1(\d{3})(\d{3})(\d{4})$/.exec(phone);
  return match ? `(${match[1]}) ${match[2]}-${match[3]}` : phone;
}

const dateTime = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' });
const dateTimeWithYear = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});

/** A moment in the browser's time zone: "Nov 14, 9:00 AM" (the year when it is not this one). */
export function formatMoment(iso: string, now = new Date()): string {
  const date = new Date(iso);
  return (date.getFullYear() === now.getFullYear() ? dateTime : dateTimeWithYear).format(date);
}

/** Whether an open task's due time has passed. */
export const isOverdue = (iso: string, now = new Date()) => new Date(iso).getTime() <= now.getTime();

const pad = (value: number) => String(value).padStart(2, '0');

/** A `datetime-local` input's value for a moment, in the browser's time zone ("2026-11-14T09:00"). */
export function toLocalInput(date: Date): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** A `datetime-local` value read in the browser's time zone, as the instant the API takes; null when empty or unreadable. */
export function fromLocalInput(value: string): string | null {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?$/.test(value)) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}

/** Tomorrow at 9:00 in the browser's time zone: what a new task is due by unless changed. */
export function defaultDue(now = new Date()): string {
  const due = new Date(now);
  due.setDate(due.getDate() + 1);
  due.setHours(9, 0, 0, 0);
  return toLocalInput(due);
}
