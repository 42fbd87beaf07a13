import type { PubSub, Unsubscribe } from '../../../modules/shared/kernel/key-value.port.ts';

type Handler = (message: string) => void;

/** The PubSub port within one process: fan-out for a single host. */
export class MemoryPubSub implements PubSub {
  readonly #channels = new Map<string, Set<Handler>>();

  async publish(channel: string, message: string): Promise<void> {
    const handlers = [...(this.#channels.get(channel) ?? [])];
    // Like Redis, deliver after publish returns, never inside it: callers cannot come to rely on
    // synchronous delivery that the Redis adapter does not give.
    if (handlers.length > 0) queueMicrotask(() => handlers.forEach((handler) => handler(message)));
  }

  async subscribe(channel: string, handler: Handler): Promise<Unsubscribe> {
    // A fresh function per subscription, so subscribing the same handler twice gives two independent subscriptions.
    const subscription: Handler = (message) => handler(message);
    const handlers = this.#channels.get(channel) ?? new Set<Handler>();
    handlers.add(subscription);
    this.#channels.set(channel, handlers);
    return async () => {
      handlers.delete(subscription);
      if (handlers.size === 0 && this.#channels.get(channel) === handlers) this.#channels.delete(channel);
    };
  }

  async close(): Promise<void> {
    this.#channels.clear();
  }
}
