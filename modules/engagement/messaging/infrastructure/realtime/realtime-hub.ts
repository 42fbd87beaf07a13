import type { SqlEntityManager as EntityManager } from '@mikro-orm/sql';
import type { Response } from 'express';
import type { Actor } from '../../../../shared/kernel/bus.ts';
import { AppError } from '../../../../shared/kernel/errors.ts';
import type { Gauges } from '../../../../shared/kernel/gauges.port.ts';
import type { PubSub, Unsubscribe } from '../../../../shared/kernel/key-value.port.ts';
import { eventBounds, unreadCounts, userEventsSince, type RealtimePublisher, type UserEvent } from '../../application/user-events.ts';
import { EventStream } from './event-stream.ts';

const CHANNEL = 'engagement:user-events';
/** a member's sessions ended somewhere: every host rechecks that member's streams */
const SESSION_CHECKS = 'engagement:session-checks';

/** the most event streams one member holds open on one host (a tab each); more answer 429 */
export const MAX_STREAMS_PER_MEMBER = 10;
export const TOO_MANY_STREAMS_MESSAGE = `Live updates are already open in ${MAX_STREAMS_PER_MEMBER} of your tabs. Close one to get them here.`;

export interface StreamOptions {
  /** the last event id the client saw (`Last-Event-ID`), when it reconnects */
  lastEventId: number | null;
  /** asks whether the session is still valid; the stream ends when it is not */
  reauthenticate: () => Promise<Actor | null>;
  /** ends the stream (the host shuts down) */
  closing: AbortSignal;
}

/**
 * The host's open event streams, and their fan-out: every stored event is published once on one
 * pub/sub channel (Redis across hosts, process memory when embedded), and each host writes it to the
 * streams it holds for that member. Postgres keeps the events, so a stream that missed some (a
 * reconnect, a host that went away) is caught up from there, never from memory.
 */
export class RealtimeHub implements RealtimePublisher {
  readonly #pubSub: PubSub;
  readonly #em: EntityManager;
  readonly #heartbeatMs: number;
  readonly #streams = new Map<string, Set<EventStream>>();
  /** streams being opened, per member, not yet in #streams */
  readonly #opening = new Map<string, number>();
  /** how each open stream asks whether its session still stands */
  readonly #sessionChecks = new WeakMap<EventStream, () => Promise<void>>();
  #subscription: Promise<Unsubscribe[]> | null = null;

  constructor(pubSub: PubSub, em: EntityManager, options: { heartbeatMs: number; gauges?: Gauges }) {
    this.#pubSub = pubSub;
    this.#em = em;
    this.#heartbeatMs = options.heartbeatMs;
    options.gauges?.register('dealacre_sse_connections', 'Server-Sent Events streams this host holds open', () => this.openStreams);
  }

  async publish(events: UserEvent[]): Promise<void> {
    if (events.length > 0) await this.#pubSub.publish(CHANNEL, JSON.stringify(events));
  }

  /** The member's sessions changed: every host ends at once the streams whose session no longer stands. */
  async checkSessions(userId: string): Promise<void> {
    await this.#pubSub.publish(SESSION_CHECKS, userId);
  }

  /** how many streams this host holds open */
  get openStreams(): number {
    let count = 0;
    for (const streams of this.#streams.values()) count += streams.size;
    return count;
  }

  /** Answers `res` with the member's event stream until the client leaves, the session ends or the host stops. */
  async open(res: Response, userId: string, options: StreamOptions): Promise<void> {
    // counted before the first await, so that streams opened all at once cannot all pass
    const opening = this.#opening.get(userId) ?? 0;
    if ((this.#streams.get(userId)?.size ?? 0) + opening >= MAX_STREAMS_PER_MEMBER) {
      throw new AppError('rate-limited', TOO_MANY_STREAMS_MESSAGE, { code: 'too_many_streams' });
    }
    this.#opening.set(userId, opening + 1);
    let opened = false;
    const done = () => {
      if (opened) return;
      opened = true;
      const left = (this.#opening.get(userId) ?? 1) - 1;
      if (left > 0) this.#opening.set(userId, left);
      else this.#opening.delete(userId);
    };
    try {
      await this.#stream(res, userId, options, done);
    } finally {
      done();
    }
  }

  /** `added` is called once the stream is among the member's open streams. */
  async #stream(res: Response, userId: string, options: StreamOptions, added: () => void): Promise<void> {
    this.#subscription ??= Promise.all([
      this.#pubSub.subscribe(CHANNEL, (message) => this.#receive(message)),
      this.#pubSub.subscribe(SESSION_CHECKS, (userId) => this.#recheck(userId)),
    ]);
    await this.#subscription;

    const em = this.#em.fork();
    const { last, oldestKept } = await eventBounds(em, userId);
    // an id from before the oldest event kept (or from the future) cannot be caught up: start afresh, with a reset
    const resumable =
      options.lastEventId !== null &&
      options.lastEventId <= last &&
      (oldestKept === null ? options.lastEventId === last : options.lastEventId >= oldestKept - 1);
    const stream = new EventStream(res, userId, resumable ? options.lastEventId! : last, (after, limit) =>
      userEventsSince(this.#em.fork(), userId, after, limit),
    );

    res.status(200).set({
      'Content-Type': 'text/event-stream; charset=utf-8',
      'Cache-Control': 'private, no-store, no-transform',
      Connection: 'keep-alive',
      // nginx and similar proxies pass each event on at once
      'X-Accel-Buffering': 'no',
    });
    res.flushHeaders();
    res.write('retry: 3000\n\n');
    this.#add(stream);
    added();

    if (options.lastEventId !== null && !resumable) stream.announce('reset', {});
    // also what was committed between reading the bounds and joining the fan-out
    await stream.catchUp();
    stream.announce('counts', { counts: await unreadCounts(em, userId) });

    const check = () =>
      options.reauthenticate().then(
        (actor) => (actor?.userId === userId ? stream.ping() : stream.end()),
        () => stream.ping(),
      );
    this.#sessionChecks.set(stream, check);
    const heartbeat = setInterval(() => void check(), this.#heartbeatMs);
    const end = () => stream.end();
    options.closing.addEventListener('abort', end);
    if (options.closing.aborted) end();

    await new Promise<void>((resolve) => {
      res.once('close', resolve);
      if (stream.ended) resolve();
    });
    clearInterval(heartbeat);
    options.closing.removeEventListener('abort', end);
    stream.end();
    this.#remove(stream);
  }

  async close(): Promise<void> {
    for (const streams of this.#streams.values()) for (const stream of streams) stream.end();
    this.#streams.clear();
    const unsubscribe = await this.#subscription;
    this.#subscription = null;
    await Promise.all((unsubscribe ?? []).map((stop) => stop()));
  }

  #receive(message: string): void {
    // only this class publishes on the channel
    const events = JSON.parse(message) as UserEvent[];
    const byMember = Map.groupBy(events, (event) => event.userId);
    // a member's events of one publication go out to each tab in one write
    for (const [userId, theirs] of byMember) for (const stream of this.#streams.get(userId) ?? []) stream.offer(theirs);
  }

  #recheck(userId: string): void {
    for (const stream of this.#streams.get(userId) ?? []) void this.#sessionChecks.get(stream)?.();
  }

  #add(stream: EventStream): void {
    const streams = this.#streams.get(stream.userId) ?? new Set();
    streams.add(stream);
    this.#streams.set(stream.userId, streams);
  }

  #remove(stream: EventStream): void {
    const streams = this.#streams.get(stream.userId);
    streams?.delete(stream);
    if (streams?.size === 0) this.#streams.delete(stream.userId);
  }
}
