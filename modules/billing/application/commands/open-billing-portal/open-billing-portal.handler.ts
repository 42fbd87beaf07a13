import { requireActor, type CommandContext, type CommandHandler } from '../../../../shared/kernel/bus.ts';
import { NotFoundError } from '../../../../shared/kernel/errors.ts';
import { PLATFORM } from '../../../../shared/kernel/tokens.ts';
import { handlesCommand, http, UsesDependencies } from '../../../../shared/kernel/use-case.ts';
import { billingPortalResultSchema, type BillingPortalResult } from '../../../contracts/http.ts';
import { providerCustomerOf } from '../../../infrastructure/subscriptions.ts';
import { BILLING_TAG } from '../../http.ts';
import { OpenBillingPortal } from './open-billing-portal.command.ts';

const needs = { payments: PLATFORM.Payments, settings: PLATFORM.Settings };

export class OpenBillingPortalHandler extends UsesDependencies<typeof needs> implements CommandHandler<void, BillingPortalResult> {
  get #publicUrl() {
    return this.deps.settings.publicUrl.replace(/\/$/, '');
  }

  async execute(_input: void, { em, actor }: CommandContext): Promise<BillingPortalResult> {
    const { payments } = this.deps;
    const { userId } = requireActor(actor);
    if (!payments.createPortalSession) throw new NotFoundError('There is no billing portal on this server');
    const providerCustomerId = await providerCustomerOf(em, userId, payments.name);
    return payments.createPortalSession({ userId, providerCustomerId, returnUrl: `${this.#publicUrl}/settings` });
  }
}

export const openBillingPortal = handlesCommand(OpenBillingPortal, needs, OpenBillingPortalHandler, [
  http(OpenBillingPortal, {
    method: 'post',
    path: '/api/billing/portal',
    tag: BILLING_TAG,
    summary: 'Where to manage payment methods and invoices',
    description: "The payment provider's customer portal (in test mode, the settings page).",
    access: 'member',
    input: () => undefined,
    response: billingPortalResultSchema,
    errors: [404, 422],
  }),
]);
