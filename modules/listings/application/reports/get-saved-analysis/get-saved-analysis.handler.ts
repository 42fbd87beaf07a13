import type { SqlEntityManager as EntityManager } from '@mikro-orm/sql';
import { requireActor, type QueryContext, type QueryHandler } from '../../../../shared/kernel/bus.ts';
import type { PlatformSettings } from '../../../../shared/kernel/settings.ts';
import { PLATFORM } from '../../../../shared/kernel/tokens.ts';
import { answersQuery, http } from '../../../../shared/kernel/use-case.ts';
import type { SavedAnalysisView } from '../../../contracts/saved-analyses.ts';
import { findOwnAnalysis } from '../../own-analysis.ts';
import { toSavedAnalysisView } from '../../saved-analysis-views.ts';
import { GetSavedAnalysis } from './get-saved-analysis.query.ts';
import { savedAnalysisViewSchema } from '../../../contracts/saved-analysis-views.ts';
import { ANALYSES_TAG, byId } from '../../http.ts';

export class GetSavedAnalysisHandler implements QueryHandler<{ id: string }, SavedAnalysisView> {
  readonly #em: EntityManager;
  readonly #publicUrl: string;

  constructor(em: EntityManager, settings: PlatformSettings) {
    this.#em = em;
    this.#publicUrl = settings.publicUrl;
  }

  async execute({ id }: { id: string }, { actor }: QueryContext): Promise<SavedAnalysisView> {
    const analysis = await findOwnAnalysis(this.#em.fork(), requireActor(actor).userId, id);
    return toSavedAnalysisView(analysis, this.#publicUrl);
  }
}

export const getSavedAnalysis = answersQuery(
  GetSavedAnalysis,
  [PLATFORM.EntityManager, PLATFORM.Settings],
  (em, settings) => new GetSavedAnalysisHandler(em, settings),
  [
    http(GetSavedAnalysis, {
      method: 'get',
      path: '/api/analyses/:id',
      tag: ANALYSES_TAG,
      summary: 'A saved analysis',
      access: 'member',
      input: byId,
      response: savedAnalysisViewSchema,
      errors: [404],
    }),
  ],
);
