import { createHash, randomBytes } from 'node:crypto';
import type { KeyValue } from '../../../modules/shared/kernel/key-value.port.ts';
import type { CheckoutRequest, CheckoutSession, PaymentsProvider } from '../../../modules/shared/kernel/payments.port.ts';

const SESSION_TTL_SECONDS = 24 * 3600;
const key = (id: string) => `payments:test:checkout:${id}`;

interface StoredCheckout {
  request: CheckoutRequest;
  status: CheckoutSession['status'];
  providerSubscriptionId: string | null;
}

/**
 * The built-in provider for the embedded default and tests: checkouts are pages of this app marked
 * TEST MODE, paying is one click, renewals always succeed unless the card was set to decline.
 * No money moves and no card data is asked for.
 */
export class TestPaymentsProvider implements PaymentsProvider {
  readonly name = 'test' as const;
  readonly onSale = true;
  readonly #kv: KeyValue;

  constructor(kv: KeyValue) {
    this.#kv = kv;
  }

  async createCheckout(request: CheckoutRequest): Promise<{ id: string; url: string }> {
    const id = `test_cs_${randomBytes(12).toString('hex')}`;
    const stored: StoredCheckout = { request, status: 'open', providerSubscriptionId: null };
    await this.#kv.set(key(id), JSON.stringify(stored), { ttlSeconds: SESSION_TTL_SECONDS });
    return { id, url: `/billing/test-checkout/${id}` };
  }

  async retrieveCheckout(id: string): Promise<CheckoutSession | null> {
    const stored = await this.#read(id);
    return stored
      ? {
          id,
          status: stored.status,
          metadata: stored.request.metadata,
          providerSubscriptionId: stored.providerSubscriptionId,
          providerCustomerId: null,
        }
      : null;
  }

  /** What the test checkout page shows. */
  async describeCheckout(
    id: string,
  ): Promise<
    (Pick<CheckoutRequest, 'description' | 'amountCents' | 'mode' | 'successUrl' | 'cancelUrl'> & { status: string; userId: string }) | null
  > {
    const stored = await this.#read(id);
    if (!stored) return null;
    const { description, amountCents, mode, successUrl, cancelUrl, userId } = stored.request;
    return { description, amountCents, mode, successUrl, cancelUrl, userId, status: stored.status };
  }

  /** The "Pay" button of the test checkout page. */
  async completeCheckout(id: string): Promise<boolean> {
    const stored = await this.#read(id);
    if (!stored || stored.status !== 'open') return false;
    stored.status = 'complete';
    stored.providerSubscriptionId = stored.request.mode === 'subscription' ? `test_sub_${randomBytes(8).toString('hex')}` : null;
    await this.#kv.set(key(id), JSON.stringify(stored), { ttlSeconds: SESSION_TTL_SECONDS });
    return true;
  }

  async chargeRenewal(input: { userId: string }): Promise<boolean> {
    return (await this.#kv.get(`payments:test:decline:${input.userId}`)) === null;
  }

  /** There is no customer portal in test mode: the user stays on this app's settings page. */
  async createPortalSession(input: { returnUrl: string }): Promise<{ url: string }> {
    return { url: input.returnUrl };
  }

  /**
   * The fingerprint of the user's test card: the same for each of their payments, and shared by users given
   * one test card (`useCard`), as Stripe's card fingerprints are (the affiliate program's self-referral check).
   */
  async paymentFingerprint(userId: string): Promise<string> {
    const card = (await this.#kv.get(`payments:test:card:${userId}`)) ?? userId;
    return `test_fp_${createHash('sha256').update(card).digest('hex').slice(0, 24)}`;
  }

  /** Gives a user a named test card (its number, say), so that two users can pay with the same card. */
  async useCard(userId: string, card: string): Promise<void> {
    await this.#kv.set(`payments:test:card:${userId}`, card);
  }

  /** Makes the test card of a user decline (or accept again), to try failed renewals. */
  async setDeclining(userId: string, declining: boolean): Promise<void> {
    if (declining) await this.#kv.set(`payments:test:decline:${userId}`, '1');
    else await this.#kv.delete(`payments:test:decline:${userId}`);
  }

  async #read(id: string): Promise<StoredCheckout | null> {
    if (!/^test_cs_[0-9a-f]{24}$/.test(id)) return null;
    const raw = await this.#kv.get(key(id));
    return raw ? (JSON.parse(raw) as StoredCheckout) : null;
  }
}
