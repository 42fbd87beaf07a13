import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { HostMetrics } from './host-metrics.ts';

interface Panel {
  id: number;
  type: string;
  title: string;
  targets?: Array<{ expr: string }>;
}

const dashboard = JSON.parse(await readFile(new URL('../../infra/grafana/dealacre-dashboard.json', import.meta.url), 'utf8')) as {
  uid: string;
  panels: Panel[];
  templating: { list: Array<{ name: string }> };
};

/** every series name a DealAcre host serves at /metrics, as the host wires its metrics */
async function servedSeries(): Promise<Set<string>> {
  const metrics = new HostMetrics();
  metrics.watchOutbox(() => Promise.resolve({ pending: 0, oldestPendingSeconds: 0, dead: 0 }));
  metrics.register('dealacre_sse_connections', 'open event streams', () => 0);
  const text = await metrics.render();
  const series = new Set<string>();
  for (const [, name, type] of text.matchAll(/^# TYPE (\S+) (\S+)$/gm)) {
    series.add(name);
    if (type === 'histogram') for (const suffix of ['_bucket', '_count', '_sum']) series.add(`${name}${suffix}`);
    if (type === 'summary') for (const suffix of ['_count', '_sum']) series.add(`${name}${suffix}`);
  }
  return series;
}

describe('the Grafana dashboard', () => {
  const queries = dashboard.panels.flatMap((panel) => (panel.targets ?? []).map((target) => ({ panel: panel.title, expr: target.expr })));

  it('queries only series the host serves', async () => {
    const served = await servedSeries();
    expect(queries.length).toBeGreaterThan(10);
    for (const { panel, expr } of queries) {
      const names = [...expr.matchAll(/\b((?:dealacre|process|nodejs)_[a-z0-9_]+)\b/g)].map(([name]) => name);
      expect(names.length, `${panel}: ${expr}`).toBeGreaterThan(0);
      for (const name of names) expect(served.has(name), `${panel} queries ${name}, which /metrics does not serve`).toBe(true);
    }
  });

  it('shows request rate, p95 by route, errors, outbox lag and dead events, event streams, search p95 per adapter, memory and CPU', () => {
    const all = queries.map(({ expr }) => expr).join('\n');
    for (const wanted of [
      /rate\(dealacre_http_request_duration_seconds_count/,
      /histogram_quantile\(0\.95, sum by \(le, route\) \(rate\(dealacre_http_request_duration_seconds_bucket/,
      /status_class="5xx"/,
      /dealacre_outbox_oldest_pending_age_seconds/,
      /dealacre_outbox_dead_events/,
      /dealacre_sse_connections/,
      /histogram_quantile\(0\.95, sum by \(le, adapter, index\) \(rate\(dealacre_search_duration_seconds_bucket/,
      /process_resident_memory_bytes/,
      /rate\(process_cpu_seconds_total/,
    ]) {
      expect(all).toMatch(wanted);
    }
  });

  it('has unique panel ids and a data source and host picker', () => {
    const ids = dashboard.panels.map((panel) => panel.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(dashboard.templating.list.map((variable) => variable.name)).toEqual(['datasource', 'instance']);
    expect(dashboard.uid).toBe('dealacre-overview');
  });
});
