import { endpoint } from '../../shared/kernel/endpoint.ts';
import { ANALYSES_TAG } from '../application/http.ts';
import { GetSharedAnalysis } from '../application/reports/get-shared-analysis/get-shared-analysis.query.ts';
import { sharedAnalysisViewSchema } from '../contracts/saved-analysis-views.ts';

/** A saved analysis's read-only share link (anyone's): its answer carries `X-Robots-Tag`. */
export const sharedAnalysisEndpoint = endpoint({
  method: 'get',
  path: '/api/shared-analyses/:token',
  tag: ANALYSES_TAG,
  summary: 'A shared analysis',
  access: 'public',
  response: sharedAnalysisViewSchema,
  errors: [404],
  handle: async ({ actor }, req, res, { queries }) => {
    const shared = await queries.ask(GetSharedAnalysis, { token: String(req.params.token) }, actor);
    // a revoked link must stop showing the analysis at once, and share pages stay out of search engines
    res.set({ 'Cache-Control': 'no-store', 'X-Robots-Tag': 'noindex' }).json(shared);
  },
});
