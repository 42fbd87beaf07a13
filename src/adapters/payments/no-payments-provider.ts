import { PaymentsUnavailableError, type PaymentsProvider } from '../../../modules/shared/kernel/payments.port.ts';

/**
 * A production host without Stripe keys: no checkout opens, so no plan is sold or given away (the
 * built-in test provider is for development and demos only), and no renewal is charged.
 */
export class NoPaymentsProvider implements PaymentsProvider {
  /** the provider a production host is meant to use, not connected */
  readonly name = 'stripe' as const;
  readonly onSale = false;

  createCheckout(): Promise<{ id: string; url: string }> {
    return Promise.reject(new PaymentsUnavailableError());
  }

  retrieveCheckout(): Promise<null> {
    return Promise.resolve(null);
  }

  chargeRenewal(): Promise<boolean> {
    return Promise.resolve(false);
  }
}
