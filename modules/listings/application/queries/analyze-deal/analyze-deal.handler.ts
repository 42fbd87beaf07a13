import type { QueryHandler } from '../../../../shared/kernel/bus.ts';
import { analyze, type AnalysisRequest, type AnalysisResponse } from '../../../contracts/deal-math/index.ts';

/** Runs the shared deal math on an input its schema has already parsed; reads and writes nothing. */
export class AnalyzeDealHandler implements QueryHandler<AnalysisRequest, AnalysisResponse> {
  async execute(request: AnalysisRequest): Promise<AnalysisResponse> {
    return { strategy: request.strategy, input: request.input, result: analyze(request.strategy, request.input) } as AnalysisResponse;
  }
}
