import { randomUUID } from 'node:crypto';
import type { Logger } from 'pino';
import type { KeyValue } from '../modules/shared/kernel/key-value.port.ts';

/** Written once the read models in the key-value store are built; its absence means the store lost them. */
const BUILT_KEY = 'read-models:built';
/** Held by the one host that rebuilds them, so several hosts noticing the loss do not all rebuild. */
const REBUILDING_KEY = 'read-models:rebuilding';
const REBUILD_LOCK_SECONDS = 600;

/**
 * Keeps the read models held in a shared key-value store (Redis) honest: a store that lost its data
 * (restarted empty, flushed, evicted) is detected by the missing marker, and one host rebuilds every
 * read model from the database while every host reports not ready. The marker is written after each
 * full build, so its absence is never mistaken for an empty marketplace.
 */
export class ReadModelsWatch {
  readonly #kv: KeyValue;
  readonly #rebuild: () => Promise<unknown>;
  readonly #logger: Logger;
  readonly #host = randomUUID();
  #timer: NodeJS.Timeout | undefined;
  #checking: Promise<void> | undefined;
  #lost = false;
  /** full rebuilds this process runs outside the watch (see rebuilding) */
  #rebuildsHere = 0;

  constructor(options: { kv: KeyValue; rebuild: () => Promise<unknown>; logger: Logger }) {
    this.#kv = options.kv;
    this.#rebuild = options.rebuild;
    this.#logger = options.logger;
  }

  /** true when the store holds the read models as they were last built (else they must all be rebuilt) */
  async intact(): Promise<boolean> {
    return (await this.#kv.get(BUILT_KEY)) !== null;
  }

  async markBuilt(): Promise<void> {
    await this.#kv.set(BUILT_KEY, new Date().toISOString());
    this.#lost = false;
  }

  /**
   * Runs a full rebuild asked for outside the watch (`npm run reindex`, a benchmark) and marks the store
   * whole after it: without the marker every host would rebuild it all again. The watch leaves the store
   * to it meanwhile.
   */
  async rebuilding<T>(rebuild: () => Promise<T>): Promise<T> {
    this.#rebuildsHere += 1;
    try {
      const result = await rebuild();
      await this.markBuilt();
      return result;
    } finally {
      this.#rebuildsHere -= 1;
    }
  }

  /** for /readyz: throws while the store has lost the read models and they are not rebuilt yet */
  assertIntact(): void {
    if (this.#lost) throw new Error('the key-value store lost the read models; they are being rebuilt from the database');
  }

  start(intervalMs: number): void {
    this.#timer = setInterval(() => void this.check(), intervalMs);
    this.#timer.unref();
  }

  async stop(): Promise<void> {
    clearInterval(this.#timer);
    await this.#checking;
  }

  /** One check at a time: an unreachable store is left to /readyz and checked again next time. */
  check(): Promise<void> {
    this.#checking ??= this.#checkOnce()
      .catch((error: unknown) => this.#logger.debug({ err: error }, 'read models check skipped'))
      .finally(() => {
        this.#checking = undefined;
      });
    return this.#checking;
  }

  async #checkOnce(): Promise<void> {
    if (this.#rebuildsHere > 0) return;
    if (await this.intact()) {
      this.#lost = false;
      return;
    }
    if (!this.#lost) this.#logger.warn('the key-value store lost the read models (restarted empty or flushed)');
    this.#lost = true;
    if (!(await this.#kv.setIfAbsent(REBUILDING_KEY, this.#host, { ttlSeconds: REBUILD_LOCK_SECONDS }))) return;
    try {
      const began = performance.now();
      await this.#rebuild();
      await this.markBuilt();
      this.#logger.info(
        { ms: Math.round(performance.now() - began) },
        'read models rebuilt from the database after the key-value store lost them',
      );
    } finally {
      await this.#kv.delete(REBUILDING_KEY);
    }
  }
}
