import { defineQuery } from '../../../../shared/kernel/bus.ts';
import type { SharedAnalysisView } from '../../../contracts/saved-analyses.ts';

/** What a share link shows, to anyone (signed in or not): the analysis read-only, nothing about its owner. */
export const GetSharedAnalysis = defineQuery<{ token: string }, SharedAnalysisView>('listings.get-shared-analysis');
