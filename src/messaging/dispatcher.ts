import type { SqlEntityManager as EntityManager } from '@mikro-orm/sql';
import type { Orm } from '../persistence/database.ts';
import type { Logger } from 'pino';
import type { IntegrationEvent, NewEvent } from '../../modules/shared/kernel/events.ts';
import { appendToOutbox } from './outbox.ts';
import type { Subscriber } from '../../modules/shared/kernel/module.ts';

export interface DispatcherSubscriber {
  name: string;
  events: ReadonlySet<string>;
  handler: Subscriber;
}

export interface DispatcherOptions {
  orm: Orm;
  subscribers: DispatcherSubscriber[];
  logger: Logger;
  maxAttempts: number;
  batchSize: number;
  /** safety-net poll for retries that come due and for missed wake-ups */
  pollMs: number;
  /** told of every failed delivery to a subscriber (metrics) */
  onDeliveryFailed?: (subscriber: string) => void;
}

interface OutboxRow {
  position: string;
  id: string;
  type: string;
  aggregate_id: string;
  payload: unknown;
  occurred_at: Date | string;
  attempts: number;
}

export interface DeadEvent {
  position: number;
  id: string;
  type: string;
  aggregateId: string;
  attempts: number;
  lastError: string | null;
  occurredAt: string;
}

const MAX_BACKOFF_MS = 5 * 60_000;

/** Exponential backoff from 1 s, capped at 5 minutes, with up to 20% jitter. */
export function retryDelayMs(attempts: number, random = Math.random): number {
  const base = Math.min(1000 * 2 ** Math.max(0, attempts - 1), MAX_BACKOFF_MS);
  return Math.round(base * (1 + random() * 0.2));
}

/**
 * Delivers outbox events to subscribers (docs/architecture.md section 4): claims rows in position order
 * with FOR UPDATE SKIP LOCKED (so several hosts share the work), runs each subscriber in a savepoint
 * that first records (subscriber, event id) in the inbox (a redelivery is a no-op), retries failures
 * with backoff and parks an event as dead after `maxAttempts`.
 */
export class OutboxDispatcher {
  readonly #options: DispatcherOptions;
  #running = false;
  #timer: NodeJS.Timeout | undefined;
  #draining: Promise<void> | undefined;
  #wakeRequested = false;
  #processed = 0;
  readonly #progressListeners = new Set<() => void>();

  constructor(options: DispatcherOptions) {
    this.#options = options;
  }

  start(): void {
    if (this.#running) return;
    this.#running = true;
    this.wake();
  }

  /** Processes due events now (called after a commit, on NOTIFY, and by the poll timer). */
  wake(): void {
    if (!this.#running) return;
    if (this.#draining) {
      this.#wakeRequested = true;
      return;
    }
    this.#draining = this.#drainLoop().finally(() => {
      this.#draining = undefined;
      this.#schedulePoll();
    });
  }

  /** How many events this dispatcher has handled so far (delivered, or failed and due again later). */
  get processed(): number {
    return this.#processed;
  }

  /**
   * Calls `listener` after each event handled, until the returned function is called (a starting host
   * reports its progress from here: work on PGlite runs in this thread and can hold timers back).
   */
  onProgress(listener: () => void): () => void {
    this.#progressListeners.add(listener);
    return () => this.#progressListeners.delete(listener);
  }

