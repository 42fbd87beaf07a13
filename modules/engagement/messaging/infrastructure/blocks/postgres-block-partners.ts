import type { SqlEntityManager as EntityManager } from '@mikro-orm/sql';
import type { BlockPartners } from '../../application/block-partners.ts';

/** Both directions of `engagement.blocks`, each served by an index. */
export class PostgresBlockPartners implements BlockPartners {
  readonly #em: EntityManager;

  constructor(em: EntityManager) {
    this.#em = em;
  }

  async of(userId: string): Promise<string[]> {
    const rows = await this.#em
      .fork()
      .execute<Array<{ member_id: string }>>(
        'select blocked_id as member_id from engagement.blocks where blocker_id = ? union select blocker_id from engagement.blocks where blocked_id = ?',
        [userId, userId],
      );
    return rows.map((row) => row.member_id);
  }
}
