import type { SqlEntityManager as EntityManager } from '@mikro-orm/sql';
import type { BillingApi } from '../contracts/api.ts';
import type { Entitlements } from '../contracts/http.ts';
import { loadAccount } from './subscriptions.ts';

export class BillingApiImpl implements BillingApi {
  readonly #em: EntityManager;

  constructor(em: EntityManager) {
    this.#em = em;
  }

  /**
   * Called inside another module's transaction (a command checking a limit), this reads through that
   * transaction: on PGlite, with its one connection, a separate read would wait for the connection
   * the transaction holds, forever; on Postgres it would take a second pooled connection.
   */
  async entitlements(userId: string): Promise<Entitlements> {
    return (await loadAccount(this.#em.fork({ keepTransactionContext: true }), userId)).entitlements;
  }
}
