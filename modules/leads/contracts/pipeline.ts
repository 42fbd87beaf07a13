import { z } from 'zod';
import { singleLine } from '../../shared/kernel/text.ts';
import { LEAD_SITUATIONS } from './seller-leads.ts';
import { groupedNumber } from '../../shared/kernel/en-us-format.ts';

/**
 * The deal pipeline of a paid seller (spec section 6): a kanban of seven stages holding cards for the
 * leads they took and the buyers' inquiries on their listings, with notes, tasks and each card's history.
 * JSON, cookie session, CSRF on mutations. Someone else's card or task answers 404.
 *
 * - `GET /api/pipeline?kind=&stage=&q=`: `Pipeline`, every stage in order with its cards (filtered).
 * - `PATCH /api/pipeline/stages/{id}` `{ name }`: renames a stage; answers `PipelineStage` (without cards).
 * - `GET /api/pipeline/cards/{id}`: `PipelineCardDetails` (the card, its notes, tasks and activity).
 * - `PATCH /api/pipeline/cards/{id}` `{ stageId?, beforeId?, position?, title? }`: moves the card (to the
 *   end of `stageId`, before the card `beforeId`, or to index `position` of the stage) and/or renames it;
 *   answers `PipelineCardDetails`.
 * - `POST /api/pipeline/cards/{id}/notes` `{ body }` (201 `PipelineNote`).
 * - `POST /api/pipeline/cards/{id}/tasks` `{ title, dueAt }` (201 `PipelineTask`).
 * - `PATCH /api/pipeline/tasks/{id}` `{ done?, title?, dueAt? }` (`PipelineTask`), `DELETE /api/pipeline/tasks/{id}` (204).
 *
 * Plans: billing's `pipelineAndLeads`. Without it every call answers 403 `upgradeRequired`, except that
 * a seller who already has a pipeline (a downgrade) may still read it: GETs answer, changes do not.
 */

/** The stages every pipeline starts with, in board order; their ids are these keys, their names renamable. */
export const PIPELINE_STAGES = ['new', 'contacted', 'appointment', 'offer-made', 'under-contract', 'closed-won', 'closed-lost'] as const;
export type PipelineStageKey = (typeof PIPELINE_STAGES)[number];

export const DEFAULT_STAGE_NAMES: Record<PipelineStageKey, string> = {
  new: 'New',
  contacted: 'Contacted',
  appointment: 'Appointment',
  'offer-made': 'Offer made',
  'under-contract': 'Under contract',
  'closed-won': 'Closed won',
  'closed-lost': 'Closed lost',
};

export const isPipelineStage = (value: string): value is PipelineStageKey => (PIPELINE_STAGES as readonly string[]).includes(value);

/** a claimed seller lead, a buyer's conversation about one of the seller's listings, or a buyer's offer on one */
export const PIPELINE_CARD_KINDS = ['lead', 'inquiry', 'offer'] as const;
export type PipelineCardKind = (typeof PIPELINE_CARD_KINDS)[number];

export const PIPELINE_LIMITS = { stageName: 40, cardTitle: 120, note: 2000, taskTitle: 200, search: 100 } as const;

