import { defineQuery } from '../../../../shared/kernel/bus.ts';
import type { AnalysisRequest, AnalysisResponse } from '../../../contracts/deal-math/index.ts';

/** The deal calculator behind `POST /api/analysis/:strategy`: pure computation, open to visitors. */
export const AnalyzeDeal = defineQuery<AnalysisRequest, AnalysisResponse>('listings.analyze-deal');
