import type { CommandContext, CommandHandler } from '../../../../shared/kernel/bus.ts';
import { PLATFORM } from '../../../../shared/kernel/tokens.ts';
import { handlesCommand, UsesDependencies } from '../../../../shared/kernel/use-case.ts';
import { PipelineTaskDue } from '../../../contracts/events.ts';
import { RemindDueTasks } from './remind-due-tasks.command.ts';

const BATCH = 500;

/**
 * Marks the open tasks fallen due as reminded and publishes one event each, in one transaction: a
 * task is announced once. Locked with `skip locked`, so hosts running the job at once share the tasks.
 */
const REMIND_DUE = `
  update leads.pipeline_tasks t set reminded_at = ?
  from leads.pipeline_cards c
  where c.id = t.card_id and t.id in (
    select id from leads.pipeline_tasks
    where done_at is null and reminded_at is null and due_at <= ?
    order by due_at
    limit ${BATCH}
    for update skip locked
  )
  returning t.id, t.card_id, t.title, t.due_at, c.seller_id, c.title as card_title`;

interface DueRow {
  id: string;
  card_id: string;
  title: string;
  due_at: Date | string;
  seller_id: string;
  card_title: string;
}

const needs = { clock: PLATFORM.Clock };

export class RemindDueTasksHandler extends UsesDependencies<typeof needs> implements CommandHandler<void, number> {
  async execute(_input: void, { em, publish }: CommandContext): Promise<number> {
    const now = this.deps.clock.now();
    const due = await em.execute<DueRow[]>(REMIND_DUE, [now, now]);
    for (const task of due) {
      publish(
        PipelineTaskDue.create(task.id, {
          sellerId: task.seller_id,
          taskId: task.id,
          cardId: task.card_id,
          title: task.title,
          dueAt: new Date(task.due_at).toISOString(),
          cardTitle: task.card_title,
        }),
      );
    }
    return due.length;
  }
}

export const remindDueTasks = handlesCommand(RemindDueTasks, needs, RemindDueTasksHandler);
