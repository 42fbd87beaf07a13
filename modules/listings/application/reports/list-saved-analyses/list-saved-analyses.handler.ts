import { requireActor, type QueryContext, type QueryHandler } from '../../../../shared/kernel/bus.ts';
import { PLATFORM } from '../../../../shared/kernel/tokens.ts';
import { answersQuery, http, UsesDependencies } from '../../../../shared/kernel/use-case.ts';
import { MAX_SAVED_ANALYSES, type SavedAnalysisList } from '../../../contracts/saved-analyses.ts';
import { SavedAnalysis } from '../../../domain/saved-analysis.entity.ts';
import { toSavedAnalysisSummary } from '../../saved-analysis-views.ts';
import { ListSavedAnalyses } from './list-saved-analyses.query.ts';
import { savedAnalysisListSchema } from '../../../contracts/saved-analysis-views.ts';
import { ANALYSES_TAG } from '../../http.ts';

const needs = { em: PLATFORM.EntityManager };

/** A Postgres-backed read (a per-user table, not a projection): docs/architecture.md's `reports/`. */
export class ListSavedAnalysesHandler extends UsesDependencies<typeof needs> implements QueryHandler<void, SavedAnalysisList> {
  async execute(_input: void, { actor }: QueryContext): Promise<SavedAnalysisList> {
    const { userId } = requireActor(actor);
    const analyses = await this.deps.em
      .fork()
      .find(SavedAnalysis, { ownerId: userId }, { orderBy: { updatedAt: 'desc', id: 'desc' }, limit: MAX_SAVED_ANALYSES });
    return { analyses: analyses.map(toSavedAnalysisSummary), limit: MAX_SAVED_ANALYSES };
  }
}

export const listSavedAnalyses = answersQuery(ListSavedAnalyses, needs, ListSavedAnalysesHandler, [
  http(ListSavedAnalyses, {
    method: 'get',
    path: '/api/analyses',
    tag: ANALYSES_TAG,
    summary: 'My saved analyses',
    access: 'member',
    input: () => undefined,
    response: savedAnalysisListSchema,
  }),
]);
