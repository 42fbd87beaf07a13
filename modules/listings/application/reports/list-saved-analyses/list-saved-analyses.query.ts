import { defineQuery } from '../../../../shared/kernel/bus.ts';
import type { SavedAnalysisList } from '../../../contracts/saved-analyses.ts';

/** The signed-in user's saved analyses, most recently changed first, with their headline outputs. */
export const ListSavedAnalyses = defineQuery<void, SavedAnalysisList>('listings.list-saved-analyses');
