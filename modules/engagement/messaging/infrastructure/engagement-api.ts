import type { SqlEntityManager as EntityManager } from '@mikro-orm/sql';
import type { EngagementApi } from '../../contracts/api.ts';
import { membersContactedThisMonth } from '../application/contacts.ts';

export class EngagementApiImpl implements EngagementApi {
  readonly #em: EntityManager;

  constructor(em: EntityManager) {
    this.#em = em;
  }

  /** Through the caller's transaction: on PGlite's one connection a separate read would wait for ever. */
  async membersContactedThisMonth(userId: string, now: Date): Promise<string[]> {
    return membersContactedThisMonth(this.#em.fork({ keepTransactionContext: true }), userId, now);
  }
}