  /** Resolves once no due event is pending and nothing is in flight. For tests and shutdown. */
  async settled(): Promise<void> {
    for (;;) {
      await this.#draining;
      const processed = await this.#processBatch();
      if (processed === 0 && !this.#draining) return;
    }
  }

  /** Stops claiming new events and waits for the batch in flight. */
  async stop(): Promise<void> {
    this.#running = false;
    clearTimeout(this.#timer);
    await this.#draining;
  }

  async deadEvents(limit = 100): Promise<DeadEvent[]> {
    const rows = await this.#options.orm.em.fork().execute<Array<OutboxRow & { last_error: string | null }>>(
      `select position, id, type, aggregate_id, attempts, last_error, occurred_at from platform.outbox
       where status = 'dead' order by position limit ?`,
      [limit],
    );
    return rows.map((row) => ({
      position: Number(row.position),
      id: row.id,
      type: row.type,
      aggregateId: row.aggregate_id,
      attempts: row.attempts,
      lastError: row.last_error,
      occurredAt: new Date(row.occurred_at).toISOString(),
    }));
  }

  /** Puts dead events (all, or the given ids) back in the queue with a fresh attempt budget. */
  async replayDead(ids?: string[]): Promise<number> {
    const em = this.#options.orm.em.fork();
    const filter = ids ? 'and id = any(?::uuid[])' : '';
    const rows = await em.execute<Array<{ id: string }>>(
      `update platform.outbox set status = 'pending', attempts = 0, next_attempt_at = now(), last_error = null, replays = replays + 1
       where status = 'dead' ${filter} returning id`,
      ids ? [`{${ids.join(',')}}`] : [],
    );
    this.wake();
    return rows.length;
  }

  async #drainLoop(): Promise<void> {
    do {
      this.#wakeRequested = false;
      try {
        while (this.#running && (await this.#processBatch()) > 0);
      } catch (error) {
        this.#options.logger.error({ err: error }, 'outbox dispatch failed; will retry');
      }
    } while (this.#running && this.#wakeRequested);
  }

  #schedulePoll(): void {
    clearTimeout(this.#timer);
    if (!this.#running) return;
    this.#timer = setTimeout(() => this.wake(), this.#options.pollMs);
    this.#timer.unref();
  }

  async #processBatch(): Promise<number> {
    const { orm, batchSize } = this.#options;
    const committed: Array<() => Promise<void> | void> = [];
    const processed = await orm.em.fork().transactional(async (em) => {
      const rows = await em.execute<OutboxRow[]>(
        `select position, id, type, aggregate_id, payload, occurred_at, attempts from platform.outbox
         where status = 'pending' and next_attempt_at <= now()
         order by position limit ? for update skip locked`,
        [batchSize],
      );
      for (const row of rows) {
        await this.#deliver(em, row, committed);
        this.#processed++;
        for (const listener of this.#progressListeners) listener();
      }
      return rows.length;
    });
    for (const effect of committed) {
      try {
        await effect();
      } catch (error) {
        this.#options.logger.warn({ err: error }, 'a subscriber’s after-commit effect failed');
      }
    }
    return processed;
  }

  async #deliver(em: EntityManager, row: OutboxRow, committed: Array<() => Promise<void> | void>): Promise<void> {
    const event: IntegrationEvent = {
      id: row.id,
      type: row.type,
      aggregateId: row.aggregate_id,
      occurredAt: new Date(row.occurred_at).toISOString(),
      payload: typeof row.payload === 'string' ? JSON.parse(row.payload) : row.payload,
    };
    const failures: string[] = [];
    for (const subscriber of this.#options.subscribers) {
      if (!subscriber.events.has(event.type)) continue;
      try {
        await em.transactional(async (savepoint) => {
          const recorded = await savepoint.execute<unknown[]>(
            'insert into platform.inbox (subscriber, event_id) values (?, ?) on conflict do nothing returning event_id',
            [subscriber.name, event.id],
          );
          if (recorded.length === 0) return; // delivered before
          const published: NewEvent[] = [];
          const effects: Array<() => Promise<void> | void> = [];
          await subscriber.handler.handle(event, {
            em: savepoint,
            publish: (next) => published.push(next),
            afterCommit: (effect) => effects.push(effect),
          });
          if (published.length > 0) {
            await savepoint.flush();
            await appendToOutbox(savepoint, published);
          }
          committed.push(...effects);
        });
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        failures.push(`${subscriber.name}: ${message}`);
        this.#options.onDeliveryFailed?.(subscriber.name);
        this.#options.logger.warn({ err: error, eventId: event.id, type: event.type, subscriber: subscriber.name }, 'subscriber failed');
      }
    }

    if (failures.length === 0) {
      await em.execute(`update platform.outbox set status = 'done', processed_at = now() where position = ?`, [row.position]);
      return;
    }
    const attempts = row.attempts + 1;
    const dead = attempts >= this.#options.maxAttempts;
    await em.execute(
      `update platform.outbox set attempts = ?, status = ?, last_error = ?,
         next_attempt_at = now() + (? * interval '1 millisecond') where position = ?`,
      [attempts, dead ? 'dead' : 'pending', failures.join('\n').slice(0, 4000), retryDelayMs(attempts), row.position],
    );
    if (dead) this.#options.logger.error({ eventId: event.id, type: event.type, failures }, 'outbox event parked as dead');
  }
}
