import type { QueryHandler } from '../../../../shared/kernel/bus.ts';
import { answersQuery } from '../../../../shared/kernel/use-case.ts';
import { analyze, type AnalysisRequest, type AnalysisResponse } from '../../../contracts/deal-math/index.ts';
import { AnalyzeDeal } from './analyze-deal.query.ts';

/** Runs the shared deal math on an input its schema has already parsed; reads and writes nothing. */
export class AnalyzeDealHandler implements QueryHandler<AnalysisRequest, AnalysisResponse> {
  async execute(request: AnalysisRequest): Promise<AnalysisResponse> {
    return { strategy: request.strategy, input: request.input, result: analyze(request.strategy, request.input) } as AnalysisResponse;
  }
}

export const analyzeDeal = answersQuery(AnalyzeDeal, [], () => new AnalyzeDealHandler());
