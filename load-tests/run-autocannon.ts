import autocannon from 'autocannon';
import { isIPv4 } from 'node:net';
import { parseArgs } from 'node:util';
import { journeys, PROPERTY_ID, PROPERTY_IDS_PATH, scenarios, weightedPicker, type Journey, type Scenario } from './scenarios.ts';
import { registerAccounts, runJourney, type Account } from './journeys.ts';

/**
 * Local load runner: the scenarios and journeys of scenarios.json, one after another, against a
 * DealAcre on this machine. Deployments are load-tested with k6 (load-tests/k6/*.js), never with this.
 *
 *   node load-tests/run-autocannon.ts --url http://127.0.0.1:3000 --duration 10 [--connections 10] [--scenario home ...] [--journeys]
 *   node load-tests/run-autocannon.ts --mixed --rate 200 --duration 300     # a soak: every scenario at once, 200 requests a second
 */
export interface LoadOptions {
  /** a loopback origin, e.g. http://127.0.0.1:3000 */
  baseUrl: string;
  /** the whole run, shared evenly by the scenarios that run */
  durationSeconds: number;
  connections: number;
  log: (line: string) => void;
  /** scenarios or journeys by name; default: every anonymous scenario */
  scenarioNames?: string[];
  /** also every signed-in journey (sign-in, messaging, saved-searches) */
  allJourneys?: boolean;
  /** the scenarios at once for the whole duration, each drawn by its share (a soak), instead of one after another */
  mixed?: boolean;
  /** at most this many requests a second over all connections (default: as fast as the host answers) */
  ratePerSecond?: number;
}

export interface ScenarioReport {
  scenario: string;
  requestsPerSecond: number;
  latencyMs: { p50: number; p95: number; p99: number };
  non2xx: number;
  /** connection errors and timeouts */
  errors: number;
}

export async function runLoad(options: LoadOptions): Promise<ScenarioReport[]> {
  const origin = loopbackOrigin(options.baseUrl);
  const selected = select(options.scenarioNames, options.allJourneys ?? false);
  const needsIds = selected.scenarios.some((scenario) => scenario.paths.some(({ path }) => path.includes(PROPERTY_ID)));
  const ids = needsIds ? await propertyIds(origin) : [];
  const runnable: Scenario[] = [];
  for (const scenario of selected.scenarios) {
    const template = scenario.paths[0].path;
    if (template.includes(PROPERTY_ID) && ids.length === 0) {
      options.log(`${scenario.name}: skipped, there are no listings to open`);
      continue;
    }
    const probePath = template.replaceAll(PROPERTY_ID, ids[0]);
    // A scenario whose endpoint this build does not have yet is skipped, not counted as errors.
    if ((await probe(origin, probePath)) === 404) options.log(`${scenario.name}: skipped, ${probePath} answered 404`);
    else runnable.push(scenario);
  }
  if (options.mixed) {
    if (selected.journeys.length > 0) throw new Error('--mixed runs the anonymous scenarios together; run journeys without it');
    if (runnable.length === 0) return [];
    const shares = runnable.map((scenario) => ({ path: scenario.name, weight: scenario.share }));
    const pickScenario = weightedPicker(shares);
    const pickers = new Map(runnable.map((scenario) => [scenario.name, weightedPicker(scenario.paths)]));
    const nextPath = () => fillIds(pickers.get(pickScenario())!(), ids);
    options.log(
      `${origin}: ${runnable.map(({ name }) => name).join(', ')} together for ${formatNumber(options.durationSeconds)} s, ${options.connections} connections` +
        (options.ratePerSecond ? `, ${options.ratePerSecond} requests a second` : ''),
    );
    const report = await runPaths(origin, 'mixed', nextPath, options.durationSeconds, options.connections, options.ratePerSecond);
    options.log(formatReport(report));
    return [report];
  }
  const count = runnable.length + selected.journeys.length;
  if (count === 0) return [];

  const secondsEach = options.durationSeconds / count;
  if (!(secondsEach >= 1)) {
    throw new Error(`--duration ${options.durationSeconds} is too short for ${count} scenarios: give each at least 1 s`);
  }
  const names = [...runnable, ...selected.journeys].map(({ name }) => name);
  options.log(`${origin}: ${names.join(', ')}; ${formatNumber(secondsEach)} s each, ${options.connections} connections`);

  const reports: ScenarioReport[] = [];
  for (const scenario of runnable) {
    const pickPath = weightedPicker(scenario.paths);
    const report = await runPaths(
      origin,
      scenario.name,
      () => fillIds(pickPath(), ids),
      secondsEach,
      options.connections,
      options.ratePerSecond,
    );
    options.log(formatReport(report));
    reports.push(report);
  }
  if (selected.journeys.length > 0) {
    // one account per connection, shared by the journeys; registered (and signed in) through the API
    const accounts: Account[] = await registerAccounts(
      origin,
      options.connections,
      selected.journeys.some((journey) => journey.needs.includes('conversation')),
    );
    options.log(`${accounts.length} accounts registered for the journeys (${accounts[0].email.replace(/-0@/, '-*@')})`);
    for (const journey of selected.journeys) {
      const run = await runJourney(origin, journey, accounts, secondsEach);
      run.latencies.sort((a, b) => a - b);
      const report: ScenarioReport = {
        scenario: journey.name,
        requestsPerSecond: run.latencies.length / secondsEach,
        latencyMs: { p50: percentile(run.latencies, 50), p95: percentile(run.latencies, 95), p99: percentile(run.latencies, 99) },
        non2xx: run.non2xx,
        errors: run.errors,
      };
      options.log(formatReport(report));
      for (const failure of run.failures) options.log(`  ${failure}`);
      reports.push(report);
    }
  }
  return reports;
}

