/**
 * `npm run bench:scale`: the figures of marketplace traffic, each beside its target, in each runtime mode.
 *
 *   npm run bench:scale [-- --duration 10] [--soak 300] [--embedded-only | --services-only]
 *
 * For each mode (embedded: PGlite + memory, one process; services: Postgres + Redis when DATABASE_URL and REDIS_URL
 * are set, on a throw-away database, with `npm start`'s default of one worker per core) it loads the demo data with a
 * first `node src/main.ts`, starts it again on that data (NODE_ENV=test for the test provider's plans, production
 * pages; loopback exempt from the per-address limits) and measures:
 * 1. an anonymous visitor's homepage, search page and property pages: requests a second and p95 at 10 connections
 *    for `duration` seconds each, compressed as a browser asks (targets 1,000 / 500 / 500 a second, p95 ≤ 50 ms);
 * 2. a new listing on the homepage: from the seller's POST until the homepage a visitor gets shows it (≤ 5 s);
 * 3. with several workers, search agreement: from the POST until six searches in a row, which the workers answer in
 *    turn, all find it (≤ 1 s);
 * 4. the mixed soak: every anonymous scenario of scenarios.json at once, 200 requests a second for `soak` seconds
 *    (0 errors, p95 ≤ 50 ms).
 * The load generator shares the machine with the host: on 2 cores it takes part of one.
 * Messaging at 500 sends a second is `npm run bench:messages`; reindex and a million listings `npm run bench:search`.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { DEMO_SELLERS } from '../../modules/identity/contracts/demo.ts';
import { percentile, runLoad } from '../run-autocannon.ts';
import { benchHostEnvironment, freePort, inEachRuntimeMode, type RuntimeModeName } from './runtime-modes.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

interface Figure {
  mode: RuntimeModeName;
  figure: string;
  target: string;
  measured: string;
  met: boolean;
}

const { values } = parseArgs({
  options: {
    duration: { type: 'string', default: '10' },
    soak: { type: 'string', default: '300' },
    'embedded-only': { type: 'boolean', default: false },
    'services-only': { type: 'boolean', default: false },
  },
});
const durationSeconds = Number(values.duration);
const soakSeconds = Number(values.soak);
const log = (line: string) => console.log(line);
/** each page is asked for this long before it is measured: the first answers compile code and fill caches */
const WARMUP_SECONDS = 3;

interface RunningHost {
  origin: string;
  workers: number;
  stop(): Promise<void>;
}

