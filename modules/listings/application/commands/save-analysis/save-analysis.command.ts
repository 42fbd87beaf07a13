import { defineCommand } from '../../../../shared/kernel/bus.ts';
import type { SaveAnalysisRequest, SavedAnalysisView } from '../../../contracts/saved-analyses.ts';

/** Saves a new analysis (name, strategy, inputs) for the signed-in user, up to the per-user limit. */
export const SaveAnalysis = defineCommand<SaveAnalysisRequest, SavedAnalysisView>('listings.save-analysis');
