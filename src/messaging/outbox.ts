import type { SqlEntityManager as EntityManager } from '@mikro-orm/sql';
import type { NewEvent } from '../../modules/shared/kernel/events.ts';
import { newId } from '../../modules/shared/kernel/ids.ts';

/** Appends integration events to the outbox inside the caller's transaction. */
export async function appendToOutbox(em: EntityManager, events: readonly NewEvent[]): Promise<void> {
  const occurredAt = new Date();
  for (const event of events) {
    await em.execute('insert into platform.outbox (id, type, aggregate_id, payload, occurred_at) values (?, ?, ?, ?::jsonb, ?)', [
      newId(occurredAt.getTime()),
      event.type,
      event.aggregateId,
      JSON.stringify(event.payload),
      occurredAt,
    ]);
  }
}

/**
 * What the outbox holds now, for the metrics: pending events (retries included), the age of the
 * oldest pending one, and dead ones. One statement on the partial indexes of pending and dead rows
 * (outbox_pending_idx, outbox_dead_idx), run once per scrape.
 */
export async function outboxGauges(em: EntityManager): Promise<{ pending: number; oldestPendingSeconds: number; dead: number }> {
  const [row] = await em.execute<
    Array<{ pending: string | number; oldest_pending_seconds: string | number | null; dead: string | number }>
  >(
    `select
       (select count(*) from platform.outbox where status = 'pending') as pending,
       (select extract(epoch from now() - occurred_at) from platform.outbox where status = 'pending' order by position limit 1) as oldest_pending_seconds,
       (select count(*) from platform.outbox where status = 'dead') as dead`,
  );
  return {
    pending: Number(row.pending),
    oldestPendingSeconds: Math.max(0, Number(row.oldest_pending_seconds ?? 0)),
    dead: Number(row.dead),
  };
}

/** How many pending events are due for delivery now (what a starting host delivers before it reports ready). */
export async function dueOutboxEvents(em: EntityManager): Promise<number> {
  const [row] = await em.execute<Array<{ due: string | number }>>(
    `select count(*) as due from platform.outbox where status = 'pending' and next_attempt_at <= now()`,
  );
  return Number(row.due);
}
