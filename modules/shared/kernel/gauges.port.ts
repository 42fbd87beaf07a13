/**
 * Values a module reports to the host's metrics (served at /metrics), read on every scrape: e.g. the
 * event streams a host holds open. Names follow Prometheus' conventions (`dealacre_<what>_<unit>`).
 */
export interface Gauges {
  register(name: string, help: string, read: () => number): void;
}
