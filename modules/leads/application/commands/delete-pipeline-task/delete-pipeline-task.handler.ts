import { BILLING_API } from '../../../../billing/contracts/api.ts';
import { requireActor, type CommandContext, type CommandHandler } from '../../../../shared/kernel/bus.ts';
import { PLATFORM } from '../../../../shared/kernel/tokens.ts';
import { handlesCommand, http, UsesDependencies } from '../../../../shared/kernel/use-case.ts';
import { PipelineActivity } from '../../../domain/pipeline-activity.entity.ts';
import { byTaskId, LEADS_TAG } from '../../http.ts';
import { assertCanEdit, findOwnTask } from '../../pipeline.ts';
import { DeletePipelineTask } from './delete-pipeline-task.command.ts';

const needs = { clock: PLATFORM.Clock, billing: BILLING_API };

export class DeletePipelineTaskHandler extends UsesDependencies<typeof needs> implements CommandHandler<{ taskId: string }, void> {
  async execute({ taskId }: { taskId: string }, { em, actor }: CommandContext): Promise<void> {
    const { clock, billing } = this.deps;
    const { userId } = requireActor(actor);
    await assertCanEdit(em, billing, userId);
    const { task, card } = await findOwnTask(em, userId, taskId);
    const now = clock.now();
    em.remove(task);
    em.persist(PipelineActivity.record(card.id, 'task-deleted', now, { to: task.title }));
    card.updatedAt = now;
    await em.flush();
  }
}

export const deletePipelineTask = handlesCommand(DeletePipelineTask, needs, DeletePipelineTaskHandler, [
  http(DeletePipelineTask, {
    method: 'delete',
    path: '/api/pipeline/tasks/:id',
    tag: LEADS_TAG,
    summary: 'Delete a task',
    access: 'member',
    input: byTaskId,
    status: 204,
    errors: [404],
  }),
]);
