/**
 * One autocannon run in a worker thread, so the load generator does not share the host's thread
 * (on a 2-core machine: the client on one core, the server on the other). Posts back the figures.
 */
import autocannon from 'autocannon';
import { parentPort, workerData } from 'node:worker_threads';

export interface LoadFigures {
  p50: number;
  p95: number;
  p99: number;
  rps: number;
  non2xx: number;
}

const { url, connections, duration } = workerData as { url: string; connections: number; duration: number };
// autocannon's histogram has no p95, so keep every response time
const latencies: number[] = [];
const instance = autocannon({ url, connections, duration });
instance.on('response', (_client, _status, _bytes, responseTime) => latencies.push(responseTime));
const result = await instance;
latencies.sort((a, b) => a - b);
const at = (p: number) => latencies[Math.max(0, Math.ceil((p / 100) * latencies.length) - 1)] ?? Number.NaN;
const figures: LoadFigures = { p50: at(50), p95: at(95), p99: at(99), rps: latencies.length / result.duration, non2xx: result.non2xx };
parentPort!.postMessage(figures);
