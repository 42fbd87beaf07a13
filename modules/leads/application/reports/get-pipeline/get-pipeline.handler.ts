import { BILLING_API } from '../../../../billing/contracts/api.ts';
import { requireActor, type QueryContext, type QueryHandler } from '../../../../shared/kernel/bus.ts';
import { PLATFORM } from '../../../../shared/kernel/tokens.ts';
import { answersQuery, http, UsesDependencies } from '../../../../shared/kernel/use-case.ts';
import { pipelineFilterSchema, pipelineSchema, type Pipeline, type PipelineFilter } from '../../../contracts/pipeline.ts';
import { LEADS_TAG } from '../../http.ts';
import { assertCanRead } from '../../pipeline.ts';
import { readPipeline } from '../../pipeline-views.ts';
import { GetPipeline } from './get-pipeline.query.ts';

const needs = { em: PLATFORM.EntityManager, billing: BILLING_API };

/**
 * A Postgres report over the seller's own rows. A seller without a pipeline yet sees the seven
 * stages empty (nothing is written for a read); one whose plan dropped it reads it unchanged.
 */
export class GetPipelineHandler extends UsesDependencies<typeof needs> implements QueryHandler<PipelineFilter, Pipeline> {
  async execute(filter: PipelineFilter, { actor }: QueryContext): Promise<Pipeline> {
    const { userId } = requireActor(actor);
    const em = this.deps.em.fork();
    const { canEdit } = await assertCanRead(em, this.deps.billing, userId);
    return readPipeline(em, userId, filter, canEdit);
  }
}

export const getPipeline = answersQuery(GetPipeline, needs, GetPipelineHandler, [
  http(GetPipeline, {
    method: 'get',
    path: '/api/pipeline',
    tag: LEADS_TAG,
    summary: 'My deal pipeline',
    description:
      'The stages in order, each with its cards (filtered); readable after a downgrade, 403 `upgradeRequired` for one never had.',
    access: 'member',
    scopes: ['leads:read'],
    query: pipelineFilterSchema,
    invalid: 'Invalid pipeline filter',
    input: ({ query }) => query,
    response: pipelineSchema,
    errors: [403],
    cacheControl: 'no-store',
  }),
]);
