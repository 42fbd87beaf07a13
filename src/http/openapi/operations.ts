import { testCheckoutPaidSchema, testCheckoutSchema } from '../../../modules/billing/contracts/http.ts';
import { routesOf, type ApiOperation } from './operation.ts';

const dev = routesOf('Development');
const meta = routesOf('API');

/**
 * Every `/api` route the host serves (an integration test enumerates the Express app and fails when one
 * is missing here), with the zod contracts it reads and answers. `scopes` marks the public API: the routes
 * an API key may call, and only with those scopes. The gate (`public-api.ts`) reads the same list.
 */
export const API_OPERATIONS: readonly ApiOperation[] = [
  meta('get', '/api/openapi.json', 'This document (OpenAPI 3.1)', 'public', { scopes: [] }),
  meta('get', '/api/docs', 'A readable reference of this document', 'public', { produces: 'text/html' }),

  // JV board

  // outside production
  dev('get', '/api/dev/mail', "The dev outbox's mail", 'dev'),
  dev('post', '/api/dev/jobs/:name/run', 'Run a timed job now, as of a given time', 'dev'),
  dev('get', '/api/payments/test-checkout/:id', "The built-in test provider's checkout", 'dev', { response: testCheckoutSchema }),
  dev('post', '/api/payments/test-checkout/:id/pay', 'Pay a test checkout', 'dev', { response: testCheckoutPaidSchema }),
];

/**
 * The operations a host serves: the dev outbox's routes only where it is mounted (outside production),
 * the built-in test checkout's only where that provider takes payments (no Stripe key).
 */
export function servedOperations({ devOutbox, testCheckout }: { devOutbox: boolean; testCheckout: boolean }): ApiOperation[] {
  return API_OPERATIONS.filter(
    ({ path }) => (devOutbox || !path.startsWith('/api/dev/')) && (testCheckout || !path.startsWith('/api/payments/test-checkout/')),
  );
}
