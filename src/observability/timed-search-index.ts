import type { SearchIndex } from '../../modules/shared/kernel/search-index.port.ts';
import type { HostMetrics } from './host-metrics.ts';

/** the port's calls that do work in the engine; the others (ensureIndex, ping, close) pass through untimed */
const TIMED = new Set(['search', 'searchMany', 'count', 'upsert', 'remove', 'rebuild']);

/**
 * The search port with every call that reaches the engine timed into
 * `dealacre_search_duration_seconds`, labelled with the adapter, the index (the port's first
 * argument) and the operation (the method). It wraps whichever adapter the host built, so neither
 * adapter knows about metrics; failed calls are timed too, and methods the port gains later pass
 * through unchanged.
 */
export function timedSearchIndex(inner: SearchIndex, adapter: 'embedded' | 'meilisearch', metrics: HostMetrics): SearchIndex {
  return new Proxy(inner, {
    get(target, property) {
      const value: unknown = Reflect.get(target, property);
      if (typeof value !== 'function') return value;
      const method = value as (...args: unknown[]) => unknown;
      if (typeof property !== 'string' || !TIMED.has(property)) return (...args: unknown[]) => method.apply(target, args);
      return async (...args: unknown[]) => {
        const stop = metrics.searchDuration.startTimer({ adapter, index: String(args[0]), operation: property });
        try {
          return await method.apply(target, args);
        } finally {
          stop();
        }
      };
    },
  });
}
