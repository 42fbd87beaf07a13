import type { SqlEntityManager as EntityManager } from '@mikro-orm/sql';
import type { CommandBus, QueryBus } from './bus.ts';
import type { Clock } from './clock.ts';
import type { Gauges } from './gauges.port.ts';
import type { KeyValue, PubSub } from './key-value.port.ts';
import type { Mailer } from './mailer.port.ts';
import type { RateLimiter } from './rate-limit.ts';
import type { PaymentsProvider } from './payments.port.ts';
import type { Photos } from './photos.port.ts';
import type { Storage } from './storage.port.ts';
import type { SearchIndex } from './search-index.port.ts';
import type { PlatformSettings } from './settings.ts';

/** A DI token that remembers the type it resolves to. */
export type Token<T> = symbol & { readonly type?: T };

export function token<T>(description: string): Token<T> {
  return Symbol.for(`dealacre.${description}`) as Token<T>;
}

/** Platform services the host binds and modules may inject. */
export const PLATFORM = {
  SearchIndex: token<SearchIndex>('SearchIndex'),
  KeyValue: token<KeyValue>('KeyValue'),
  PubSub: token<PubSub>('PubSub'),
  Clock: token<Clock>('Clock'),
  Mailer: token<Mailer>('Mailer'),
  Payments: token<PaymentsProvider>('Payments'),
  Storage: token<Storage>('Storage'),
  Photos: token<Photos>('Photos'),
  Settings: token<PlatformSettings>('Settings'),
  RateLimiter: token<RateLimiter>('RateLimiter'),
  /** values reported on /metrics, read on every scrape */
  Gauges: token<Gauges>('Gauges'),
  CommandBus: token<CommandBus>('CommandBus'),
  QueryBus: token<QueryBus>('QueryBus'),
  /** the root entity manager: fork it for every unit of work */
  EntityManager: token<EntityManager>('EntityManager'),
} as const;
