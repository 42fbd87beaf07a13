import { defineEntity, p } from '@mikro-orm/core';
import { newId } from '../../shared/kernel/ids.ts';
import type { PipelineActivity as PipelineActivityView, PipelineActivityKind } from '../contracts/pipeline.ts';

/**
 * One line of a card's history, written in the transaction of the change it records. `fromText` and
 * `toText` hold what the line names as it was then (stage names, titles), so a later rename does not
 * rewrite the past.
 */
const PipelineActivitySchema = defineEntity({
  name: 'PipelineActivity',
  schema: 'leads',
  tableName: 'pipeline_activity',
  indexes: [{ name: 'pipeline_activity_card_index', properties: ['cardId', 'at'] }],
  properties: {
    id: p.uuid().primary(),
    cardId: p.uuid(),
    kind: p.text().$type<PipelineActivityKind>(),
    fromText: p.text().nullable(),
    toText: p.text().nullable(),
    at: p.datetime(),
  },
});

export class PipelineActivity extends PipelineActivitySchema.class {
  static record(
    cardId: string,
    kind: PipelineActivityKind,
    now: Date,
    change: { from?: string | null; to?: string | null } = {},
  ): PipelineActivity {
    const activity = new PipelineActivity();
    activity.id = newId(now.getTime());
    activity.cardId = cardId;
    activity.kind = kind;
    activity.fromText = change.from ?? null;
    activity.toText = change.to ?? null;
    activity.at = now;
    return activity;
  }

  toView(): PipelineActivityView {
    return { id: this.id, kind: this.kind, from: this.fromText ?? null, to: this.toText ?? null, at: this.at.toISOString() };
  }
}
PipelineActivitySchema.setClass(PipelineActivity);
export { PipelineActivitySchema };
