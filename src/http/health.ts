import { Router } from 'express';
import type { ReadSide } from '../adapters/read-side.ts';
import type { Database } from '../persistence/database.ts';

const CHECK_TIMEOUT_MS = 2000;

/**
 * `/healthz`: the process is alive. `/readyz`: the host has started (migrations, demo data and the
 * first catch-up of every projection are done), is not shutting down, the database, search and
 * key-value store answer, and the key-value store has not lost the read models (they are rebuilt then). From the moment shutdown starts it answers 503 at once, so a load balancer
 * stops sending requests while those in flight finish.
 */
export function healthRouter({
  database,
  readSide,
  readModelsIntact,
  started,
  stopping,
}: {
  database: Database;
  readSide: ReadSide;
  readModelsIntact: () => void;
  started: () => boolean;
  stopping: () => boolean;
}): Router {
  const router = Router();
  router.get('/healthz', (_req, res) => {
    res.json({ status: 'ok' });
  });
  router.get('/readyz', async (_req, res) => {
    if (stopping()) {
      res.status(503).json({ status: 'shutting down' });
      return;
    }
    if (!started()) {
      res.status(503).json({ status: 'starting' });
      return;
    }
    const checks = {
      database: () => database.orm.em.fork().execute('select 1'),
      search: () => readSide.search.ping(),
      keyValue: () => readSide.kv.ping(),
      readModels: async () => readModelsIntact(),
    };
    const results = await Promise.all(Object.entries(checks).map(async ([name, check]) => [name, await probe(check)] as const));
    const ready = results.every(([, result]) => result === 'ok');
    res.status(ready ? 200 : 503).json({ status: ready ? 'ready' : 'not ready', checks: Object.fromEntries(results) });
  });
  return router;
}

async function probe(check: () => Promise<unknown>): Promise<string> {
  let timer: NodeJS.Timeout | undefined;
  try {
    await Promise.race([
      check(),
      new Promise((_, reject) => {
        timer = setTimeout(() => reject(new Error(`no answer within ${CHECK_TIMEOUT_MS} ms`)), CHECK_TIMEOUT_MS);
      }),
    ]);
    return 'ok';
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  } finally {
    clearTimeout(timer);
  }
}
