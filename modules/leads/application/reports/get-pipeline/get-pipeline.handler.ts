import type { SqlEntityManager as EntityManager } from '@mikro-orm/sql';
import { BILLING_API, type BillingApi } from '../../../../billing/contracts/api.ts';
import { requireActor, type QueryContext, type QueryHandler } from '../../../../shared/kernel/bus.ts';
import { PLATFORM } from '../../../../shared/kernel/tokens.ts';
import { answersQuery } from '../../../../shared/kernel/use-case.ts';
import type { Pipeline, PipelineFilter } from '../../../contracts/pipeline.ts';
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
);
