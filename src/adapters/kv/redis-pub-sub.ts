import type { Redis } from 'ioredis';
import type { PubSub, Unsubscribe } from '../../../modules/shared/kernel/key-value.port.ts';
import { connectRedis, disconnectRedis, failingFast } from './redis-connection.ts';

type Handler = (message: string) => void;

interface Channel {
  handlers: Set<Handler>;
  /** Settles when Redis has confirmed the SUBSCRIBE. */
  subscribed: Promise<unknown>;
}

/**
 * The PubSub port on Redis, for fan-out across hosts. One Redis subscription per channel, shared by
 * every handler in this process. Channel names carry `keyPrefix`, like keys do in RedisKeyValue.
 */
export class RedisPubSub implements PubSub {
  readonly #publisher: Redis;
  readonly #publish: <T>(command: (redis: Redis) => Promise<T>) => Promise<T>;
  /** A connection that has subscribed may only run subscriber commands, hence a second one. */
  readonly #subscriber: Redis;
  readonly #prefix: string;
  readonly #channels = new Map<string, Channel>();

  constructor(url: string, options: { keyPrefix?: string } = {}) {
    this.#prefix = options.keyPrefix ?? '';
    this.#publisher = connectRedis(url);
    this.#publish = failingFast(this.#publisher);
    this.#subscriber = connectRedis(url);
    this.#subscriber.on('message', (name: string, message: string) => {
      this.#channels.get(name)?.handlers.forEach((handler) => handler(message));
    });
  }

  async publish(channel: string, message: string): Promise<void> {
    await this.#publish((redis) => redis.publish(this.#prefix + channel, message));
  }

  async subscribe(channel: string, handler: Handler): Promise<Unsubscribe> {
    const name = this.#prefix + channel;
    let entry = this.#channels.get(name);
    if (!entry) {
      entry = { handlers: new Set(), subscribed: this.#subscriber.subscribe(name) };
      this.#channels.set(name, entry);
    }
    // A fresh function per subscription, so subscribing the same handler twice gives two independent subscriptions.
    const subscription: Handler = (message) => handler(message);
    entry.handlers.add(subscription);
    const unsubscribe = async () => {
      entry.handlers.delete(subscription);
      // Only the last handler leaves the Redis channel, once: a repeated call or a call after close() is a no-op.
      if (entry.handlers.size > 0 || this.#channels.get(name) !== entry) return;
      this.#channels.delete(name);
      await this.#subscriber.unsubscribe(name);
    };
    try {
      await entry.subscribed;
    } catch (error) {
      await unsubscribe().catch(() => {});
      throw error;
    }
    return unsubscribe;
  }

  async close(): Promise<void> {
    this.#channels.clear();
    await Promise.all([disconnectRedis(this.#publisher), disconnectRedis(this.#subscriber)]);
  }
}
