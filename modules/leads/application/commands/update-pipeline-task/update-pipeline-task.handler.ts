import { BILLING_API } from '../../../../billing/contracts/api.ts';
import { requireActor, type CommandContext, type CommandHandler } from '../../../../shared/kernel/bus.ts';
import { PLATFORM } from '../../../../shared/kernel/tokens.ts';
import { handlesCommand, http, UsesDependencies } from '../../../../shared/kernel/use-case.ts';
import { pipelineTaskSchema, updateTaskSchema, type PipelineTask as PipelineTaskView } from '../../../contracts/pipeline.ts';
import { PipelineActivity } from '../../../domain/pipeline-activity.entity.ts';
import { byTaskId, LEADS_TAG } from '../../http.ts';
import { assertCanEdit, findOwnTask } from '../../pipeline.ts';
import { UpdatePipelineTask, type UpdatePipelineTaskInput } from './update-pipeline-task.command.ts';

const needs = { clock: PLATFORM.Clock, billing: BILLING_API };

export class UpdatePipelineTaskHandler
  extends UsesDependencies<typeof needs>
  implements CommandHandler<UpdatePipelineTaskInput, PipelineTaskView>
{
  async execute({ taskId, done, title, dueAt }: UpdatePipelineTaskInput, { em, actor }: CommandContext): Promise<PipelineTaskView> {
    const { clock, billing } = this.deps;
    const { userId } = requireActor(actor);
    await assertCanEdit(em, billing, userId);
    const { task, card } = await findOwnTask(em, userId, taskId);
    const now = clock.now();
    if (title !== undefined) task.title = title;
    if (dueAt !== undefined) task.reschedule(new Date(dueAt));
    if (done !== undefined && task.markDone(done, now))
      em.persist(PipelineActivity.record(card.id, done ? 'task-done' : 'task-reopened', now, { to: task.title }));
    card.updatedAt = now;
    await em.flush();
    return task.toView();
  }
}

export const updatePipelineTask = handlesCommand(UpdatePipelineTask, needs, UpdatePipelineTaskHandler, [
  http(UpdatePipelineTask, {
    method: 'patch',
    path: '/api/pipeline/tasks/:id',
    tag: LEADS_TAG,
    summary: 'Change a task',
    description: 'Check it off (or back on), rename it or give it another due time.',
    access: 'member',
    body: updateTaskSchema,
    invalid: 'Invalid task change',
    input: (request) => ({ ...request.body, ...byTaskId(request) }),
    response: pipelineTaskSchema,
    errors: [404],
  }),
]);
