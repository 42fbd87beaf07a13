import type { SqlEntityManager as EntityManager } from '@mikro-orm/sql';
import type { MyAddressRequest } from '../contracts/address-requests.ts';
import type { AddressRequests } from '../application/read-models/property-detail.ts';

/** Reads a buyer's request for a gated street address from Postgres, through the (property, buyer) unique index. */
export class PostgresAddressRequests implements AddressRequests {
  readonly #em: EntityManager;

  constructor(em: EntityManager) {
    this.#em = em;
  }

  async ofBuyer(propertyId: string, buyerId: string): Promise<MyAddressRequest | null> {
    const [row] = await this.#em
      .fork()
      .execute<Array<{ id: string; status: MyAddressRequest['status']; created_at: Date | string; decided_at: Date | string | null }>>(
        'select id, status, created_at, decided_at from listings.address_requests where property_id = ? and buyer_id = ?',
        [propertyId, buyerId],
      );
    if (!row) return null;
    return {
      id: row.id,
      propertyId,
      status: row.status,
      createdAt: new Date(row.created_at).toISOString(),
      decidedAt: row.decided_at === null ? null : new Date(row.decided_at).toISOString(),
    };
  }
}
