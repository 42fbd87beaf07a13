import { likeContaining } from '../../shared/kernel/like-pattern.ts';
import type { SqlEntityManager as EntityManager } from '@mikro-orm/sql';
import {
  PIPELINE_STAGES,
  type Pipeline,
  type PipelineCard as PipelineCardView,
  type PipelineCardDetails,
  type PipelineCardKind,
  type PipelineFilter,
  type PipelineStageKey,
} from '../contracts/pipeline.ts';
import type { LeadSituation } from '../contracts/seller-leads.ts';
import { PipelineActivity } from '../domain/pipeline-activity.entity.ts';
import { PipelineNote } from '../domain/pipeline-note.entity.ts';
import { PipelineTask } from '../domain/pipeline-task.entity.ts';
import { stageNames } from './pipeline.ts';

/** the most cards one board answer carries (filters narrow it) */
const CARDS_SHOWN = 2000;

interface CardRow {
  id: string;
  kind: PipelineCardKind;
  title: string;
  stage: PipelineStageKey;
  position: number | string;
  source_id: string;
  property_id: string | null;
  created_at: Date | string;
  updated_at: Date | string;
  full_name: string | null;
  phone: string | null;
  email: string | null;
  property_address: string | null;
  situation: LeadSituation | null;
  open_tasks: number | string;
  next_due_at: Date | string | null;
}

const iso = (value: Date | string) => new Date(value).toISOString();

/** `%`, `_` and `\` stand for themselves in a search */

const CARD_SELECT = `
  select c.id, c.kind, c.title, c.stage, c.position, c.source_id, c.property_id, c.created_at, c.updated_at,
         l.full_name, l.phone, l.email, l.property_address, l.situation,
         coalesce(t.open_tasks, 0) as open_tasks, t.next_due_at
  from leads.pipeline_cards c
  left join leads.seller_leads l on c.kind = 'lead' and l.id = c.source_id
  left join lateral (
    select count(*)::int as open_tasks, min(due_at) as next_due_at from leads.pipeline_tasks where card_id = c.id and done_at is null
  ) t on true`;

function toCard(row: CardRow): PipelineCardView {
  const lead = row.kind === 'lead' && row.full_name !== null;
  return {
    id: row.id,
    kind: row.kind,
    title: row.title,
    stageId: row.stage,
    position: Number(row.position),
    links: {
      contact: lead
        ? {
            name: row.full_name!,
            phone: row.phone!,
            email: row.email!,
            propertyAddress: row.property_address!,
            situation: row.situation ?? null,
          }
        : null,
      conversationUrl: row.kind === 'inquiry' ? `/messages?c=${row.source_id}` : null,
      propertyUrl: row.property_id ? `/property/${row.property_id}` : null,
    },
    openTasks: Number(row.open_tasks),
    nextDueAt: row.next_due_at ? iso(row.next_due_at) : null,
    createdAt: iso(row.created_at),
    updatedAt: iso(row.updated_at),
  };
}

/** The seller's board: every stage in order with its cards (filtered by kind, stage and text in the title or the notes). */
export async function readPipeline(em: EntityManager, sellerId: string, filter: PipelineFilter, canEdit: boolean): Promise<Pipeline> {
  const conditions = ['c.seller_id = ?'];
  const params: unknown[] = [sellerId];
  if (filter.kind) {
    conditions.push('c.kind = ?');
    params.push(filter.kind);
  }
  if (filter.stage) {
    conditions.push('c.stage = ?');
    params.push(filter.stage);
  }
  if (filter.q) {
    const pattern = likeContaining(filter.q);
    conditions.push(`(c.title ilike ? or exists (select 1 from leads.pipeline_notes n where n.card_id = c.id and n.body ilike ?))`);
    params.push(pattern, pattern);
  }
  const rows = await em.execute<CardRow[]>(
    `${CARD_SELECT} where ${conditions.join(' and ')} order by c.position, c.id limit ${CARDS_SHOWN}`,
    params,
  );
  const [count] = await em.execute<Array<{ n: number }>>('select count(*)::int as n from leads.pipeline_cards where seller_id = ?', [
    sellerId,
  ]);
  const names = await stageNames(em, sellerId);
  const cards = rows.map(toCard);
  return {
    stages: PIPELINE_STAGES.map((key, position) => ({
      id: key,
      name: names[key],
      position,
      cards: cards.filter((card) => card.stageId === key),
    })),
    canEdit,
    total: Number(count?.n ?? 0),
  };
}

/** One card of the seller's with its notes (newest first), tasks (open by due time, then done) and history (newest first); null for none. */
export async function readCardDetails(
  em: EntityManager,
  sellerId: string,
  cardId: string,
  canEdit: boolean,
): Promise<PipelineCardDetails | null> {
  const [row] = await em.execute<CardRow[]>(`${CARD_SELECT} where c.seller_id = ? and c.id = ?`, [sellerId, cardId]);
  if (!row) return null;
  // one after another: in a command they share its transaction's connection
  const notes = await em.find(PipelineNote, { cardId }, { orderBy: { createdAt: 'desc', id: 'desc' } });
  const tasks = await em.find(PipelineTask, { cardId }, { orderBy: { dueAt: 'asc', id: 'asc' } });
  const activity = await em.find(PipelineActivity, { cardId }, { orderBy: { at: 'desc', id: 'desc' } });
  const open = tasks.filter((task) => !task.doneAt);
  const done = tasks.filter((task) => task.doneAt);
  return {
    card: toCard(row),
    notes: notes.map((note) => note.toView()),
    tasks: [...open, ...done].map((task) => task.toView()),
    activity: activity.map((line) => line.toView()),
    canEdit,
  };
}
