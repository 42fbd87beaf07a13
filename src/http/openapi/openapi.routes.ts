import { Router, type RequestHandler } from 'express';
import type { RateLimitRule } from '../../../modules/shared/kernel/rate-limit.ts';
import { openApiDocument } from './document.ts';
import type { ApiOperation } from './operation.ts';
import { referencePage } from './reference-page.ts';

/** per client address: the document is built once, but it is large */
export const OPENAPI_RATE_LIMIT: RateLimitRule = { name: 'api:openapi:address', limit: 60, windowSeconds: 60 };

/** `GET /api/openapi.json` and its readable reference `GET /api/docs` of the host's `operations`, built once at start. */
export function openApiRouter({
  operations,
  publicUrl,
  rateLimit,
}: {
  operations: readonly ApiOperation[];
  publicUrl: string;
  rateLimit: RequestHandler;
}): Router {
  const document = openApiDocument(operations, publicUrl);
  const body = JSON.stringify(document);
  const page = referencePage(document);
  const router = Router();
  router.get('/api/openapi.json', rateLimit, (_req, res) => {
    res.set('Cache-Control', 'public, max-age=300').type('application/json').send(body);
  });
  router.get('/api/docs', rateLimit, (_req, res) => {
    res.set('Cache-Control', 'public, max-age=300').type('html').send(page);
  });
  return router;
}
