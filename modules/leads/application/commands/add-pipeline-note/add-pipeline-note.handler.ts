import { BILLING_API } from '../../../../billing/contracts/api.ts';
import { requireActor, type CommandContext, type CommandHandler } from '../../../../shared/kernel/bus.ts';
import { PLATFORM } from '../../../../shared/kernel/tokens.ts';
import { handlesCommand, http, UsesDependencies } from '../../../../shared/kernel/use-case.ts';
import { addNoteSchema, pipelineNoteSchema, type PipelineNote as PipelineNoteView } from '../../../contracts/pipeline.ts';
import { PipelineActivity } from '../../../domain/pipeline-activity.entity.ts';
import { PipelineNote } from '../../../domain/pipeline-note.entity.ts';
import { byCardId, LEADS_TAG } from '../../http.ts';
import { assertCanEdit, findOwnCard } from '../../pipeline.ts';
import { AddPipelineNote } from './add-pipeline-note.command.ts';

const needs = { clock: PLATFORM.Clock, billing: BILLING_API };

export class AddPipelineNoteHandler
  extends UsesDependencies<typeof needs>
  implements CommandHandler<{ cardId: string; body: string }, PipelineNoteView>
{
  async execute({ cardId, body }: { cardId: string; body: string }, { em, actor }: CommandContext): Promise<PipelineNoteView> {
    const { clock, billing } = this.deps;
    const { userId } = requireActor(actor);
    await assertCanEdit(em, billing, userId);
    const card = await findOwnCard(em, userId, cardId);
    const now = clock.now();
    const note = PipelineNote.create(card.id, body, now);
    em.persist([note, PipelineActivity.record(card.id, 'note-added', now)]);
    card.updatedAt = now;
    await em.flush();
    return note.toView();
  }
}

export const addPipelineNote = handlesCommand(AddPipelineNote, needs, AddPipelineNoteHandler, [
  http(AddPipelineNote, {
    method: 'post',
    path: '/api/pipeline/cards/:id/notes',
    tag: LEADS_TAG,
    summary: 'Add a note to a card',
    access: 'member',
    body: addNoteSchema,
    invalid: 'Invalid note',
    input: (request) => ({ ...byCardId(request), body: request.body.body }),
    status: 201,
    response: pipelineNoteSchema,
    errors: [404],
  }),
]);
