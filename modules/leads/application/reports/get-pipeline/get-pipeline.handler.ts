import type { SqlEntityManager as EntityManager } from '@mikro-orm/sql';
import { BILLING_API, type BillingApi } from '../../../../billing/contracts/api.ts';
import { requireActor, type QueryContext, type QueryHandler } from '../../../../shared/kernel/bus.ts';
import { PLATFORM } from '../../../../shared/kernel/tokens.ts';
import { answersQuery, http } from '../../../../shared/kernel/use-case.ts';
import { pipelineFilterSchema, pipelineSchema, type Pipeline, type PipelineFilter } from '../../../contracts/pipeline.ts';
import { LEADS_TAG } from '../../http.ts';
import { assertCanRead } from '../../pipeline.ts';
import { readPipeline } from '../../pipeline-views.ts';
import { GetPipeline } from './get-pipeline.query.ts';

/**
 * A Postgres report over the seller's own rows. A seller without a pipeline yet sees the seven
 * stages empty (nothing is written for a read); one whose plan dropped it reads it unchanged.
 */
export class GetPipelineHandler implements QueryHandler<PipelineFilter, Pipeline> {
  readonly #em: EntityManager;
  readonly #billing: BillingApi;

  constructor(em: EntityManager, billing: BillingApi) {
    this.#em = em;
    this.#billing = billing;
  }

  async execute(filter: PipelineFilter, { actor }: QueryContext): Promise<Pipeline> {
    const { userId } = requireActor(actor);
    const em = this.#em.fork();
    const { canEdit } = await assertCanRead(em, this.#billing, userId);
    return readPipeline(em, userId, filter, canEdit);
  }
}

export const getPipeline = answersQuery(
  GetPipeline,
  [PLATFORM.EntityManager, BILLING_API],
  (em, billing) => new GetPipelineHandler(em, billing),
  [
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
  ],
);
