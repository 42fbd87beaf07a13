import type { SqlEntityManager as EntityManager } from '@mikro-orm/sql';
import type { BillingApi } from '../../billing/contracts/api.ts';
import { assertWithinPlan } from '../../billing/contracts/plan-limits.ts';
import { lockUsage } from '../../shared/kernel/usage-lock.ts';
import {
  DEFAULT_STAGE_NAMES,
  PIPELINE_LIMITS,
  PIPELINE_READ_ONLY_MESSAGE,
  PIPELINE_STAGES,
  PIPELINE_UPGRADE_MESSAGE,
  type PipelineCardKind,
  type PipelineStageKey,
} from '../contracts/pipeline.ts';
import { PipelineActivity } from '../domain/pipeline-activity.entity.ts';
import { PipelineCard } from '../domain/pipeline-card.entity.ts';
import { PipelineTask } from '../domain/pipeline-task.entity.ts';
import { PipelineCardNotFoundError, PipelineTaskNotFoundError } from '../domain/pipeline.errors.ts';
import { POSITION_STEP } from '../domain/pipeline-position.ts';

/** Whether the seller has a pipeline already (its stages are written on first use). */
export async function hasPipeline(em: EntityManager, sellerId: string): Promise<boolean> {
  const [row] = await em.execute<Array<{ n: number }>>('select count(*)::int as n from leads.pipeline_stages where seller_id = ?', [
    sellerId,
  ]);
  return Number(row?.n ?? 0) > 0;
}

/**
 * Billing's `pipelineAndLeads` decides: a plan with it reads and changes the pipeline; without it (free
 * sellers, buyers) every call is a 403 `upgradeRequired`, except that a seller who has a pipeline from
 * an earlier plan still reads it. Answers whether the seller may change it.
 */
export async function assertCanRead(em: EntityManager, billing: BillingApi, sellerId: string): Promise<{ canEdit: boolean }> {
  const entitlements = await billing.entitlements(sellerId);
  if (entitlements.seller.pipelineAndLeads) return { canEdit: true };
  if (await hasPipeline(em, sellerId)) return { canEdit: false };
  assertWithinPlan(entitlements, 'pipelineAndLeads', 0, () => PIPELINE_UPGRADE_MESSAGE);
  return { canEdit: false };
}

/**
 * A change to the pipeline needs `pipelineAndLeads` in the plan now (403 `upgradeRequired` otherwise),
 * and runs alone among the seller's pipeline changes until commit, so positions are computed on what is there.
 */
export async function assertCanEdit(em: EntityManager, billing: BillingApi, sellerId: string): Promise<void> {
  const entitlements = await billing.entitlements(sellerId);
  if (!entitlements.seller.pipelineAndLeads) {
    const message = (await hasPipeline(em, sellerId)) ? PIPELINE_READ_ONLY_MESSAGE : PIPELINE_UPGRADE_MESSAGE;
    assertWithinPlan(entitlements, 'pipelineAndLeads', 0, () => message);
  }
  await lockUsage(em, 'leads.pipeline', sellerId);
}

/** The seller's stages with the default names, written once (on first use). */
export async function ensureStages(em: EntityManager, sellerId: string): Promise<void> {
  const rows = PIPELINE_STAGES.map(() => '(?, ?, ?)').join(', ');
  await em.execute(
    `insert into leads.pipeline_stages (seller_id, key, name) values ${rows} on conflict do nothing`,
    PIPELINE_STAGES.flatMap((key) => [sellerId, key, DEFAULT_STAGE_NAMES[key]]),
  );
}

/** The names the seller gave the stages, the defaults for the rest. */
export async function stageNames(em: EntityManager, sellerId: string): Promise<Record<PipelineStageKey, string>> {
  const rows = await em.execute<Array<{ key: PipelineStageKey; name: string }>>(
    'select key, name from leads.pipeline_stages where seller_id = ?',
    [sellerId],
  );
  const names = { ...DEFAULT_STAGE_NAMES };
  for (const row of rows) if (row.key in names) names[row.key] = row.name;
  return names;
}

export async function findOwnCard(em: EntityManager, sellerId: string, cardId: string): Promise<PipelineCard> {
  const card = await em.findOne(PipelineCard, { id: cardId, sellerId });
  if (!card) throw new PipelineCardNotFoundError();
  return card;
}

