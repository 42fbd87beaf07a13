import { defineEntity, p } from '@mikro-orm/core';
import { newId } from '../../shared/kernel/ids.ts';
import type { PipelineCardKind, PipelineStageKey } from '../contracts/pipeline.ts';

/**
 * A deal on a seller's board: a lead they took (`sourceId` the lead) or a buyer's inquiry on one of
 * their listings (`sourceId` the conversation, `propertyId` the listing). One card per source and
 * seller. `position` orders the cards of a stage (ascending, fractional: a move writes one row).
 */
const PipelineCardSchema = defineEntity({
  name: 'PipelineCard',
  schema: 'leads',
  tableName: 'pipeline_cards',
  uniques: [{ name: 'pipeline_cards_source_unique', properties: ['sellerId', 'kind', 'sourceId'] }],
  indexes: [
    { name: 'pipeline_cards_board_index', properties: ['sellerId', 'stage', 'position'] },
    {
      name: 'pipeline_cards_buyer_index',
      expression:
        'create index pipeline_cards_buyer_index on leads.pipeline_cards (seller_id, property_id, buyer_id) where buyer_id is not null',
    },
  ],
  properties: {
    id: p.uuid().primary(),
    sellerId: p.uuid(),
    kind: p.text().$type<PipelineCardKind>(),
    sourceId: p.uuid(),
    propertyId: p.uuid().nullable(),
    /** the buyer of an inquiry or an offer, so that their offer moves their card */
    buyerId: p.uuid().nullable(),
    stage: p.text().$type<PipelineStageKey>(),
    position: p.double().$type<number>().runtimeType('number'),
    title: p.text(),
    createdAt: p.datetime(),
    updatedAt: p.datetime(),
  },
});

export interface NewPipelineCard {
  sellerId: string;
  kind: PipelineCardKind;
  sourceId: string;
  propertyId?: string | null;
  buyerId?: string | null;
  title: string;
  stage: PipelineStageKey;
  position: number;
}

export class PipelineCard extends PipelineCardSchema.class {
  static create(input: NewPipelineCard, now: Date): PipelineCard {
    const card = new PipelineCard();
    card.id = newId(now.getTime());
    card.sellerId = input.sellerId;
    card.kind = input.kind;
    card.sourceId = input.sourceId;
    card.propertyId = input.propertyId ?? null;
    card.buyerId = input.buyerId ?? null;
    card.title = input.title;
    card.stage = input.stage;
    card.position = input.position;
    card.createdAt = now;
    card.updatedAt = now;
    return card;
  }
}
PipelineCardSchema.setClass(PipelineCard);
export { PipelineCardSchema };
