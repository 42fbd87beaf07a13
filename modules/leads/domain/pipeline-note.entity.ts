import { defineEntity, p } from '@mikro-orm/core';
import { newId } from '../../shared/kernel/ids.ts';
import type { PipelineNote as PipelineNoteView } from '../contracts/pipeline.ts';

/** A seller's plain-text note on a card, kept as written. */
const PipelineNoteSchema = defineEntity({
  name: 'PipelineNote',
  schema: 'leads',
  tableName: 'pipeline_notes',
  indexes: [{ name: 'pipeline_notes_card_index', properties: ['cardId', 'createdAt'] }],
  properties: {
    id: p.uuid().primary(),
    cardId: p.uuid(),
    body: p.text(),
    createdAt: p.datetime(),
  },
});

export class PipelineNote extends PipelineNoteSchema.class {
  static create(cardId: string, body: string, now: Date): PipelineNote {
    const note = new PipelineNote();
    note.id = newId(now.getTime());
    note.cardId = cardId;
    note.body = body;
    note.createdAt = now;
    return note;
  }

  toView(): PipelineNoteView {
    return { id: this.id, cardId: this.cardId, body: this.body, createdAt: this.createdAt.toISOString() };
  }
}
PipelineNoteSchema.setClass(PipelineNote);
export { PipelineNoteSchema };
