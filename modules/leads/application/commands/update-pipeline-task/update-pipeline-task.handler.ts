import { BILLING_API, type BillingApi } from '../../../../billing/contracts/api.ts';
import { requireActor, type CommandContext, type CommandHandler } from '../../../../shared/kernel/bus.ts';
import type { Clock } from '../../../../shared/kernel/clock.ts';
import { PLATFORM } from '../../../../shared/kernel/tokens.ts';
import { handlesCommand, http } from '../../../../shared/kernel/use-case.ts';
import { pipelineTaskSchema, updateTaskSchema, type PipelineTask as PipelineTaskView } from '../../../contracts/pipeline.ts';
import { PipelineActivity } from '../../../domain/pipeline-activity.entity.ts';
import { byTaskId, LEADS_TAG } from '../../http.ts';
import { assertCanEdit, findOwnTask } from '../../pipeline.ts';
import { UpdatePipelineTask, type UpdatePipelineTaskInput } from './update-pipeline-task.command.ts';

export class UpdatePipelineTaskHandler implements CommandHandler<UpdatePipelineTaskInput, PipelineTaskView> {
  readonly #clock: Clock;
  readonly #billing: BillingApi;

  constructor(clock: Clock, billing: BillingApi) {
    this.#clock = clock;
    this.#billing = billing;
  }

  async execute({ taskId, done, title, dueAt }: UpdatePipelineTaskInput, { em, actor }: CommandContext): Promise<PipelineTaskView> {
    const { userId } = requireActor(actor);
    await assertCanEdit(em, this.#billing, userId);
    const { task, card } = await findOwnTask(em, userId, taskId);
    const now = this.#clock.now();
    if (title !== undefined) task.title = title;
    if (dueAt !== undefined) task.reschedule(new Date(dueAt));
    if (done !== undefined && task.markDone(done, now))
      em.persist(PipelineActivity.record(card.id, done ? 'task-done' : 'task-reopened', now, { to: task.title }));
    card.updatedAt = now;
    await em.flush();
    return task.toView();
  }
}

export const updatePipelineTask = handlesCommand(
  UpdatePipelineTask,
  [PLATFORM.Clock, BILLING_API],
  (clock, billing) => new UpdatePipelineTaskHandler(clock, billing),
  [
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
  ],
);
