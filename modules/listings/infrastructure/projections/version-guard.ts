import type { KeyValue } from '../../../shared/kernel/key-value.port.ts';

/** What a deleted listing is remembered as: newer than any snapshot that could still arrive. */
export const DELETED_VERSION = Number.MAX_SAFE_INTEGER;

/**
 * Remembers, per listing, the last snapshot version a projection applied, so a snapshot delivered
 * late (a retried event overtaken by a newer one, or several hosts dispatching) never rolls the
 * projection back, and a deleted listing never comes back.
 */
export class VersionGuard {
  private readonly kv: KeyValue;
  private readonly prefix: string;

  constructor(kv: KeyValue, prefix: string) {
    this.kv = kv;
    this.prefix = prefix;
  }

  /** true when a newer snapshot was already applied (an equal version is applied again: it is idempotent) */
  async isStale(id: string, version: number): Promise<boolean> {
    const applied = await this.kv.get(this.prefix + id);
    return applied !== null && Number(applied) > version;
  }

  async remember(id: string, version: number): Promise<void> {
    await this.kv.set(this.prefix + id, String(version));
  }
}
