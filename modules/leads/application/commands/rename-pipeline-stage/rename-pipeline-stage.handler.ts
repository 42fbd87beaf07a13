import { BILLING_API } from '../../../../billing/contracts/api.ts';
import { requireActor, type CommandContext, type CommandHandler } from '../../../../shared/kernel/bus.ts';
import { handlesCommand, http, UsesDependencies } from '../../../../shared/kernel/use-case.ts';
import {
  PIPELINE_STAGES,
  pipelineStageSchema,
  renameStageSchema,
  type PipelineStage,
  type PipelineStageKey,
} from '../../../contracts/pipeline.ts';
import { PipelineStage as PipelineStageEntity } from '../../../domain/pipeline-stage.entity.ts';
import { byStageId, LEADS_TAG } from '../../http.ts';
import { assertCanEdit, ensureStages } from '../../pipeline.ts';
import { RenamePipelineStage } from './rename-pipeline-stage.command.ts';

const needs = { billing: BILLING_API };

export class RenamePipelineStageHandler
  extends UsesDependencies<typeof needs>
  implements CommandHandler<{ stageId: PipelineStageKey; name: string }, PipelineStage>
{
  async execute({ stageId, name }: { stageId: PipelineStageKey; name: string }, { em, actor }: CommandContext): Promise<PipelineStage> {
    const { userId } = requireActor(actor);
    await assertCanEdit(em, this.deps.billing, userId);
    await ensureStages(em, userId);
    const stage = await em.findOneOrFail(PipelineStageEntity, { sellerId: userId, key: stageId });
    stage.name = name;
    await em.flush();
    return { id: stage.key, name: stage.name, position: PIPELINE_STAGES.indexOf(stage.key) };
  }
}

export const renamePipelineStage = handlesCommand(RenamePipelineStage, needs, RenamePipelineStageHandler, [
  http(RenamePipelineStage, {
    method: 'patch',
    path: '/api/pipeline/stages/:stage',
    tag: LEADS_TAG,
    summary: 'Rename a pipeline stage',
    description: 'A stage by its key (`new`, `contacted`, … `closed-lost`).',
    access: 'member',
    body: renameStageSchema,
    invalid: 'Invalid stage name',
    input: (request) => ({ ...byStageId(request), name: request.body.name }),
    response: pipelineStageSchema,
    errors: [404],
  }),
]);
