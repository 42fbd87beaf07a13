import { Router } from 'express';
import { ForbiddenError, NotFoundError } from '../../modules/shared/kernel/errors.ts';
import { requireActor, type Actor } from '../../modules/shared/kernel/bus.ts';
import type { TestPaymentsProvider } from '../adapters/payments/test-payments-provider.ts';
import { testCheckoutPaidSchema, testCheckoutSchema } from '../../modules/billing/contracts/http.ts';
import { routesOf, type ApiOperation } from './openapi/operation.ts';

const dev = routesOf('Development');

/** The test checkout's routes as the OpenAPI document lists them (only where that provider takes payments). */
export const TEST_CHECKOUT_OPERATIONS: readonly ApiOperation[] = [
  dev('get', '/api/payments/test-checkout/:id', "The built-in test provider's checkout", 'member', {
    response: testCheckoutSchema,
    errors: [404],
  }),
  dev('post', '/api/payments/test-checkout/:id/pay', 'Pay a test checkout', 'member', { response: testCheckoutPaidSchema, errors: [404] }),
];

/**
 * The built-in payment provider's checkout, for the page at /billing/test-checkout/:id (clearly
 * marked TEST MODE). Only the account that opened a checkout can see or pay it.
 */
export function testCheckoutRouter(payments: TestPaymentsProvider): Router {
  const router = Router();

  async function ownCheckout(id: string, actor: Actor | null) {
    const checkout = await payments.describeCheckout(id);
    if (!checkout) throw new NotFoundError('This checkout does not exist or has expired');
    if (checkout.userId !== requireActor(actor).userId) throw new ForbiddenError('This checkout belongs to another account');
    return checkout;
  }

  router.get('/api/payments/test-checkout/:id', async (req, res) => {
    const { description, amountCents, mode, status, cancelUrl } = await ownCheckout(req.params.id, res.locals.actor);
    res.json({ id: req.params.id, testMode: true, description, amountCents, mode, status, cancelUrl });
  });

  router.post('/api/payments/test-checkout/:id/pay', async (req, res) => {
    const { successUrl } = await ownCheckout(req.params.id, res.locals.actor);
    await payments.completeCheckout(req.params.id);
    res.json({ redirectTo: successUrl.replace('{CHECKOUT_SESSION_ID}', req.params.id) });
  });

  return router;
}
