import type { Response } from 'express';
import type { UserEvent } from '../../application/user-events.ts';

/** How a stream reads a member's stored events: after `afterSeq`, oldest first, at most `limit`. */
export type ReadEvents = (afterSeq: number, limit: number) => Promise<UserEvent[]>;

/** the most missed events a reconnecting stream replays; beyond it the client is told to reload */
export const CATCH_UP_LIMIT = 500;

const sseEvent = ({ seq, type, data }: { seq: number; type: string; data: unknown }) =>
  `id: ${seq}\nevent: ${type}\ndata: ${JSON.stringify(data)}\n\n`;

/**
 * One open Server-Sent Events answer of one member's tab. It writes the member's events in order,
 * each once: a live event it has already sent is skipped, and one that arrives ahead of an event not
 * yet seen (pub/sub gives no order across publishers) first brings the missing ones from Postgres.
 */
export class EventStream {
  readonly userId: string;
  #lastSeq: number;
  readonly #res: Response;
  readonly #read: ReadEvents;
  #pending: Promise<void> = Promise.resolve();
  #ended = false;

  constructor(res: Response, userId: string, lastSeq: number, read: ReadEvents) {
    this.#res = res;
    this.userId = userId;
    this.#lastSeq = lastSeq;
    this.#read = read;
  }

  get ended(): boolean {
    return this.#ended || this.#res.writableEnded || this.#res.destroyed;
  }

  /** Sends every stored event after the last one sent, or `reset` when more were missed than are replayed. */
  catchUp(): Promise<void> {
    return this.#serially(async () => {
      const missed = await this.#read(this.#lastSeq, CATCH_UP_LIMIT + 1);
      if (missed.length > CATCH_UP_LIMIT) {
        const last = missed[missed.length - 1].seq;
        // the rest of the gap is not replayed: the client reloads what it shows, then continues from here
        const rest = await this.#read(last, Number.MAX_SAFE_INTEGER);
        this.#write({ seq: rest.at(-1)?.seq ?? last, type: 'reset', data: {} });
        return;
      }
      this.#sendAll(missed);
    });
  }

  /**
   * Live events from pub/sub, the member's from one publication (in order), written in one chunk: one
   * arriving ahead of an event not yet seen (pub/sub gives no order across publishers) first brings
   * the missing ones from Postgres.
   */
  offer(events: UserEvent[]): void {
    void this.#serially(async () => {
      const fresh = events.filter((event) => event.seq > this.#lastSeq);
      if (fresh.length === 0) return;
      const missing = fresh[0].seq > this.#lastSeq + 1 ? await this.#read(this.#lastSeq, fresh[0].seq - this.#lastSeq - 1) : [];
      this.#sendAll([...missing, ...fresh]);
    });
  }

  /** Sends an event that is not stored (the opening counts), under the last id sent. */
  announce(type: string, data: unknown): void {
    void this.#serially(async () => this.#write({ seq: this.#lastSeq, type, data }));
  }

  ping(): void {
    if (!this.ended) this.#res.write(': ping\n\n');
  }

  end(): void {
    if (this.ended) return;
    this.#ended = true;
    this.#res.end();
  }

  /** events in order; those already sent are skipped */
  #sendAll(events: UserEvent[]): void {
    let text = '';
    let lastSeq = this.#lastSeq;
    for (const { seq, event } of events) {
      if (seq <= lastSeq) continue;
      const { type, ...data } = event;
      text += sseEvent({ seq, type, data });
      lastSeq = seq;
    }
    if (text) this.#writeText(text, lastSeq);
  }

  #write({ seq, type, data }: { seq: number; type: string; data: unknown }): void {
    this.#writeText(sseEvent({ seq, type, data }), seq);
  }

  #writeText(text: string, seq: number): void {
    if (this.ended) return;
    this.#lastSeq = Math.max(this.#lastSeq, seq);
    this.#res.write(text);
  }

  #serially(work: () => Promise<void>): Promise<void> {
    this.#pending = this.#pending.then(work).catch(() => this.end());
    return this.#pending;
  }
}
