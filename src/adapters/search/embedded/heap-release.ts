import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';

type Collector = (options: { type: 'major'; execution: 'sync'; flavor: 'last-resort' }) => void;

let collector: Collector | undefined;

/**
 * Gives the pages V8 keeps for reuse back to the operating system. When a garbage collection empties
 * a page of the old generation, V8 keeps it mapped and resident in a pool for later allocations and
 * empties that pool only on a memory-reducing collection, which an ordinary full collection is not
 * and which an idle process may never get. Building a segment of 100,000 listings leaves about
 * 900 MiB of such pages: the process's RSS stays near 2 GiB while V8 counts about 400 MiB of live
 * heap. This runs V8's last-resort collection (what it does under memory pressure: full collections
 * with compaction, then the pool released), which stops the process for about a second at that size.
 *
 * Without `--expose-gc` the collector is taken once through V8's flag, in a throwaway context, and
 * the flag is turned off again, so no `gc` global appears in this process.
 */
export function releaseFreedHeapPages(): void {
  collector ??= exposedCollector();
  collector({ type: 'major', execution: 'sync', flavor: 'last-resort' });
}

function exposedCollector(): Collector {
  const global = (globalThis as { gc?: Collector }).gc;
  if (typeof global === 'function') return global;
  setFlagsFromString('--expose-gc');
  try {
    return runInNewContext('gc') as Collector;
  } finally {
    setFlagsFromString('--no-expose-gc');
  }
}
