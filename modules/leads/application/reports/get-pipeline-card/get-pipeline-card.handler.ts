import { BILLING_API } from '../../../../billing/contracts/api.ts';
import { requireActor, type QueryContext, type QueryHandler } from '../../../../shared/kernel/bus.ts';
import { PLATFORM } from '../../../../shared/kernel/tokens.ts';
import { answersQuery, http, UsesDependencies } from '../../../../shared/kernel/use-case.ts';
import { pipelineCardDetailsSchema, type PipelineCardDetails } from '../../../contracts/pipeline.ts';
import { PipelineCardNotFoundError } from '../../../domain/pipeline.errors.ts';
import { byCardId, LEADS_TAG } from '../../http.ts';
import { assertCanRead } from '../../pipeline.ts';
import { readCardDetails } from '../../pipeline-views.ts';
import { GetPipelineCard } from './get-pipeline-card.query.ts';

const needs = { em: PLATFORM.EntityManager, billing: BILLING_API };

export class GetPipelineCardHandler
  extends UsesDependencies<typeof needs>
  implements QueryHandler<{ cardId: string }, PipelineCardDetails>
{
  async execute({ cardId }: { cardId: string }, { actor }: QueryContext): Promise<PipelineCardDetails> {
    const { userId } = requireActor(actor);
    const em = this.deps.em.fork();
    const { canEdit } = await assertCanRead(em, this.deps.billing, userId);
    const details = await readCardDetails(em, userId, cardId, canEdit);
    if (!details) throw new PipelineCardNotFoundError();
    return details;
  }
}

export const getPipelineCard = answersQuery(GetPipelineCard, needs, GetPipelineCardHandler, [
  http(GetPipelineCard, {
    method: 'get',
    path: '/api/pipeline/cards/:id',
    tag: LEADS_TAG,
    summary: "A pipeline card's details",
    description: 'With its notes, tasks and history.',
    access: 'member',
    scopes: ['leads:read'],
    input: byCardId,
    response: pipelineCardDetailsSchema,
    errors: [403, 404],
    cacheControl: 'no-store',
  }),
]);