/** The newest listings' ids, for paths naming {propertyId}. */
async function propertyIds(origin: string): Promise<string[]> {
  const response = await fetch(new URL(PROPERTY_IDS_PATH, origin), { signal: AbortSignal.timeout(10_000) });
  if (!response.ok) return [];
  const cards = (await response.json()) as Array<{ id: string }>;
  return Array.isArray(cards) ? cards.map((card) => card.id) : [];
}

/** a listing id of the newest for each {propertyId} */
function fillIds(path: string, ids: string[]): string {
  return path.replaceAll(PROPERTY_ID, () => ids[Math.floor(Math.random() * ids.length)]);
}

async function runPaths(
  origin: string,
  name: string,
  nextPath: () => string,
  durationSeconds: number,
  connections: number,
  ratePerSecond?: number,
): Promise<ScenarioReport> {
  // autocannon's histogram has p90 and p97.5 but no p95, so keep every response time.
  const latencies: number[] = [];
  const instance = autocannon({
    url: origin,
    connections,
    duration: durationSeconds,
    ...(ratePerSecond ? { overallRate: ratePerSecond } : {}),
    requests: [{ method: 'GET', setupRequest: (request) => ({ ...request, path: nextPath() }) }],
  });
  instance.on('response', (_client, _statusCode, _bytes, responseTimeMs) => latencies.push(responseTimeMs));
  const result = await instance;
  latencies.sort((a, b) => a - b);
  return {
    scenario: name,
    requestsPerSecond: latencies.length / result.duration,
    latencyMs: { p50: percentile(latencies, 50), p95: percentile(latencies, 95), p99: percentile(latencies, 99) },
    non2xx: result.non2xx,
    errors: result.errors,
  };
}

/** Only this machine: a load run against a shared host is an outage, not a measurement. */
function loopbackOrigin(baseUrl: string): string {
  const url = URL.parse(baseUrl);
  const host = url?.hostname.replace(/^\[(.*)\]$/, '$1');
  const isLoopback = host === 'localhost' || host === '::1' || (host !== undefined && isIPv4(host) && host.startsWith('127.'));
  if (!url || !['http:', 'https:'].includes(url.protocol) || !isLoopback) {
    throw new Error(
      `refusing to load-test ${baseUrl}: the autocannon runner only targets loopback addresses ` +
        '(127.0.0.0/8, [::1], localhost). Load-test a deployment with k6: see load-tests/README.md.',
    );
  }
  return url.origin;
}

function select(names: string[] | undefined, allJourneys: boolean): { scenarios: Scenario[]; journeys: Journey[] } {
  if (!names || names.length === 0) return { scenarios: allJourneys ? [] : scenarios, journeys: allJourneys ? journeys : [] };
  const known = [...scenarios, ...journeys].map(({ name }) => name);
  const unknown = names.filter((name) => !known.includes(name));
  if (unknown.length > 0) throw new Error(`unknown scenario ${unknown.join(', ')}; known: ${known.join(', ')}`);
  return {
    scenarios: scenarios.filter((scenario) => names.includes(scenario.name)),
    journeys: journeys.filter((journey) => allJourneys || names.includes(journey.name)),
  };
}

async function probe(origin: string, path: string): Promise<number> {
  try {
    const response = await fetch(new URL(path, origin), { signal: AbortSignal.timeout(10_000) });
    await response.body?.cancel();
    return response.status;
  } catch (error) {
    const reason = error instanceof Error && error.cause instanceof Error ? error.cause.message : String(error);
    throw new Error(`cannot reach ${origin} (${reason}): is DealAcre running there?`);
  }
}

/** Nearest-rank percentile of sorted values. */
export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.max(0, Math.ceil((p / 100) * sorted.length) - 1)];
}

function formatReport({ scenario, requestsPerSecond, latencyMs, non2xx, errors }: ScenarioReport): string {
  return [
    scenario.padEnd(16),
    `${formatNumber(requestsPerSecond).padStart(9)} req/s`,
    `p50 ${formatNumber(latencyMs.p50)} ms`,
    `p95 ${formatNumber(latencyMs.p95)} ms`,
    `p99 ${formatNumber(latencyMs.p99)} ms`,
    `non-2xx ${non2xx}`,
    `errors ${errors}`,
  ].join('  ');
}

function formatNumber(value: number): string {
  return value.toFixed(1);
}

function positiveNumber(flag: string, text: string): number {
  const value = Number(text);
  if (!Number.isFinite(value) || value <= 0) throw new Error(`${flag} must be a positive number, got ${text}`);
  return value;
}

if (import.meta.main) {
  const { values } = parseArgs({
    options: {
      url: { type: 'string', default: 'http://127.0.0.1:3000' },
      duration: { type: 'string', default: '10' },
      connections: { type: 'string', default: '10' },
      scenario: { type: 'string', multiple: true },
      journeys: { type: 'boolean', default: false },
      mixed: { type: 'boolean', default: false },
      rate: { type: 'string' },
    },
  });
  try {
    await runLoad({
      baseUrl: values.url,
      durationSeconds: positiveNumber('--duration', values.duration),
      connections: positiveNumber('--connections', values.connections),
      scenarioNames: values.scenario,
      allJourneys: values.journeys,
      mixed: values.mixed,
      ratePerSecond: values.rate === undefined ? undefined : positiveNumber('--rate', values.rate),
      log: (line) => console.log(line),
    });
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  }
}
