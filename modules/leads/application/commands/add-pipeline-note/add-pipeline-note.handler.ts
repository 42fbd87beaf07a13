import { BILLING_API, type BillingApi } from '../../../../billing/contracts/api.ts';
import { requireActor, type CommandContext, type CommandHandler } from '../../../../shared/kernel/bus.ts';
import type { Clock } from '../../../../shared/kernel/clock.ts';
import { PLATFORM } from '../../../../shared/kernel/tokens.ts';
import { handlesCommand, http } from '../../../../shared/kernel/use-case.ts';
import { addNoteSchema, pipelineNoteSchema, type PipelineNote as PipelineNoteView } from '../../../contracts/pipeline.ts';
import { PipelineActivity } from '../../../domain/pipeline-activity.entity.ts';
import { PipelineNote } from '../../../domain/pipeline-note.entity.ts';
import { byCardId, LEADS_TAG } from '../../http.ts';
import { assertCanEdit, findOwnCard } from '../../pipeline.ts';
import { AddPipelineNote } from './add-pipeline-note.command.ts';

export class AddPipelineNoteHandler implements CommandHandler<{ cardId: string; body: string }, PipelineNoteView> {
  readonly #clock: Clock;
  readonly #billing: BillingApi;

  constructor(clock: Clock, billing: BillingApi) {
    this.#clock = clock;
    this.#billing = billing;
  }

  async execute({ cardId, body }: { cardId: string; body: string }, { em, actor }: CommandContext): Promise<PipelineNoteView> {
    const { userId } = requireActor(actor);
    await assertCanEdit(em, this.#billing, userId);
    const card = await findOwnCard(em, userId, cardId);
    const now = this.#clock.now();
    const note = PipelineNote.create(card.id, body, now);
    em.persist([note, PipelineActivity.record(card.id, 'note-added', now)]);
    card.updatedAt = now;
    await em.flush();
    return note.toView();
  }
}

export const addPipelineNote = handlesCommand(
  AddPipelineNote,
  [PLATFORM.Clock, BILLING_API],
  (clock, billing) => new AddPipelineNoteHandler(clock, billing),
  [
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
  ],
);
