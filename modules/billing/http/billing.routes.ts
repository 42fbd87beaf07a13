import { Router } from 'express';
import { NotFoundError } from '../../shared/kernel/errors.ts';
import type { HttpContext } from '../../shared/kernel/module.ts';
import { AddPaymentMethod } from '../application/commands/add-payment-method/add-payment-method.command.ts';
import { ApplyPaymentEvent } from '../application/commands/apply-payment-event/apply-payment-event.command.ts';
import { ChangeSubscription } from '../application/commands/change-subscription/change-subscription.command.ts';
import { CompleteCheckout } from '../application/commands/complete-checkout/complete-checkout.command.ts';
import { OpenBillingPortal } from '../application/commands/open-billing-portal/open-billing-portal.command.ts';
import { Subscribe } from '../application/commands/subscribe/subscribe.command.ts';
import { GetEntitlements } from '../application/queries/get-entitlements/get-entitlements.query.ts';
import { ListInvoices } from '../application/reports/list-invoices/list-invoices.query.ts';
import { BUYER_PLANS, SELLER_PLANS, TRIAL_DAYS, type Audience } from '../contracts/plans.ts';

const audienceOf = (value: string): Audience => {
  if (value !== 'buyer' && value !== 'seller') throw new NotFoundError('No such subscription');
  return value;
};

export function billingRouter({ commands, queries }: HttpContext): Router {
  const router = Router();

  router.get('/api/billing/plans', (_req, res) => {
    res.set('Cache-Control', 'public, max-age=300').json({ trialDays: TRIAL_DAYS, buyer: BUYER_PLANS, seller: SELLER_PLANS });
  });

  router.get('/api/billing/me', async (_req, res) => {
    res.json(await queries.ask(GetEntitlements, undefined, res.locals.actor));
  });

  router.get('/api/billing/invoices', async (_req, res) => {
    res.json(await queries.ask(ListInvoices, undefined, res.locals.actor));
  });

  router.post('/api/billing/subscriptions', async (req, res) => {
    const result = await commands.execute(Subscribe, req.body ?? {}, res.locals.actor);
    res.status(result.kind === 'trial-started' ? 201 : 200).json(result);
  });

  router.patch('/api/billing/subscriptions/:audience', async (req, res) => {
    res.json(
      await commands.execute(ChangeSubscription, { audience: audienceOf(req.params.audience), request: req.body ?? {} }, res.locals.actor),
    );
  });

  router.post('/api/billing/subscriptions/:audience/payment-method', async (req, res) => {
    res.json(await commands.execute(AddPaymentMethod, { audience: audienceOf(req.params.audience) }, res.locals.actor));
  });

  router.post('/api/billing/checkout/:sessionId/complete', async (req, res) => {
    res.json(await commands.execute(CompleteCheckout, { sessionId: req.params.sessionId }, res.locals.actor));
  });

  router.post('/api/billing/portal', async (_req, res) => {
    res.json(await commands.execute(OpenBillingPortal, undefined, res.locals.actor));
  });

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
