import type { SqlEntityManager as EntityManager } from '@mikro-orm/sql';
import type { Actor, CommandBus } from '../../../shared/kernel/bus.ts';
import type { Seeder } from '../../../shared/kernel/module.ts';
import type { PaymentsProvider } from '../../../shared/kernel/payments.port.ts';
import { DEMO_SELLERS } from '../../../identity/contracts/demo.ts';
import type { IdentityApi } from '../../../identity/contracts/api.ts';
import { CompleteCheckout } from '../../application/commands/complete-checkout/complete-checkout.command.ts';
import { Subscribe } from '../../application/commands/subscribe/subscribe.command.ts';
import { Subscription } from '../../domain/subscription.entity.ts';

/** The demo sellers' plans, in the order of DEMO_SELLERS (and round again if there are more sellers). */
const DEMO_SELLER_PLANS = ['premium', 'pro', 'trial', 'starter'] as const;

/**
 * Puts the identity module's demo sellers on seller plans, through billing's own commands so their
 * events reach every module that keeps a copy of the plans (listings' publishing limits). Paid plans
 * are paid through the test provider's checkout; with a real provider (Stripe) no payment can be
 * made, so every demo seller gets the Pro trial instead.
 */
export class BillingSeeder implements Seeder {
  readonly #em: EntityManager;
  readonly #commands: CommandBus;
  readonly #payments: PaymentsProvider;
  readonly #identity: IdentityApi;

  constructor(em: EntityManager, commands: CommandBus, payments: PaymentsProvider, identity: IdentityApi) {
    this.#em = em;
    this.#commands = commands;
    this.#payments = payments;
    this.#identity = identity;
  }

  async isEmpty(): Promise<boolean> {
    return (await this.#em.fork().count(Subscription, {})) === 0;
  }

  async seed({ demo = true, log }: { demo?: boolean; log: (line: string) => void }): Promise<Record<string, number>> {
    if (!demo || !(await this.isEmpty())) return { demoSubscriptions: 0 };
    if (!this.#payments.onSale) {
      log('billing: no demo plans, this server sells none (no Stripe keys in production)');
      return { demoSubscriptions: 0 };
    }
    const present = new Set((await this.#identity.getProfiles(DEMO_SELLERS.map((seller) => seller.id))).map((profile) => profile.id));
    const sellers = DEMO_SELLERS.filter((seller) => present.has(seller.id));
    let subscribed = 0;
    for (const [index, seller] of sellers.entries()) {
      const actor: Actor = { userId: seller.id, roles: ['buyer', 'seller'], isAdmin: false };
      const wanted = DEMO_SELLER_PLANS[index % DEMO_SELLER_PLANS.length];
      const plan = wanted === 'trial' || !this.#payments.completeCheckout ? 'trial' : wanted;
      if (plan === 'trial') {
        await this.#commands.execute(Subscribe, { audience: 'seller', tier: 'pro', trial: true }, actor);
      } else {
        const result = await this.#commands.execute(Subscribe, { audience: 'seller', tier: plan, trial: false }, actor);
        if (result.kind !== 'checkout') continue;
        const sessionId = result.checkoutUrl.split('/').pop() ?? '';
        await this.#payments.completeCheckout!(sessionId);
        await this.#commands.execute(CompleteCheckout, { sessionId }, actor);
      }
      log(`billing: ${seller.email} is on the ${plan === 'trial' ? 'Pro trial' : `${plan} plan`}`);
      subscribed++;
    }
    return { demoSubscriptions: subscribed };
  }
}
