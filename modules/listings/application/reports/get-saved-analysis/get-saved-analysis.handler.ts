import { requireActor, type QueryContext, type QueryHandler } from '../../../../shared/kernel/bus.ts';
import { PLATFORM } from '../../../../shared/kernel/tokens.ts';
import { answersQuery, http, UsesDependencies } from '../../../../shared/kernel/use-case.ts';
import type { SavedAnalysisView } from '../../../contracts/saved-analyses.ts';
import { findOwnAnalysis } from '../../own-analysis.ts';
import { toSavedAnalysisView } from '../../saved-analysis-views.ts';
import { GetSavedAnalysis } from './get-saved-analysis.query.ts';
import { savedAnalysisViewSchema } from '../../../contracts/saved-analysis-views.ts';
import { ANALYSES_TAG, byId } from '../../http.ts';

const needs = { em: PLATFORM.EntityManager, settings: PLATFORM.Settings };

export class GetSavedAnalysisHandler extends UsesDependencies<typeof needs> implements QueryHandler<{ id: string }, SavedAnalysisView> {
  get #publicUrl() {
    return this.deps.settings.publicUrl;
  }

  async execute({ id }: { id: string }, { actor }: QueryContext): Promise<SavedAnalysisView> {
    const analysis = await findOwnAnalysis(this.deps.em.fork(), requireActor(actor).userId, id);
    return toSavedAnalysisView(analysis, this.#publicUrl);
  }
}

export const getSavedAnalysis = answersQuery(GetSavedAnalysis, needs, GetSavedAnalysisHandler, [
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
]);
