import { requireActor, type CommandContext, type CommandHandler } from '../../../../shared/kernel/bus.ts';
import { NotFoundError } from '../../../../shared/kernel/errors.ts';
import type { PaymentsProvider } from '../../../../shared/kernel/payments.port.ts';
import type { PlatformSettings } from '../../../../shared/kernel/settings.ts';
import { PLATFORM } from '../../../../shared/kernel/tokens.ts';
import { handlesCommand, http } from '../../../../shared/kernel/use-case.ts';
import { billingPortalResultSchema, type BillingPortalResult } from '../../../contracts/http.ts';
import { providerCustomerOf } from '../../../infrastructure/subscriptions.ts';
import { BILLING_TAG } from '../../http.ts';
import { OpenBillingPortal } from './open-billing-portal.command.ts';

export class OpenBillingPortalHandler implements CommandHandler<void, BillingPortalResult> {
  readonly #payments: PaymentsProvider;
  readonly #publicUrl: string;

  constructor(payments: PaymentsProvider, settings: PlatformSettings) {
    this.#payments = payments;
    this.#publicUrl = settings.publicUrl.replace(/\/$/, '');
  }

  async execute(_input: void, { em, actor }: CommandContext): Promise<BillingPortalResult> {
    const { userId } = requireActor(actor);
    if (!this.#payments.createPortalSession) throw new NotFoundError('There is no billing portal on this server');
    const providerCustomerId = await providerCustomerOf(em, userId, this.#payments.name);
    return this.#payments.createPortalSession({ userId, providerCustomerId, returnUrl: `${this.#publicUrl}/settings` });
  }
}

export const openBillingPortal = handlesCommand(
  OpenBillingPortal,
  [PLATFORM.Payments, PLATFORM.Settings],
  (payments, settings) => new OpenBillingPortalHandler(payments, settings),
  [
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
  ],
);
