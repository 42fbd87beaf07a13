import { Router, type RequestHandler } from 'express';
import type { RateLimitRule } from '../../../modules/shared/kernel/rate-limit.ts';
import { openApiDocument } from './document.ts';
import { DEV_MAIL_OPERATIONS } from '../dev-mail.ts';
import { TEST_CHECKOUT_OPERATIONS } from '../test-checkout.ts';
import { routesOf, type ApiOperation } from './operation.ts';
import { referencePage } from './reference-page.ts';

const meta = routesOf('API');

/** These routes as the document lists them. */
export const OPENAPI_OPERATIONS: readonly ApiOperation[] = [
  meta('get', '/api/openapi.json', 'This document (OpenAPI 3.1)', 'public', { scopes: [], errors: [] }),
  meta('get', '/api/docs', 'A readable reference of this document', 'public', { produces: 'text/html', errors: [] }),
];

/**
 * The host's own routes (the modules' endpoints are declared with their use cases): this document, and
 * outside production the dev outbox's routes where it is mounted and the test checkout's where that
 * provider takes payments (no Stripe key).
 */
export function hostOperations({ devOutbox, testCheckout }: { devOutbox: boolean; testCheckout: boolean }): ApiOperation[] {
  return [...OPENAPI_OPERATIONS, ...(devOutbox ? DEV_MAIL_OPERATIONS : []), ...(testCheckout ? TEST_CHECKOUT_OPERATIONS : [])];
}

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
