import { defineCommand } from '../../../../shared/kernel/bus.ts';
import type { SavedAnalysisView } from '../../../contracts/saved-analyses.ts';

export interface ShareAnalysisInput {
  id: string;
  /** true: create the read-only link (or keep the existing one); false: revoke it */
  shared: boolean;
}

/** Creates or revokes the read-only share link of one of the user's analyses. */
export const ShareAnalysis = defineCommand<ShareAnalysisInput, SavedAnalysisView>('listings.share-analysis');
