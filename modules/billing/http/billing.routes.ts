import { Router } from 'express';
import type { HttpContext } from '../../shared/kernel/module.ts';
import { ApplyPaymentEvent } from '../application/commands/apply-payment-event/apply-payment-event.command.ts';

/** Billing's only hand-written route: the payment provider's webhook, which reads the raw body and a header. */
export function billingRouter({ commands }: HttpContext): Router {
  const router = Router();

  // Stripe's webhooks. The host hands this route the raw body (the signature covers the exact bytes);
  // it is exempt from CSRF checks and signed in as nobody.
  router.post('/api/webhooks/stripe', async (req, res) => {
    const payload: unknown = req.body;
    res.json(
      await commands.execute(ApplyPaymentEvent, {
        payload: Buffer.isBuffer(payload) ? payload : undefined,
        signature: req.get('stripe-signature'),
      }),
    );
  });

  return router;
}
