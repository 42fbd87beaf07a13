import { defineCommand } from '../../../../shared/kernel/bus.ts';
import type { SavedAnalysisView, UpdateAnalysisRequest } from '../../../contracts/saved-analyses.ts';

export interface UpdateAnalysisInput {
  id: string;
  changes: UpdateAnalysisRequest;
}

/** Renames an analysis, replaces its inputs (same strategy), or both; only its owner may. */
export const UpdateAnalysis = defineCommand<UpdateAnalysisInput, SavedAnalysisView>('listings.update-analysis');
