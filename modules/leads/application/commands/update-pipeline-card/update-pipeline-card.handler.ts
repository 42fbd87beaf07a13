import { BILLING_API } from '../../../../billing/contracts/api.ts';
import { requireActor, type CommandContext, type CommandHandler } from '../../../../shared/kernel/bus.ts';
import { PLATFORM } from '../../../../shared/kernel/tokens.ts';
import { handlesCommand, http, UsesDependencies } from '../../../../shared/kernel/use-case.ts';
import { pipelineCardDetailsSchema, updateCardSchema, type PipelineCardDetails } from '../../../contracts/pipeline.ts';
import { PipelineActivity } from '../../../domain/pipeline-activity.entity.ts';
import { PipelineCard } from '../../../domain/pipeline-card.entity.ts';
import { PipelineCardNotFoundError } from '../../../domain/pipeline.errors.ts';
import { indexAmong, placeAt } from '../../../domain/pipeline-position.ts';
import { byCardId, LEADS_TAG } from '../../http.ts';
import { assertCanEdit, ensureStages, findOwnCard, stageNames } from '../../pipeline.ts';
import { readCardDetails } from '../../pipeline-views.ts';
import { UpdatePipelineCard, type UpdatePipelineCardInput } from './update-pipeline-card.command.ts';

const needs = { clock: PLATFORM.Clock, billing: BILLING_API };

/**
 * Moves and renames a card, each change with its line in the card's history (a move within a stage
 * reorders without one). Where it goes: before `beforeId`, at index `position`, or at the end of the
 * stage it changes to; a stage change alone keeps nothing of the old place.
 */
export class UpdatePipelineCardHandler
  extends UsesDependencies<typeof needs>
  implements CommandHandler<UpdatePipelineCardInput, PipelineCardDetails>
{
  async execute(
    { cardId, stageId, beforeId, position, title }: UpdatePipelineCardInput,
    { em, actor }: CommandContext,
  ): Promise<PipelineCardDetails> {
    const { clock, billing } = this.deps;
    const { userId } = requireActor(actor);
    await assertCanEdit(em, billing, userId);
    const card = await findOwnCard(em, userId, cardId);
    await ensureStages(em, userId);
    const names = await stageNames(em, userId);
    const now = clock.now();
    let changed = false;

    if (title !== undefined && title !== card.title) {
      em.persist(PipelineActivity.record(card.id, 'renamed', now, { from: card.title, to: title }));
      card.title = title;
      changed = true;
    }

    const target = stageId ?? card.stage;
    const moving = stageId !== undefined || beforeId !== undefined || position !== undefined;
    if (moving) {
      const peers = await em.find(
        PipelineCard,
        { sellerId: userId, stage: target, id: { $ne: card.id } },
        { orderBy: { position: 'asc', id: 'asc' } },
      );
      let index: number;
      if (beforeId) {
        index = peers.findIndex((peer) => peer.id === beforeId);
        if (index < 0) throw new PipelineCardNotFoundError('The card to go before is not in that stage');
      } else if (position !== undefined) {
        index = Math.min(position, peers.length);
      } else if (beforeId === null || target !== card.stage) {
        index = peers.length;
      } else {
        index = indexAmong(card, peers);
      }
      const sameStage = target === card.stage;
      if (!sameStage || index !== indexAmong(card, peers)) {
        placeAt(card, peers, index);
        if (!sameStage) {
          em.persist(PipelineActivity.record(card.id, 'moved', now, { from: names[card.stage], to: names[target] }));
          card.stage = target;
        }
        changed = true;
      }
    }

    if (changed) card.updatedAt = now;
    await em.flush();
    return (await readCardDetails(em, userId, card.id, true))!;
  }
}

export const updatePipelineCard = handlesCommand(UpdatePipelineCard, needs, UpdatePipelineCardHandler, [
  http(UpdatePipelineCard, {
    method: 'patch',
    path: '/api/pipeline/cards/:id',
    tag: LEADS_TAG,
    summary: 'Move or edit a pipeline card',
    description: 'To another stage, before another card (`beforeId`) or at an index (`position`), and/or a new title.',
    access: 'member',
    body: updateCardSchema,
    invalid: 'Invalid card change',
    input: (request) => ({ ...request.body, ...byCardId(request) }),
    response: pipelineCardDetailsSchema,
    errors: [404],
  }),
]);
