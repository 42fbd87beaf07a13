import { defineEntity, p } from '@mikro-orm/core';
import { newId } from '../../shared/kernel/ids.ts';
import type { PipelineTask as PipelineTaskView } from '../contracts/pipeline.ts';

/**
 * Something to do about a card by a time. Its seller is reminded once when it falls due (`remindedAt`,
 * set by the `leads.remind-due-tasks` job); a new due time makes a new reminder.
 */
const PipelineTaskSchema = defineEntity({
  name: 'PipelineTask',
  schema: 'leads',
  tableName: 'pipeline_tasks',
  indexes: [
    { name: 'pipeline_tasks_card_index', properties: ['cardId', 'dueAt'] },
    // the reminder job's work: open tasks not yet reminded, by due time
    { name: 'pipeline_tasks_due_index', properties: ['dueAt'], where: { doneAt: null, remindedAt: null } },
  ],
  properties: {
    id: p.uuid().primary(),
    cardId: p.uuid(),
    title: p.text(),
    dueAt: p.datetime(),
    doneAt: p.datetime().nullable(),
    remindedAt: p.datetime().nullable(),
    createdAt: p.datetime(),
  },
});

export class PipelineTask extends PipelineTaskSchema.class {
  static create(cardId: string, title: string, dueAt: Date, now: Date): PipelineTask {
    const task = new PipelineTask();
    task.id = newId(now.getTime());
    task.cardId = cardId;
    task.title = title;
    task.dueAt = dueAt;
    task.doneAt = null;
    task.remindedAt = null;
    task.createdAt = now;
    return task;
  }

  /** Answers whether this changed anything. */
  markDone(done: boolean, now: Date): boolean {
    if (done === (this.doneAt !== null && this.doneAt !== undefined)) return false;
    this.doneAt = done ? now : null;
    return true;
  }

  /** A new due time is a new reminder. */
  reschedule(dueAt: Date): void {
    if (this.dueAt.getTime() === dueAt.getTime()) return;
    this.dueAt = dueAt;
    this.remindedAt = null;
  }

  toView(): PipelineTaskView {
    return {
      id: this.id,
      cardId: this.cardId,
      title: this.title,
      dueAt: this.dueAt.toISOString(),
      doneAt: this.doneAt?.toISOString() ?? null,
      createdAt: this.createdAt.toISOString(),
    };
  }
}
PipelineTaskSchema.setClass(PipelineTask);
export { PipelineTaskSchema };
