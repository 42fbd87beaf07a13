import type { QueryHandler } from '../../../../shared/kernel/bus.ts';
import { PLATFORM } from '../../../../shared/kernel/tokens.ts';
import { answersQuery, UsesDependencies } from '../../../../shared/kernel/use-case.ts';
import { shareTokenSchema, type SharedAnalysisView } from '../../../contracts/saved-analyses.ts';
import { SavedAnalysis } from '../../../domain/saved-analysis.entity.ts';
import { SharedAnalysisNotFoundError } from '../../../domain/saved-analysis.errors.ts';
import { toSharedAnalysisView } from '../../saved-analysis-views.ts';
import { GetSharedAnalysis } from './get-shared-analysis.query.ts';

const needs = { em: PLATFORM.EntityManager };

export class GetSharedAnalysisHandler
  extends UsesDependencies<typeof needs>
  implements QueryHandler<{ token: string }, SharedAnalysisView>
{
  async execute({ token }: { token: string }): Promise<SharedAnalysisView> {
    const analysis = shareTokenSchema.safeParse(token).success
      ? await this.deps.em.fork().findOne(SavedAnalysis, { shareToken: token })
      : null;
    if (!analysis) throw new SharedAnalysisNotFoundError();
    return toSharedAnalysisView(analysis);
  }
}

export const getSharedAnalysis = answersQuery(GetSharedAnalysis, needs, GetSharedAnalysisHandler);
