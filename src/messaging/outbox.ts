import type { SqlEntityManager as EntityManager } from '@mikro-orm/sql';
import type { NewEvent } from '../../modules/shared/kernel/events.ts';
import { newId } from '../../modules/shared/kernel/ids.ts';

/** Appends integration events to the outbox inside the caller's transaction. */
export async function appendToOutbox(em: EntityManager, events: readonly NewEvent[]): Promise<void> {
  const occurredAt = new Date();
  for (const event of events) {
    await em.execute(
      'insert into platform.outbox (id, type, aggregate_id, payload, occurred_at) values (?, ?, ?, ?::jsonb, ?)',
      [newId(occurredAt.getTime()), event.type, event.aggregateId, JSON.stringify(event.payload), occurredAt],
    );
  }
}
