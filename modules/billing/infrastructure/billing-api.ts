import type { SqlEntityManager as EntityManager } from '@mikro-orm/sql';
import type { BillingApi } from '../contracts/api.ts';
import type { Entitlements } from '../contracts/http.ts';
import { loadAccount } from './subscriptions.ts';

export class BillingApiImpl implements BillingApi {
  readonly #em: EntityManager;

  constructor(em: EntityManager) {
    this.#em = em;
  }

  async entitlements(userId: string): Promise<Entitlements> {
    return (await loadAccount(this.#em.fork(), userId)).entitlements;
  }
}
