/**
 * One autocannon run in a process of its own, so the load generator shares neither the host's thread
 * nor its heap, garbage collector or memory figures (on a 2-core machine: the client on one core,
 * the server on the other). Sends the figures back to its parent.
 *
 *   forked with: <url> <connections> <duration seconds>
 */
import autocannon from 'autocannon';

export interface LoadFigures {
  p50: number;
  p95: number;
  p99: number;
  rps: number;
  /** responses received */
  requests: number;
  non2xx: number;
}

const [url, connections, duration] = [process.argv[2], Number(process.argv[3]), Number(process.argv[4])];
// autocannon's histogram has no p95, so keep every response time
const latencies: number[] = [];
const instance = autocannon({ url, connections, duration });
instance.on('response', (_client, _status, _bytes, responseTime) => latencies.push(responseTime));
const result = await instance;
latencies.sort((a, b) => a - b);
const at = (p: number) => latencies[Math.max(0, Math.ceil((p / 100) * latencies.length) - 1)] ?? Number.NaN;
const figures: LoadFigures = {
  p50: at(50),
  p95: at(95),
  p99: at(99),
  rps: latencies.length / result.duration,
  requests: latencies.length,
  non2xx: result.non2xx,
};
process.send!(figures, () => process.disconnect());
