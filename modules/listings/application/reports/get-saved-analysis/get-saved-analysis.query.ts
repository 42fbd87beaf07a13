import { defineQuery } from '../../../../shared/kernel/bus.ts';
import type { SavedAnalysisView } from '../../../contracts/saved-analyses.ts';

/** One of the signed-in user's analyses with every output; anyone else's answers 404. */
export const GetSavedAnalysis = defineQuery<{ id: string }, SavedAnalysisView>('listings.get-saved-analysis');
