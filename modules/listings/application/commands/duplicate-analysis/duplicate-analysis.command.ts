import { defineCommand } from '../../../../shared/kernel/bus.ts';
import type { SavedAnalysisView } from '../../../contracts/saved-analyses.ts';

/** Saves an unshared copy of one of the user's analyses, named "Copy of …", within the per-user limit. */
export const DuplicateAnalysis = defineCommand<{ id: string }, SavedAnalysisView>('listings.duplicate-analysis');
