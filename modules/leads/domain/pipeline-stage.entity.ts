import { defineEntity, p } from '@mikro-orm/core';
import { DEFAULT_STAGE_NAMES, type PipelineStageKey } from '../contracts/pipeline.ts';

/**
 * A stage of a seller's pipeline. Every pipeline has the same seven (`PIPELINE_STAGES`, whose keys are
 * their ids); a seller's rows are written on first use with the default names, and each name may be
 * changed. The rows also tell that the seller has a pipeline, which stays readable after a downgrade.
 */
const PipelineStageSchema = defineEntity({
  name: 'PipelineStage',
  schema: 'leads',
  tableName: 'pipeline_stages',
  properties: {
    sellerId: p.uuid().primary(),
    key: p.text().$type<PipelineStageKey>().primary(),
    name: p.text(),
  },
});

export class PipelineStage extends PipelineStageSchema.class {
  static create(sellerId: string, key: PipelineStageKey): PipelineStage {
    const stage = new PipelineStage();
    stage.sellerId = sellerId;
    stage.key = key;
    stage.name = DEFAULT_STAGE_NAMES[key];
    return stage;
  }
}
PipelineStageSchema.setClass(PipelineStage);
export { PipelineStageSchema };
