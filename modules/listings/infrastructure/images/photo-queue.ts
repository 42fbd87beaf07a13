import { PhotoUploadsBusyError } from '../../domain/listing.errors.ts';

/** A place in the queue: `turn()` waits until the request may decode; `leave()` (always, once) gives the place back. */
export interface QueuePlace {
  turn(): Promise<void>;
  leave(): void;
}

export interface PhotoQueueLimits {
  /** requests decoding at once */
  running: number;
  /** requests waiting for their turn, beyond which newcomers are turned away */
  waiting: number;
  /** requests of one seller in the queue (running or waiting) */
  perSeller: number;
}

/**
 * Admission to this process's photo decoding, a counting semaphore with a bounded waiting line.
 * A request enters before its body is read (so a turned-away request costs no memory), waits for
 * its turn once its files are in memory, and leaves when it is done: at most `running` requests
 * decode at once, and at most `running + waiting` hold uploaded files in memory.
 */
export class PhotoQueue {
  readonly #limits: PhotoQueueLimits;
  #running = 0;
  #admitted = 0;
  readonly #waiters: Array<() => void> = [];
  readonly #perSeller = new Map<string, number>();

  constructor(limits: PhotoQueueLimits) {
    this.#limits = limits;
  }

  /** Throws PhotoUploadsBusyError (429) when the queue is full or the seller already has `perSeller` requests in it. */
  enter(sellerId: string): QueuePlace {
    const mine = this.#perSeller.get(sellerId) ?? 0;
    if (mine >= this.#limits.perSeller) {
      throw new PhotoUploadsBusyError(
        `Your other ${mine === 1 ? 'upload is' : `${mine} uploads are`} still being processed. Please try again in a few seconds.`,
      );
    }
    if (this.#admitted >= this.#limits.running + this.#limits.waiting) throw new PhotoUploadsBusyError();
    this.#admitted++;
    this.#perSeller.set(sellerId, mine + 1);
    let state: 'admitted' | 'waiting' | 'running' | 'gone' = 'admitted';
    let wake: (() => void) | undefined;
    return {
      turn: () => {
        if (state !== 'admitted') return Promise.resolve();
        if (this.#running < this.#limits.running) {
          this.#running++;
          state = 'running';
          return Promise.resolve();
        }
        state = 'waiting';
        return new Promise<void>((resolve) => {
          wake = () => {
            state = 'running';
            resolve();
          };
          this.#waiters.push(wake);
        });
      },
      leave: () => {
        if (state === 'gone') return;
        if (state === 'running') this.#handOver();
        if (state === 'waiting' && wake) this.#waiters.splice(this.#waiters.indexOf(wake), 1);
        state = 'gone';
        this.#admitted--;
        const left = (this.#perSeller.get(sellerId) ?? 1) - 1;
        if (left > 0) this.#perSeller.set(sellerId, left);
        else this.#perSeller.delete(sellerId);
      },
    };
  }

  /** requests in the queue, decoding or waiting */
  get size(): number {
    return this.#admitted;
  }

  #handOver(): void {
    const next = this.#waiters.shift();
    if (next)
      next(); // the running slot passes to the next in line
    else this.#running--;
  }
}