const text = (label: string, max: number) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${groupedNumber(max)} characters`);

/** Control characters (a NUL byte) are refused for every request at the edge (src/http/safe-text.ts); one-line texts also refuse line breaks and direction controls. */
const line = (label: string, max: number) => singleLine(text(label, max), label);

export const stageNameSchema = line('Stage name', PIPELINE_LIMITS.stageName);
export const cardTitleSchema = line('Title', PIPELINE_LIMITS.cardTitle);
export const noteBodySchema = text('Note', PIPELINE_LIMITS.note);
export const taskTitleSchema = line('Task', PIPELINE_LIMITS.taskTitle);
/** an instant with its offset (the browser sends `toISOString()` of the local date and time chosen) */
export const dueAtSchema = z.iso.datetime({ offset: true, message: 'Choose a due date and time' });

export const pipelineFilterSchema = z.object({
  kind: z.enum(PIPELINE_CARD_KINDS).optional().catch(undefined),
  stage: z.enum(PIPELINE_STAGES).optional().catch(undefined),
  q: z
    .string()
    .trim()
    .max(PIPELINE_LIMITS.search)
    .optional()
    .transform((value) => value || undefined)
    .catch(undefined),
});
export type PipelineFilter = z.output<typeof pipelineFilterSchema>;

export const renameStageSchema = z.object({ name: stageNameSchema });
export type RenameStageRequest = z.infer<typeof renameStageSchema>;

export const updateCardSchema = z
  .object({
    stageId: z.enum(PIPELINE_STAGES).optional(),
    /** the card of the target stage to go before; null or absent: the end (unless `position` says where) */
    beforeId: z.uuid().nullable().optional(),
    /** the 0-based place in the target stage (after the move) */
    position: z.number().int().min(0).max(100_000).optional(),
    title: cardTitleSchema.optional(),
  })
  .refine(
    (value) => value.stageId !== undefined || value.beforeId !== undefined || value.position !== undefined || value.title !== undefined,
    {
      message: 'Nothing to change',
    },
  );
export type UpdateCardRequest = z.infer<typeof updateCardSchema>;

export const addNoteSchema = z.object({ body: noteBodySchema });
export type AddNoteRequest = z.infer<typeof addNoteSchema>;

export const addTaskSchema = z.object({ title: taskTitleSchema, dueAt: dueAtSchema });
export type AddTaskRequest = z.infer<typeof addTaskSchema>;

export const updateTaskSchema = z
  .object({ done: z.boolean().optional(), title: taskTitleSchema.optional(), dueAt: dueAtSchema.optional() })
  .refine((value) => value.done !== undefined || value.title !== undefined || value.dueAt !== undefined, { message: 'Nothing to change' });
export type UpdateTaskRequest = z.infer<typeof updateTaskSchema>;

/** How to reach the other side of a card: the lead's owner (tel:, mailto:) or the buyer's conversation. */
export const cardLinksSchema = z.object({
  contact: z
    .object({
      name: z.string(),
      /** E.164 */
      phone: z.string(),
      email: z.string(),
      propertyAddress: z.string(),
      situation: z.enum(LEAD_SITUATIONS).nullable(),
    })
    .nullable(),
  /** the messages page on the conversation, e.g. `/messages?c=…` */
  conversationUrl: z.string().nullable(),
  /** the listing the buyer asked about */
  propertyUrl: z.string().nullable(),
});
export type CardLinks = z.infer<typeof cardLinksSchema>;

export const pipelineCardSchema = z.object({
  id: z.string(),
  kind: z.enum(PIPELINE_CARD_KINDS),
  title: z.string(),
  stageId: z.enum(PIPELINE_STAGES),
  /** orders the cards of a stage, ascending; fractional */
  position: z.number(),
  links: cardLinksSchema,
  openTasks: z.number().int(),
  /** the earliest due date of the open tasks */
  nextDueAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type PipelineCard = z.infer<typeof pipelineCardSchema>;

export const pipelineStageSchema = z.object({ id: z.enum(PIPELINE_STAGES), name: z.string(), position: z.number().int() });
export type PipelineStage = z.infer<typeof pipelineStageSchema>;

export const pipelineSchema = z.object({
  stages: z.array(pipelineStageSchema.extend({ cards: z.array(pipelineCardSchema) })),
  /** false after a downgrade: the pipeline is readable, changes answer 403 upgradeRequired */
  canEdit: z.boolean(),
  /** cards in the pipeline without filters */
  total: z.number().int(),
});
export type Pipeline = z.infer<typeof pipelineSchema>;

export const pipelineNoteSchema = z.object({ id: z.string(), cardId: z.string(), body: z.string(), createdAt: z.string() });
export type PipelineNote = z.infer<typeof pipelineNoteSchema>;

export const pipelineTaskSchema = z.object({
  id: z.string(),
  cardId: z.string(),
  title: z.string(),
  dueAt: z.string(),
  doneAt: z.string().nullable(),
  createdAt: z.string(),
});
export type PipelineTask = z.infer<typeof pipelineTaskSchema>;

export const PIPELINE_ACTIVITY_KINDS = [
  'created',
  'moved',
  'renamed',
  'note-added',
  'task-added',
  'task-done',
  'task-reopened',
  'task-deleted',
] as const;
export type PipelineActivityKind = (typeof PIPELINE_ACTIVITY_KINDS)[number];

export const pipelineActivitySchema = z.object({
  id: z.string(),
  kind: z.enum(PIPELINE_ACTIVITY_KINDS),
  /** moved: the stages' names as they were then; renamed: the titles; task-*: the task's title */
  from: z.string().nullable(),
  to: z.string().nullable(),
  at: z.string(),
});
export type PipelineActivity = z.infer<typeof pipelineActivitySchema>;

export const pipelineCardDetailsSchema = z.object({
  card: pipelineCardSchema,
  notes: z.array(pipelineNoteSchema),
  tasks: z.array(pipelineTaskSchema),
  /** newest first */
  activity: z.array(pipelineActivitySchema),
  canEdit: z.boolean(),
});
export type PipelineCardDetails = z.infer<typeof pipelineCardDetailsSchema>;

/** One line of a card's history, as people read it. */
export function describeActivity(activity: Pick<PipelineActivity, 'kind' | 'from' | 'to'>, kind: PipelineCardKind = 'lead'): string {
  switch (activity.kind) {
    case 'created':
      return kind === 'lead'
        ? `Lead taken into ${activity.to ?? 'the pipeline'}`
        : `Inquiry received into ${activity.to ?? 'the pipeline'}`;
    case 'moved':
      return `Moved from ${activity.from} to ${activity.to}`;
    case 'renamed':
      return `Renamed from “${activity.from}” to “${activity.to}”`;
    case 'note-added':
      return 'Note added';
    case 'task-added':
      return `Task added: ${activity.to}`;
    case 'task-done':
      return `Task done: ${activity.to}`;
    case 'task-reopened':
      return `Task reopened: ${activity.to}`;
    case 'task-deleted':
      return `Task deleted: ${activity.to}`;
  }
}

export const PIPELINE_UPGRADE_MESSAGE = 'The deal pipeline comes with the Starter, Pro and Premium seller plans (and the free trial).';
export const PIPELINE_READ_ONLY_MESSAGE = 'Your plan no longer includes the deal pipeline: it stays readable. Upgrade to change it again.';
