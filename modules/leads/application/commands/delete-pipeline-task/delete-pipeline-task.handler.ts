import { BILLING_API, type BillingApi } from '../../../../billing/contracts/api.ts';
import { requireActor, type CommandContext, type CommandHandler } from '../../../../shared/kernel/bus.ts';
import type { Clock } from '../../../../shared/kernel/clock.ts';
import { PLATFORM } from '../../../../shared/kernel/tokens.ts';
import { handlesCommand, http } from '../../../../shared/kernel/use-case.ts';
import { PipelineActivity } from '../../../domain/pipeline-activity.entity.ts';
import { byTaskId, LEADS_TAG } from '../../http.ts';
import { assertCanEdit, findOwnTask } from '../../pipeline.ts';
import { DeletePipelineTask } from './delete-pipeline-task.command.ts';

export class DeletePipelineTaskHandler implements CommandHandler<{ taskId: string }, void> {
  readonly #clock: Clock;
  readonly #billing: BillingApi;

  constructor(clock: Clock, billing: BillingApi) {
    this.#clock = clock;
    this.#billing = billing;
  }

  async execute({ taskId }: { taskId: string }, { em, actor }: CommandContext): Promise<void> {
    const { userId } = requireActor(actor);
    await assertCanEdit(em, this.#billing, userId);
    const { task, card } = await findOwnTask(em, userId, taskId);
    const now = this.#clock.now();
    em.remove(task);
    em.persist(PipelineActivity.record(card.id, 'task-deleted', now, { to: task.title }));
    card.updatedAt = now;
    await em.flush();
  }
}

export const deletePipelineTask = handlesCommand(
  DeletePipelineTask,
  [PLATFORM.Clock, BILLING_API],
  (clock, billing) => new DeletePipelineTaskHandler(clock, billing),
  [
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
  ],
);
