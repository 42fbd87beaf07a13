import { BILLING_API } from '../../../../billing/contracts/api.ts';
import { requireActor, type CommandContext, type CommandHandler } from '../../../../shared/kernel/bus.ts';
import { PLATFORM } from '../../../../shared/kernel/tokens.ts';
import { handlesCommand, http, UsesDependencies } from '../../../../shared/kernel/use-case.ts';
import { addTaskSchema, pipelineTaskSchema, type PipelineTask as PipelineTaskView } from '../../../contracts/pipeline.ts';
import { PipelineActivity } from '../../../domain/pipeline-activity.entity.ts';
import { PipelineTask } from '../../../domain/pipeline-task.entity.ts';
import { byCardId, LEADS_TAG } from '../../http.ts';
import { assertCanEdit, findOwnCard } from '../../pipeline.ts';
import { AddPipelineTask } from './add-pipeline-task.command.ts';

type Input = { cardId: string; title: string; dueAt: string };

const needs = { clock: PLATFORM.Clock, billing: BILLING_API };

export class AddPipelineTaskHandler extends UsesDependencies<typeof needs> implements CommandHandler<Input, PipelineTaskView> {
  async execute({ cardId, title, dueAt }: Input, { em, actor }: CommandContext): Promise<PipelineTaskView> {
    const { clock, billing } = this.deps;
    const { userId } = requireActor(actor);
    await assertCanEdit(em, billing, userId);
    const card = await findOwnCard(em, userId, cardId);
    const now = clock.now();
    const task = PipelineTask.create(card.id, title, new Date(dueAt), now);
    em.persist([task, PipelineActivity.record(card.id, 'task-added', now, { to: title })]);
    card.updatedAt = now;
    await em.flush();
    return task.toView();
  }
}

export const addPipelineTask = handlesCommand(AddPipelineTask, needs, AddPipelineTaskHandler, [
  http(AddPipelineTask, {
    method: 'post',
    path: '/api/pipeline/cards/:id/tasks',
    tag: LEADS_TAG,
    summary: 'Add a task to a card',
    description: 'Due at a time with its offset; I am reminded when it falls due.',
    access: 'member',
    body: addTaskSchema,
    invalid: 'Invalid task',
    input: (request) => ({ ...request.body, ...byCardId(request) }),
    status: 201,
    response: pipelineTaskSchema,
    errors: [404],
  }),
]);
