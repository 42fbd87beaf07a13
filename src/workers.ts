import cluster from 'node:cluster';

/** set in the environment of the worker that starts first (it migrates the database, loads the demo data and prints the banner) */
export const FIRST_WORKER = 'DEALACRE_FIRST_WORKER';

/** a worker that exits within this long of starting counts towards a crash loop */
const QUICK_EXIT_MS = 30_000;
const QUICK_EXITS_ALLOWED = 3;

/**
 * Runs `count` workers, each a full host listening on the one port; the primary hands the connections out in
 * turn. The first starts alone, so that one process migrates and seeds the database; the others start once it
 * listens. A worker that dies is replaced, unless workers keep dying within 30 s of starting. SIGTERM and SIGINT
 * are passed on, and the primary exits once every worker has stopped.
 */
export function superviseWorkers(count: number): void {
  let stopping = false;
  let firstListening = false;
  let quickExits = 0;
  const startedAt = new Map<number, number>();
  const say = (line: string) => console.error(`[workers] ${line}`);
  const fork = (first: boolean) => {
    const worker = cluster.fork(first ? { [FIRST_WORKER]: '1' } : {});
    startedAt.set(worker.id, Date.now());
    return worker;
  };

  fork(true).once('listening', () => {
    firstListening = true;
    for (let n = 1; n < count; n++) fork(false);
  });
  const listening = new Set<number>();
  cluster.on('listening', (worker) => {
    listening.add(worker.id);
    if (listening.size === count) say(`${count} workers listening`);
  });

  cluster.on('exit', (worker, code, signal) => {
    const workersLeft = Object.keys(cluster.workers ?? {}).length;
    if (stopping) {
      if (workersLeft === 0) process.exit();
      return;
    }
    // the first worker could not start (a wrong setting, a port in use): it said why; so does the exit code
    if (!firstListening) process.exit(code || 1);
    const lived = Date.now() - (startedAt.get(worker.id) ?? 0);
    quickExits = lived < QUICK_EXIT_MS ? quickExits + 1 : 0;
    if (quickExits > QUICK_EXITS_ALLOWED) {
      say(`workers keep exiting within ${QUICK_EXIT_MS / 1000} s of starting; stopping`);
      stopping = true;
      for (const other of Object.values(cluster.workers ?? {})) other?.process.kill('SIGTERM');
      process.exitCode = 1;
      if (workersLeft === 0) process.exit();
      return;
    }
    say(`worker ${worker.process.pid} exited (${signal ?? `code ${code}`}); starting another`);
    fork(false);
  });

  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    process.on(signal, () => {
      stopping = true;
      for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill(signal);
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit();
    });
  }
}
