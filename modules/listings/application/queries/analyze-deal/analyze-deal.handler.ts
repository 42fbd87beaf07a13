import type { QueryHandler } from '../../../../shared/kernel/bus.ts';
import { answersQuery, http } from '../../../../shared/kernel/use-case.ts';
import {
  ANALYSIS_INPUT_SCHEMAS,
  analyze,
  isStrategy,
  STRATEGIES,
  type AnalysisRequest,
  type AnalysisResponse,
} from '../../../contracts/deal-math/index.ts';
import { analysisResponseSchema } from '../../../contracts/analysis-results.ts';
import { AnalyzeDeal } from './analyze-deal.query.ts';
import { NotFoundError } from '../../../../shared/kernel/errors.ts';
import { parseInput } from '../../../../shared/kernel/validation.ts';
import { ANALYSES_TAG } from '../../http.ts';

/** Runs the shared deal math on an input its schema has already parsed; reads and writes nothing. */
export class AnalyzeDealHandler implements QueryHandler<AnalysisRequest, AnalysisResponse> {
  async execute(request: AnalysisRequest): Promise<AnalysisResponse> {
    return { strategy: request.strategy, input: request.input, result: analyze(request.strategy, request.input) } as AnalysisResponse;
  }
}

export const analyzeDeal = answersQuery(AnalyzeDeal, {}, AnalyzeDealHandler, [
  http(AnalyzeDeal, {
    method: 'post',
    path: '/api/analysis/:strategy',
    tag: ANALYSES_TAG,
    summary: 'Run the deal calculator for a strategy',
    description: `Pure computation, open to visitors. \`strategy\`: ${STRATEGIES.join(', ')}; the body is that strategy's inputs.`,
    access: 'public',
    // the body's schema depends on the strategy: an unknown strategy is a 404 before the body is read
    input: ({ params, body }) => {
      const { strategy } = params;
      if (!isStrategy(strategy))
        throw new NotFoundError(`Unknown analysis strategy "${strategy}": use ${STRATEGIES.join(', ')}`, 'unknown_strategy');
      return { strategy, input: parseInput(ANALYSIS_INPUT_SCHEMAS[strategy], body, 'Invalid deal analysis input') } as AnalysisRequest;
    },
    response: analysisResponseSchema,
    errors: [404],
  }),
]);
