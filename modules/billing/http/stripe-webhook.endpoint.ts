import { z } from 'zod';
import { endpoint } from '../../shared/kernel/endpoint.ts';
import { ApplyPaymentEvent } from '../application/commands/apply-payment-event/apply-payment-event.command.ts';
import { BILLING_TAG } from '../application/http.ts';

/** what became of a webhook (PaymentWebhookResult) */
const paymentWebhookResultSchema = z.object({
  received: z.literal(true),
  outcome: z.enum(['applied', 'duplicate', 'stale', 'ignored', 'unknown-subscription', 'unknown-invoice']),
});

/**
 * Stripe's webhooks. The host hands this endpoint the raw body (the signature covers the exact bytes)
 * and the `Stripe-Signature` header is read here; it is exempt from CSRF checks and signed in as nobody.
 */
export const stripeWebhookEndpoint = endpoint({
  method: 'post',
  path: '/api/webhooks/stripe',
  tag: BILLING_TAG,
  summary: "Stripe's events (signed)",
  description: 'The raw JSON body Stripe sent, with its `Stripe-Signature` header. 404 where Stripe is not configured.',
  access: 'signed',
  response: paymentWebhookResultSchema,
  errors: [400, 404, 413],
  handle: async (_request, req, res, { commands }) => {
    const payload: unknown = req.body;
    res.json(
      await commands.execute(ApplyPaymentEvent, {
        payload: Buffer.isBuffer(payload) ? payload : undefined,
        signature: req.get('stripe-signature'),
      }),
    );
  },
});