/** A task of one of the seller's cards, with its card; someone else's is not found. */
export async function findOwnTask(
  em: EntityManager,
  sellerId: string,
  taskId: string,
): Promise<{ task: PipelineTask; card: PipelineCard }> {
  const task = await em.findOne(PipelineTask, { id: taskId });
  const card = task ? await em.findOne(PipelineCard, { id: task.cardId, sellerId }) : null;
  if (!task || !card) throw new PipelineTaskNotFoundError();
  return { task, card };
}

/** A title cut to what a card title may hold. */
export function cardTitle(text: string): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  return clean.length > PIPELINE_LIMITS.cardTitle ? `${clean.slice(0, PIPELINE_LIMITS.cardTitle - 1)}…` : clean;
}

export interface NewCard {
  sellerId: string;
  kind: PipelineCardKind;
  sourceId: string;
  propertyId?: string | null;
  buyerId?: string | null;
  title: string;
}

/** The smallest position in a stage, less a step: the top of it. */
async function topOf(em: EntityManager, sellerId: string, stage: PipelineStageKey): Promise<number> {
  const [top] = await em.execute<Array<{ position: number | null }>>(
    'select min(position) as position from leads.pipeline_cards where seller_id = ? and stage = ?',
    [sellerId, stage],
  );
  return top?.position === null || top?.position === undefined ? 0 : Number(top.position) - POSITION_STEP;
}

export interface BuyerDeal {
  sellerId: string;
  propertyId: string;
  buyerId: string;
  /** the offer: the card's source when the buyer has no card yet */
  offerId: string;
  title: string;
}

/**
 * An offer moves the buyer's card on the seller's board forward to `stage` (never back): their inquiry's or
 * offer's card on this listing, or a new card of kind `offer` when they have none. Nothing when the seller's
 * plan has no pipeline. In the caller's transaction.
 */
export async function moveBuyerCard(em: EntityManager, deal: BuyerDeal, stage: PipelineStageKey, now: Date): Promise<void> {
  await lockUsage(em, 'leads.pipeline', deal.sellerId);
  await ensureStages(em, deal.sellerId);
  const names = await stageNames(em, deal.sellerId);
  const card = await em.findOne(
    PipelineCard,
    { sellerId: deal.sellerId, propertyId: deal.propertyId, buyerId: deal.buyerId },
    { orderBy: { createdAt: 'asc' } },
  );
  if (!card) {
    const created = PipelineCard.create(
      {
        sellerId: deal.sellerId,
        kind: 'offer',
        sourceId: deal.offerId,
        propertyId: deal.propertyId,
        buyerId: deal.buyerId,
        title: cardTitle(deal.title),
        stage,
        position: await topOf(em, deal.sellerId, stage),
      },
      now,
    );
    em.persist([created, PipelineActivity.record(created.id, 'created', now, { to: names[stage] })]);
    await em.flush();
    return;
  }
  // a card closed (won or lost) or further on stays where the seller put it
  if (PIPELINE_STAGES.indexOf(card.stage) >= PIPELINE_STAGES.indexOf(stage)) return;
  em.persist(PipelineActivity.record(card.id, 'moved', now, { from: names[card.stage], to: names[stage] }));
  card.stage = stage;
  card.position = await topOf(em, deal.sellerId, stage);
  card.updatedAt = now;
  await em.flush();
}

/**
 * Puts a new card at the top of the seller's New stage with its "created" line, in the caller's
 * transaction; nothing when the source has its card already. Answers the card, new or not.
 */
export async function addCardToNew(em: EntityManager, input: NewCard, now: Date): Promise<PipelineCard> {
  await lockUsage(em, 'leads.pipeline', input.sellerId);
  const existing = await em.findOne(PipelineCard, { sellerId: input.sellerId, kind: input.kind, sourceId: input.sourceId });
  if (existing) return existing;
  await ensureStages(em, input.sellerId);
  const [top] = await em.execute<Array<{ position: number | null }>>(
    `select min(position) as position from leads.pipeline_cards where seller_id = ? and stage = 'new'`,
    [input.sellerId],
  );
  const position = top?.position === null || top?.position === undefined ? 0 : Number(top.position) - POSITION_STEP;
  const card = PipelineCard.create({ ...input, title: cardTitle(input.title), stage: 'new', position }, now);
  const names = await stageNames(em, input.sellerId);
  em.persist([card, PipelineActivity.record(card.id, 'created', now, { to: names.new })]);
  await em.flush();
  return card;
}
