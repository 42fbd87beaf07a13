import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { Gauges } from '../../modules/shared/kernel/gauges.port.ts';

/**
 * The host's Prometheus metrics (decision 0034), served at /metrics in the text exposition format.
 * Each host gets its own registry (tests run several hosts in one process); the process metrics
 * (CPU, memory, event loop, GC) are collected once per process and served with every host's.
 */
export interface OutboxGauges {
  /** events waiting for delivery (retries included) */
  pending: number;
  /** seconds since the oldest pending event occurred; 0 when none is pending */
  oldestPendingSeconds: number;
  /** events parked after their last attempt */
  dead: number;
}

/** request latency buckets: from a cache hit to a slow page render */
const HTTP_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
/** search engine calls are faster than requests */
const SEARCH_BUCKETS = [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1];
/** scheduled jobs run from milliseconds to minutes */
const JOB_BUCKETS = [0.01, 0.05, 0.1, 0.5, 1, 5, 10, 30, 60, 300];

let processRegistry: Registry | undefined;

/** The process metrics (process_*, nodejs_*), registered once however many hosts this process runs. */
function processMetrics(): Registry {
  if (!processRegistry) {
    processRegistry = new Registry();
    collectDefaultMetrics({ register: processRegistry });
  }
  return processRegistry;
}

export class HostMetrics implements Gauges {
  readonly registry = new Registry();
  readonly #process = processMetrics();

  readonly httpRequestDuration = new Histogram({
    name: 'dealacre_http_request_duration_seconds',
    help: 'HTTP request latency, by method, route pattern (unmatched: every request no route answered) and status class',
    labelNames: ['method', 'route', 'status_class'] as const,
    buckets: HTTP_BUCKETS,
    registers: [this.registry],
  });

  readonly outboxDeliveryFailures = new Counter({
    name: 'dealacre_outbox_delivery_failures_total',
    help: 'Failed deliveries of an outbox event to a subscriber (each is retried with backoff until it is parked as dead)',
    labelNames: ['subscriber'] as const,
    registers: [this.registry],
  });

  readonly jobDuration = new Histogram({
    name: 'dealacre_job_duration_seconds',
    help: 'Duration of scheduled job runs, failed ones included',
    labelNames: ['job'] as const,
    buckets: JOB_BUCKETS,
    registers: [this.registry],
  });

  readonly jobFailures = new Counter({
    name: 'dealacre_job_failures_total',
    help: 'Scheduled job runs that failed',
    labelNames: ['job'] as const,
    registers: [this.registry],
  });

  readonly searchDuration = new Histogram({
    name: 'dealacre_search_duration_seconds',
    help: 'Latency of calls to the search index port, by adapter (embedded or meilisearch), index and operation',
    labelNames: ['adapter', 'index', 'operation'] as const,
    buckets: SEARCH_BUCKETS,
    registers: [this.registry],
  });

  /** reads the outbox's counts on scrape (one query), never per request */
  watchOutbox(read: () => Promise<OutboxGauges>): void {
    let reading: Promise<OutboxGauges> | undefined;
    // the three gauges are collected one after another on a scrape: they share one query
    const snapshot = () => {
      // a database that does not answer shows as NaN rather than failing the whole scrape
      reading ??= read()
        .catch(() => ({ pending: Number.NaN, oldestPendingSeconds: Number.NaN, dead: Number.NaN }))
        .finally(() => {
          setImmediate(() => (reading = undefined));
        });
      return reading;
    };
    const gauge = (name: string, help: string, pick: (gauges: OutboxGauges) => number) =>
      new Gauge({
        name,
        help,
        registers: [this.registry],
        async collect() {
          this.set(pick(await snapshot()));
        },
      });
    gauge('dealacre_outbox_pending_events', 'Outbox events waiting for delivery, retries included', (gauges) => gauges.pending);
    gauge(
      'dealacre_outbox_oldest_pending_age_seconds',
      'Seconds since the oldest pending outbox event occurred (0 when none is pending)',
      (gauges) => gauges.oldestPendingSeconds,
    );
    gauge(
      'dealacre_outbox_dead_events',
      'Outbox events parked as dead after their last attempt (replayable by an admin)',
      (gauges) => gauges.dead,
    );
  }

  /** Gauges port: a value read on every scrape (modules report through it, e.g. open event streams) */
  register(name: string, help: string, read: () => number): void {
    new Gauge({
      name,
      help,
      registers: [this.registry],
      collect() {
        this.set(read());
      },
    });
  }

  get contentType(): string {
    return this.registry.contentType;
  }

  /** the exposition text: the process metrics, then this host's */
  async render(): Promise<string> {
    const [process, host] = await Promise.all([this.#process.metrics(), this.registry.metrics()]);
    return `${process}\n${host}`;
  }
}