/** `node src/main.ts` on `dataDir` (and the mode's database), loading the demo data when `seed`; resolves once every worker listens */
async function startHost(
  environment: Record<string, string>,
  { dataDir, password, seed }: { dataDir: string; password: string; seed: boolean },
): Promise<RunningHost> {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const child: ChildProcess = spawn(process.execPath, ['--max-semi-space-size=8', 'src/main.ts'], {
    cwd: root,
    env: {
      ...process.env,
      ...benchHostEnvironment(port),
      DATA_DIR: dataDir,
      SEED_DEMO: String(seed),
      DEMO_PASSWORD: password,
      ...environment,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  // one process prints its banner once it listens; several workers, the supervisor's line once all of them do
  let workers = 1;
  await new Promise<void>((resolve, reject) => {
    let output = '';
    const watch = (chunk: Buffer) => {
      output += chunk.toString();
      const several = /processes\s+(\d+) workers/.exec(output);
      if (several) workers = Number(several[1]);
      if (several ? output.includes(`${workers} workers listening`) : output.includes('DealAcre is ready at')) resolve();
    };
    child.stdout!.on('data', watch);
    child.stderr!.on('data', watch);
    child.once('exit', (code) => reject(new Error(`the host exited (${code}) before it listened:\n${output}`)));
  });
  log(`host ready at ${origin}: ${workers} worker${workers > 1 ? 's' : ''}`);
  return {
    origin,
    workers,
    async stop() {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    },
  };
}

/** requests a second and p95 of GETs of `paths` in turn at 10 connections, asking for compressed answers */
async function pages(origin: string, paths: string[], seconds: number): Promise<{ rps: number; p95: number; failed: number }> {
  let next = 0;
  const latencies: number[] = [];
  const instance = autocannon({
    url: origin,
    connections: 10,
    duration: seconds,
    requests: [
      {
        method: 'GET',
        headers: { 'accept-encoding': 'br, gzip', accept: 'text/html' },
        setupRequest: (request) => ({ ...request, path: paths[next++ % paths.length] }),
      },
    ],
  });
  instance.on('response', (_client, _status, _bytes, ms) => latencies.push(ms));
  const result = await instance;
  latencies.sort((a, b) => a - b);
  return { rps: latencies.length / result.duration, p95: percentile(latencies, 95), failed: result.non2xx + result.errors };
}

/** a demo seller's session: cookies and the CSRF token, as the web app holds them */
async function signIn(origin: string, email: string, password: string): Promise<(path: string, body: object) => Promise<Response>> {
  const cookies = new Map<string, string>();
  const remember = (response: Response) => {
    for (const cookie of response.headers.getSetCookie()) {
      const [pair] = cookie.split(';');
      const [name, value] = pair.split('=');
      cookies.set(name, value);
    }
    return response;
  };
  const header = () => [...cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  remember(await fetch(`${origin}/api/auth/me`));
  const post = async (route: string, body: object) =>
    remember(
      await fetch(`${origin}${route}`, {
        method: 'POST',
        headers: { cookie: header(), 'x-csrf-token': cookies.get('csrf_token') ?? '', 'content-type': 'application/json' },
        body: JSON.stringify(body),
      }),
    );
  const login = await post('/api/auth/login', { email, password });
  if (!login.ok) throw new Error(`the demo seller could not sign in: ${login.status}`);
  return post;
}

function uniqueWord(): string {
  return `bench${randomBytes(4)
    .toString('hex')
    .replace(/\d/g, (digit) => 'ghijklmnop'[Number(digit)])}`;
}

async function postListing(post: Awaited<ReturnType<typeof signIn>>, word: string): Promise<number> {
  const startedAt = performance.now();
  const created = await post('/api/properties', {
    listing: {
      title: `Hilltop ${word} tract`,
      description: 'Forty acres of hilltop pasture with a stock tank and a view of the river valley.',
      category: 'land',
      city: 'Fredericksburg',
      state: 'TX',
      zip: '78624',
      acres: 40,
      price: 240_000,
    },
    publish: true,
  });
  if (created.status !== 201) throw new Error(`the listing was refused: ${created.status} ${await created.text()}`);
  return startedAt;
}

/** ms from `since` until `found()` holds, asked every `everyMs` */
async function until(since: number, everyMs: number, found: () => Promise<boolean>): Promise<number> {
  const deadline = performance.now() + 60_000;
  while (performance.now() < deadline) {
    if (await found()) return performance.now() - since;
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
  return Number.POSITIVE_INFINITY;
}

const round = (value: number) => (value >= 100 ? Math.round(value).toLocaleString('en-US') : value.toFixed(1));

async function benchMode(mode: RuntimeModeName, environment: Record<string, string>): Promise<Figure[]> {
  log(`\n== ${mode}`);
  const dataDir = mkdtempSync(path.join(tmpdir(), 'dealacre-bench-scale-'));
  const password = randomBytes(12).toString('base64url');
  // the demo data is loaded by a first start; the measured host starts on it, without the work a load leaves behind
  await (await startHost(environment, { dataDir, password, seed: true })).stop();
  const host = await startHost(environment, { dataDir, password, seed: false });
  const figures: Figure[] = [];
  const add = (figure: string, target: string, measured: string, met: boolean) => {
    figures.push({ mode, figure, target, measured, met });
    log(`${met ? 'met ' : 'MISS'}  ${figure}: ${measured} (target ${target})`);
  };
  try {
    const ids = ((await (await fetch(`${host.origin}/api/properties?limit=50`)).json()) as Array<{ id: string }>).map((card) => card.id);
    const pageTargets = [
      { name: 'homepage', paths: ['/'], rps: 1000 },
      { name: 'search page', paths: ['/search'], rps: 500 },
      { name: 'property pages', paths: ids.map((id) => `/property/${id}`), rps: 500 },
    ];
    for (const { name, paths, rps } of pageTargets) {
      await pages(host.origin, paths, WARMUP_SECONDS);
      const measured = await pages(host.origin, paths, durationSeconds);
      add(
        `${name}, 10 connections`,
        `≥ ${rps.toLocaleString('en-US')}/s, p95 ≤ 50 ms`,
        `${round(measured.rps)}/s, p95 ${round(measured.p95)} ms${measured.failed ? `, ${measured.failed} failed` : ''}`,
        measured.rps >= rps && measured.p95 <= 50 && measured.failed === 0,
      );
    }

    const post = await signIn(host.origin, DEMO_SELLERS[0].email, password);
    const onHome = uniqueWord();
    const homeMs = await until(await postListing(post, onHome), 100, async () =>
      (await (await fetch(`${host.origin}/`)).text()).includes(onHome),
    );
    add('a new listing on the homepage', '≤ 5 s', `${(homeMs / 1000).toFixed(2)} s`, homeMs <= 5000);

    if (host.workers > 1) {
      const searched = uniqueWord();
      const search = async () => ((await (await fetch(`${host.origin}/api/properties?search=${searched}`)).json()) as unknown[]).length > 0;
      const agreedMs = await until(await postListing(post, searched), 10, async () => {
        for (let answer = 0; answer < 6; answer++) if (!(await search())) return false;
        return true;
      });
      add(`search on every worker after a write (${host.workers} workers)`, '≤ 1 s', `${round(agreedMs)} ms`, agreedMs <= 1000);
    }

    if (soakSeconds > 0) {
      const reports = await runLoad({
        baseUrl: host.origin,
        durationSeconds: soakSeconds,
        connections: 10,
        mixed: true,
        ratePerSecond: 200,
        log,
      });
      const failed = reports.reduce((sum, report) => sum + report.errors + report.non2xx, 0);
      const p95 = Math.max(...reports.map((report) => report.latencyMs.p95));
      add(
        `mixed soak, 200 requests a second for ${soakSeconds} s`,
        '0 errors, p95 ≤ 50 ms',
        `${failed} errors, p95 ${round(p95)} ms`,
        failed === 0 && p95 <= 50,
      );
    }
  } finally {
    await host.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
  return figures;
}

const results = (
  await inEachRuntimeMode(
    { embeddedOnly: values['embedded-only'], servicesOnly: values['services-only'], databasePrefix: 'dealacre_bench_scale', log },
    benchMode,
  )
).flat();
log('\n| mode | figure | target | measured | |');
log('| --- | --- | --- | --- | --- |');
for (const { mode, figure, target, measured, met } of results)
  log(`| ${mode} | ${figure} | ${target} | ${measured} | ${met ? 'met' : 'missed'} |`);
