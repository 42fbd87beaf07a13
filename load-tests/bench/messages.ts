/**
 * `npm run bench:messages`: the realtime messaging path on one host, with many open event streams.
 *
 *   npm run bench:messages [-- --clients 500] [--tabs 2] [--rate 500] [--duration 20] [--warmup 5]
 *                             [--senders N] [--workers N] [--embedded-only | --services-only] [--cpu-profile <file.cpuprofile>]
 *
 * For each runtime mode (embedded PGlite + memory; and Postgres + Redis when DATABASE_URL and
 * REDIS_URL are set, on a throw-away database created next to the one DATABASE_URL names), it runs
 * the host as a child process (`node src/main.ts`, production settings, loopback exempt from the
 * per-address rate limits), so the host has its own event loop and its own memory figures. The host is
 * one process unless `--workers N` (Postgres + Redis) runs N, as `npm start` does with WORKERS=N: their
 * memory and CPU are then summed and the busiest event loop shown. Then:
 *
 * 1. Set-up, not timed, all through the HTTP API as the web app does it: `clients / tabs` sellers
 *    (register, seller capability, Premium through the test checkout, one published listing) and the
 *    senders, buyers who each open a conversation with up to 3 sellers (a free buyer's monthly
 *    allowance). Senders are many enough (default: rate × 60 / 20) that none passes the 30 messages
 *    per member per minute of engagement's limits. Registrations are limited per client address in
 *    the identity handler itself (RATE_LIMIT_EXEMPT does not reach it), so each one comes with its own
 *    X-Forwarded-For address, which the host's default `trust proxy` (loopback) believes.
 * 2. The host is restarted on the same data, so its memory holds nothing of the set-up, and warmed
 *    up: every client connects, `warmup` seconds of sends run (not counted), the clients leave, and
 *    the bench waits until V8's own malloc'd memory is back down (embedded, PGlite's WebAssembly is
 *    compiled by the optimising tier in the background, which holds hundreds of MB for a while).
 * 3. Host memory (RSS after V8's last-resort GC, asked of the host over IPC) before and after the
 *    clients connect: `clients` Server-Sent Events streams on GET /api/events (`tabs` per seller), each
 *    counted as connected once its opening `counts` event arrives. Memory per client = the difference
 *    / clients. Those collections also throw compiled code away, so `warmup` seconds of sends run
 *    again (not counted) before the measured ones.
 * 4. Open-loop sends: POST /api/conversations/{id}/messages at `rate` per second on a fixed schedule,
 *    whatever the answers, cycling over the senders, for `duration` seconds. Latency = from just before
 *    the POST is issued until every open tab of the recipient has received the `message` event with
 *    that clientId (the POST's own answer time is shown beside it).
 *
 * The senders have no stream open; the recipients are the only ones listening. The SSE clients and the
 * sender share this process (about a tenth of a core at 100 sends/s); its event-loop delay is printed
 * so a busy client would show. Over the measured window: the host's CPU and event-loop utilisation
 * (from the host itself), the CPU of the Postgres backends serving the bench's database and of
 * redis-server (from /proc), and the machine's busy CPU (/proc/stat), which also shows anything else
 * running on the machine. `--cpu-profile <file>` also writes a CPU profile of the host over the
 * measured window (one per mode) and prints where its time went.
 *
 * The same file is preloaded into the host process (`node --import <this file> src/main.ts`) where it
 * only answers those memory, CPU and profile questions over the IPC channel (see serveHostProbe).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import cluster, { type Worker } from 'node:cluster';
import { Agent as HttpAgent, get as httpGet, request as httpRequest, type IncomingMessage } from 'node:http';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import { cpus, tmpdir } from 'node:os';
import path from 'node:path';
import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { getHeapStatistics } from 'node:v8';
import { parseArgs } from 'node:util';
import type { Histogram } from 'hdr-histogram-js';
import type { StartConversationResponse, Message } from '../../modules/engagement/contracts/messaging.ts';
import { benchHostEnvironment, freePort, inEachRuntimeMode } from './runtime-modes.ts';

/** set in the host's environment: this file, preloaded there, serves the probe instead of benchmarking */
const PROBE_ENV = 'DEALACRE_BENCH_HOST_PROBE';
// issue 41: 500 streams, 500 sends a second on Postgres + Redis, p95 at most 50 ms
const TARGET = { p95Ms: 50, rate: 500 };
const PASSWORD = 'acres-and-acres-9';
/** the run's administrator, who approves each new seller's first listing (decision 0055) */
const ADMIN = { email: `bench-${process.pid}-admin@example.com`, password: 'bench-admin-acres-and-acres' };
/** a free buyer may contact 3 different sellers a month (billing's plans) */
const CONVERSATIONS_PER_SENDER = 3;
/** engagement's per-member limit is 30 a minute; the senders' opening messages count too */
const SENDS_PER_SENDER_PER_MINUTE = 20;
const SETUP_CONCURRENCY = 8;
const STREAM_CONNECT_CONCURRENCY = 50;
/** how long after the last send a message may still arrive before it is counted lost */
const DRAIN_MS = 10_000;
/** the host counts as warmed up once V8's malloc'd memory is below this (its compilers are done) */
const SETTLED_V8_MALLOC = 64 * 1024 * 1024;

// ---------------------------------------------------------------------------------------------
// The host side: preloaded into `node src/main.ts`, answers the bench over IPC.
// ---------------------------------------------------------------------------------------------

type ProbeRequest = { probe: 'memory' } | { probe: 'window-start'; profile?: string } | { probe: 'window-end' };

interface HostMemory {
  rss: number;
  heapUsed: number;
  /** what V8 itself has malloc'd: mostly its compilers' working memory */
  v8Malloced: number;
  /** the highest RSS the host process has had (VmHWM) */
  peakRss: number;
}

interface HostWindow {
  wallMs: number;
  cpuMs: number;
  /** share of the window the host's event loop was busy, 0 to 1 */
  eventLoopUtilization: number;
  loopDelayP99Ms: number;
  loopDelayMaxMs: number;
  /** the CPU profiles written over the window, one per process that served requests */
  profiles: string[];
}

function serveHostProbe(): void {
  const answer = processProbe();
  const workers = cluster.isPrimary && Number(process.env.WORKERS ?? 1) > 1;
  process.on('message', (request: ProbeRequest) => {
    void (workers ? answerForWorkers(request, answer) : answer(request)).then((reply) => process.send!({ probe: request.probe, ...reply }));
  });
}

/**
 * The primary of several workers (`WORKERS` > 1) answers for the whole host: its own figures and each
 * worker's (asked over the cluster's channel), memory and CPU summed, the busiest event loop. The
 * workers serve the requests, so they are the ones profiled.
 */
async function answerForWorkers(request: ProbeRequest, own: (request: ProbeRequest) => Promise<object>): Promise<object> {
  const workers = Object.values(cluster.workers ?? {}).filter((worker) => worker !== undefined);
  const ask = (worker: Worker, index: number) =>
    new Promise<object>((resolve) => {
      const onMessage = (reply: { probe?: string }) => {
        if (reply.probe !== request.probe) return;
        worker.off('message', onMessage);
        resolve(reply);
      };
      worker.on('message', onMessage);
      const profile = request.probe === 'window-start' && request.profile;
      worker.send(profile ? { ...request, profile: profile.replace(/\.cpuprofile$/, `-worker${index + 1}.cpuprofile`) } : request);
    });
  const [mine, ...theirs] = await Promise.all([
    own(request.probe === 'window-start' ? { probe: 'window-start' } : request),
    ...workers.map(ask),
  ]);
  if (request.probe === 'memory') {
    const all = [mine, ...theirs] as HostMemory[];
    const sum = (field: keyof HostMemory) => all.reduce((total, memory) => total + memory[field], 0);
    return {
      rss: sum('rss'),
      heapUsed: sum('heapUsed'),
      v8Malloced: Math.max(...all.map((memory) => memory.v8Malloced)),
      peakRss: sum('peakRss'),
    } satisfies HostMemory;
  }
  if (request.probe === 'window-start') return {};
  const primary = mine as HostWindow;
  const windows = theirs as HostWindow[];
  return {
    wallMs: primary.wallMs,
    cpuMs: primary.cpuMs + windows.reduce((total, window) => total + window.cpuMs, 0),
    eventLoopUtilization: Math.max(...windows.map((window) => window.eventLoopUtilization)),
    loopDelayP99Ms: Math.max(...windows.map((window) => window.loopDelayP99Ms)),
    loopDelayMaxMs: Math.max(...windows.map((window) => window.loopDelayMaxMs)),
    profiles: windows.flatMap((window) => window.profiles),
  } satisfies HostWindow;
}

/** One process's answers: its memory, and its CPU, event loop and profile over a window. */
function processProbe(): (request: ProbeRequest) => Promise<object> {
  let window: {
    started: number;
    cpu: NodeJS.CpuUsage;
    elu: ReturnType<typeof performance.eventLoopUtilization>;
    profiler?: { session: Session; file: string };
  } | null = null;
  const delay = monitorEventLoopDelay({ resolution: 10 });

  return async function answer(request: ProbeRequest): Promise<object> {
    if (request.probe === 'memory') {
      // V8's last-resort collection (what it does before giving up on memory): full GCs that also
      // shrink the young generation and give free pages back, so RSS shows what is live, not slack
      globalThis.gc?.({ type: 'major', execution: 'sync', flavor: 'last-resort' });
      const peak = /VmHWM:\s+(\d+) kB/.exec(readFileSync('/proc/self/status', 'utf8'));
      const { rss, heapUsed } = process.memoryUsage();
      return {
        rss,
        heapUsed,
        v8Malloced: getHeapStatistics().malloced_memory,
        peakRss: peak ? Number(peak[1]) * 1024 : Number.NaN,
      } satisfies HostMemory;
    }
    if (request.probe === 'window-start') {
      let profiler: { session: Session; file: string } | undefined;
      if (request.profile) {
        const session = new Session();
        session.connect();
        await session.post('Profiler.enable');
        await session.post('Profiler.setSamplingInterval', { interval: 500 });
        await session.post('Profiler.start');
        profiler = { session, file: request.profile };
      }
      delay.reset();
      delay.enable();
      window = { started: performance.now(), cpu: process.cpuUsage(), elu: performance.eventLoopUtilization(), profiler };
      return {};
    }
    if (!window) throw new Error('window-end without window-start');
    const cpu = process.cpuUsage(window.cpu);
    const figures: HostWindow = {
      wallMs: performance.now() - window.started,
      cpuMs: (cpu.user + cpu.system) / 1000,
      eventLoopUtilization: performance.eventLoopUtilization(window.elu).utilization,
      loopDelayP99Ms: delay.percentile(99) / 1e6,
      loopDelayMaxMs: delay.max / 1e6,
      profiles: window.profiler ? [window.profiler.file] : [],
    };
    delay.disable();
    if (window.profiler) {
      const { profile } = await window.profiler.session.post('Profiler.stop');
      writeFileSync(window.profiler.file, JSON.stringify(profile));
      window.profiler.session.disconnect();
    }
    window = null;
    return figures;
  };
}

if (process.env[PROBE_ENV] === '1' && !import.meta.main && process.send) serveHostProbe();

// ---------------------------------------------------------------------------------------------
// The bench side.
// ---------------------------------------------------------------------------------------------

interface Options {
  clients: number;
  tabs: number;
  rate: number;
  durationSeconds: number;
  warmupSeconds: number;
  senders: number;
  /**
   * host processes on Postgres + Redis (embedded runs one). One unless asked: on two cores shared with
   * Postgres and the clients, a second process (each receives every published event) costs more than it gives.
   */
  workers: number;
  embeddedOnly: boolean;
  servicesOnly: boolean;
  cpuProfile?: string;
}

interface ModeReport {
  mode: string;
  workers: number;
  clients: number;
  sellers: number;
  senders: number;
  setupSeconds: number;
  /** counted sends */
  sends: number;
  delivered: number;
  errors: number;
  lost: number;
  droppedStreams: number;
  deliveredPerSecond: number;
  /** the furthest any send was issued after its scheduled time */
  maxScheduleSlipMs: number;
  delivery: Percentiles;
  response: Percentiles;
  memory: { started: HostMemory; before: HostMemory; connected: HostMemory; after: HostMemory };
  host: HostWindow;
  benchCpuMs: number;
  /** CPU of the Postgres backends serving the bench's database, and of redis-server (services mode) */
  servicesCpuMs: { postgres: number; redis: number } | null;
  benchLoopDelayP99Ms: number;
  /** machine-wide busy CPU over the window, in cores */
  machineBusyCores: number;
}

interface Percentiles {
  p50: number;
  p95: number;
  p99: number;
  max: number;
}

/** A member as seen from the client side: their cookies (session, CSRF token) and id. */
interface Member {
  id: string;
  cookies: Map<string, string>;
}

const log = (line: string) => console.log(line);
const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
const root = fileURLToPath(new URL('../../', import.meta.url));

export async function benchMessages(options: Options): Promise<ModeReport[]> {
  const reports = await inEachRuntimeMode(
    { embeddedOnly: options.embeddedOnly, servicesOnly: options.servicesOnly, databasePrefix: 'dealacre_bench_messages', log },
    (mode, environment) =>
      mode === 'embedded'
        ? benchMode('embedded (PGlite + memory)', { ...environment, WORKERS: '1' }, options)
        : benchMode('services (Postgres + Redis)', { ...environment, WORKERS: String(options.workers) }, options),
  );
  printTables(reports, options);
  return reports;
}

async function benchMode(mode: string, environment: Record<string, string>, options: Options): Promise<ModeReport> {
  log(`\n== ${mode}`);
  const dataDir = mkdtempSync(path.join(tmpdir(), 'dealacre-bench-messages-'));
  const hostEnvironment = { ...environment, DATA_DIR: dataDir, ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password };
  let host = await startHost(hostEnvironment);
  const streams: Array<{ close(): void }> = [];
  try {
    const setupStarted = performance.now();
    const sellerCount = Math.ceil(options.clients / options.tabs);
    log(
      `set-up: ${sellerCount} sellers with a listing, ${options.senders} senders with up to ${CONVERSATIONS_PER_SENDER} conversations each...`,
    );
    const admin = await signIn(host.origin, ADMIN);
    const sellers = await inParallel(sellerCount, SETUP_CONCURRENCY, (n) => makeSeller(host.origin, n, admin));
    const perSender = Math.min(CONVERSATIONS_PER_SENDER, sellerCount);
    const senders = await inParallel(options.senders, SETUP_CONCURRENCY, (n) =>
      makeSender(
        host.origin,
        sellerCount + n,
        // sender n talks to sellers n·k, n·k+1, …: every seller is written to, about equally
        Array.from({ length: perSender }, (_, k) => sellers[(n * perSender + k) % sellerCount]),
      ),
    );
    const setupSeconds = (performance.now() - setupStarted) / 1000;
    log(`set-up done in ${setupSeconds.toFixed(1)} s`);

    // A fresh host process on the same data (sessions, listings and conversations are in the database):
    // the set-up's garbage (hundreds of argon2 hashes, thousands of requests) would leave the V8 heap
    // and the allocator holding free pages that absorb the streams' memory and hide it from RSS.
    await host.stop();
    host = await startHost(hostEnvironment);
    const started = await host.ask<HostMemory>({ probe: 'memory' });

    const tabsOf = new Map<string, number>();
    for (let n = 0; n < options.clients; n++) {
      const { id } = sellers[n % sellerCount].member;
      tabsOf.set(id, (tabsOf.get(id) ?? 0) + 1);
    }
    const deliveries = new Deliveries();
    let droppedStreams = 0;
    let measuring = false;
    const connectAll = () =>
      inParallel(options.clients, STREAM_CONNECT_CONCURRENCY, (n) => {
        const { member } = sellers[n % sellerCount];
        return openStream(
          host.origin,
          cookieHeader(member),
          (type, data) => type === 'message' && deliveries.received(member.id, data),
          () => measuring && droppedStreams++,
        );
      });

    // --- warm-up: code compiled, database pages read in, then every client gone again
    const warming = await connectAll();
    const warmup = await sendMessages(host.origin, senders, tabsOf, deliveries, {
      rate: options.rate,
      seconds: options.warmupSeconds,
      first: 0,
    });
    log(`warm-up: ${warmup.sends} sends, p95 ${fmt(warmup.delivery.p95)} ms`);
    for (const stream of warming) stream.close();
    const settledIn = await settle(host);
    log(`host settled ${settledIn.toFixed(1)} s after the warm-up`);

    // --- memory per connected client
    const before = await host.ask<HostMemory>({ probe: 'memory' });
    streams.push(...(await connectAll()));
    const connected = await host.ask<HostMemory>({ probe: 'memory' });
    log(
      `${streams.length} streams open; host RSS ${mib(before.rss)} → ${mib(connected.rss)} MiB ` +
        `(${kib((connected.rss - before.rss) / options.clients)} KiB per client; heap ${kib((connected.heapUsed - before.heapUsed) / options.clients)} KiB)`,
    );

    // the last-resort collections behind those figures also drop compiled code: warm up again, not counted
    const rewarm = await sendMessages(host.origin, senders, tabsOf, deliveries, {
      rate: options.rate,
      seconds: options.warmupSeconds,
      first: warmup.sends,
    });
    log(`second warm-up: ${rewarm.sends} sends, p95 ${fmt(rewarm.delivery.p95)} ms`);

    // --- the measured sends
    log(`sending ${Math.round(options.durationSeconds * options.rate)} messages at ${options.rate}/s from ${senders.length} senders...`);
    // one profile per mode: <name>-embedded.cpuprofile, <name>-services.cpuprofile
    const profile = options.cpuProfile && path.resolve(options.cpuProfile.replace(/(\.cpuprofile)?$/, `-${mode.split(' ')[0]}.cpuprofile`));
    await host.ask({ probe: 'window-start', ...(profile ? { profile } : {}) });
    const machineBefore = machineCpu();
    const database = environment.DATABASE_URL ? new URL(environment.DATABASE_URL).pathname.slice(1) : null;
    const servicesBefore = database ? servicesCpu(database) : null;
    const benchCpu = process.cpuUsage();
    const benchDelay = monitorEventLoopDelay({ resolution: 10 });
    benchDelay.enable();
    measuring = true;
    const run = await sendMessages(host.origin, senders, tabsOf, deliveries, {
      rate: options.rate,
      seconds: options.durationSeconds,
      first: warmup.sends + rewarm.sends,
    });
    measuring = false;
    benchDelay.disable();
    const benchUsage = process.cpuUsage(benchCpu);
    const machineBusyCores = machineCpu().busyCoresSince(machineBefore);
    const servicesAfter = database ? servicesCpu(database) : null;
    const hostWindow = await host.ask<HostWindow>({ probe: 'window-end' });
    log(`${run.delivered}/${run.sends} delivered, ${run.errors} failed sends, ${run.lost} lost; p95 ${fmt(run.delivery.p95)} ms`);
    for (const file of hostWindow.profiles) for (const line of summarizeProfile(file)) log(line);

    const after = await host.ask<HostMemory>({ probe: 'memory' });
    return {
      mode,
      workers: Number(environment.WORKERS),
      clients: streams.length,
      sellers: sellerCount,
      senders: senders.length,
      setupSeconds,
      droppedStreams,
      memory: { started, before, connected, after },
      ...run,
      host: hostWindow,
      benchCpuMs: (benchUsage.user + benchUsage.system) / 1000,
      servicesCpuMs:
        servicesBefore && servicesAfter
          ? { postgres: servicesAfter.postgres - servicesBefore.postgres, redis: servicesAfter.redis - servicesBefore.redis }
          : null,
      benchLoopDelayP99Ms: benchDelay.percentile(99) / 1e6,
      machineBusyCores,
    };
  } finally {
    for (const stream of streams) stream.close();
    await host.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** Waits (up to a minute) until the host's V8 has freed its compilers' memory; answers the seconds waited. */
async function settle(host: RunningHost): Promise<number> {
  const started = performance.now();
  while (performance.now() - started < 60_000) {
    const { v8Malloced } = await host.ask<HostMemory>({ probe: 'memory' });
    if (v8Malloced < SETTLED_V8_MALLOC) break;
    await sleep(1000);
  }
  return (performance.now() - started) / 1000;
}

// --- the host process

interface RunningHost {
  origin: string;
  ask<T>(request: ProbeRequest): Promise<T>;
  stop(): Promise<void>;
}

async function startHost(environment: Record<string, string>): Promise<RunningHost> {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const env: Record<string, string | undefined> = {
    ...process.env,
    // registrations still count per (forwarded) address, see the header
    ...benchHostEnvironment(port),
    SEED_DEMO: 'false',
    [PROBE_ENV]: '1',
    ...environment,
  };
  delete env.EVENTS_HEARTBEAT_MS; // the default heartbeat (and session check) of every stream
  const child = spawn(process.execPath, ['--expose-gc', '--max-semi-space-size=8', '--import', import.meta.url, 'src/main.ts'], {
    cwd: root,
    env,
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  let gone = false;
  void exited.then(() => (gone = true));

  const deadline = Date.now() + 180_000;
  for (;;) {
    if (gone) throw new Error('the host exited before it was ready (see its output above)');
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error('the host was not ready within 3 minutes');
    }
    const ready = await fetch(`${origin}/readyz`).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) break;
    await sleep(250);
  }
  log(`host pid ${child.pid} ready at ${origin}`);
  return {
    origin,
    ask: <T>(request: ProbeRequest) => askHost<T>(child, request),
    async stop() {
      if (gone) return;
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 20_000);
      await exited;
      clearTimeout(timer);
    },
  };
}

function askHost<T>(child: ChildProcess, request: ProbeRequest): Promise<T> {
  return new Promise((resolve, reject) => {
    const onMessage = (reply: { probe: string } & T) => {
      if (reply.probe !== request.probe) return;
      child.off('message', onMessage);
      resolve(reply);
    };
    child.on('message', onMessage);
    child.send(request, (error) => error && reject(error));
  });
}

// --- set-up through the HTTP API

/** A request as the web app makes it: the member's cookies, the CSRF cookie echoed on mutations. */
async function call<T>(
  origin: string,
  member: Member,
  method: string,
  url: string,
  body?: object,
  headers: Record<string, string> = {},
): Promise<{ status: number; body: T }> {
  const response = await fetch(origin + url, {
    method,
    headers: {
      Accept: 'application/json',
      ...(member.cookies.size > 0 ? { Cookie: cookieHeader(member) } : {}),
      ...(method === 'GET' ? {} : { 'X-CSRF-Token': member.cookies.get('csrf_token') ?? '' }),
      ...(body ? { 'Content-Type': 'application/json' } : {}),
      ...headers,
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  for (const line of response.headers.getSetCookie()) {
    const [pair] = line.split(';');
    const equals = pair.indexOf('=');
    const name = pair.slice(0, equals).trim();
    const value = pair.slice(equals + 1).trim();
    if (value) member.cookies.set(name, value);
    else member.cookies.delete(name);
  }
  const text = await response.text();
  return { status: response.status, body: (text ? JSON.parse(text) : undefined) as T };
}

/** `call`, failing the bench unless the answer is 2xx */
async function ok<T>(
  origin: string,
  member: Member,
  method: string,
  url: string,
  body?: object,
  headers?: Record<string, string>,
): Promise<T> {
  const response = await call<T>(origin, member, method, url, body, headers);
  if (response.status >= 300) throw new Error(`${method} ${url} answered ${response.status}: ${JSON.stringify(response.body)}`);
  return response.body;
}

const cookieHeader = (member: Member) => [...member.cookies].map(([name, value]) => `${name}=${value}`).join('; ');

/** an address of the benchmarking range 198.18.0.0/15 per registration: identity allows 10 an hour per address */
const forwardedAddress = (n: number) => `198.18.${Math.floor(n / 250) % 256}.${(n % 250) + 1}`;

async function register(origin: string, n: number, kind: string): Promise<Member> {
  const member: Member = { id: '', cookies: new Map() };
  await call(origin, member, 'GET', '/api/auth/me'); // receives the CSRF cookie
  const user = await ok<{ id: string }>(
    origin,
    member,
    'POST',
    '/api/auth/register',
    {
      email: `bench-${process.pid}-${kind}${n}@example.com`,
      password: PASSWORD,
      firstName: kind === 'seller' ? 'Sam' : 'Bea',
      lastName: `Bench${n}`,
    },
    { 'X-Forwarded-For': forwardedAddress(n) },
  );
  member.id = user.id;
  return member;
}

interface Seller {
  member: Member;
  listingId: string;
}

async function signIn(origin: string, account: { email: string; password: string }): Promise<Member> {
  const member: Member = { id: '', cookies: new Map() };
  await call(origin, member, 'GET', '/api/auth/me'); // receives the CSRF cookie
  member.id = (await ok<{ id: string }>(origin, member, 'POST', '/api/auth/login', account)).id;
  return member;
}

async function makeSeller(origin: string, n: number, admin: Member): Promise<Seller> {
  const member = await register(origin, n, 'seller');
  await ok(origin, member, 'POST', '/api/users/me/capabilities/seller');
  const checkout = await ok<{ checkoutUrl: string }>(origin, member, 'POST', '/api/billing/subscriptions', {
    audience: 'seller',
    tier: 'premium',
    trial: false,
  });
  const checkoutId = checkout.checkoutUrl.split('/').pop()!;
  await ok(origin, member, 'POST', `/api/payments/test-checkout/${checkoutId}/pay`);
  await ok(origin, member, 'POST', `/api/billing/checkout/${checkoutId}/complete`);
  const listing = await ok<{ id: string }>(origin, member, 'POST', '/api/properties', {
    listing: {
      title: `Bench parcel ${n}`,
      description: 'Road frontage.',
      category: 'land',
      city: 'Austin',
      state: 'TX',
      zip: '78701',
      acres: 5,
      price: 50_000,
    },
    publish: true,
  });
  // a new seller's first listing waits for an administrator's review
  await ok(origin, admin, 'POST', `/api/admin/listings/${listing.id}/moderate`, { action: 'approve' });
  return { member, listingId: listing.id };
}

interface Sender {
  member: Member;
  /** `Cookie` and `X-CSRF-Token`, made once so the timed sends do no cookie work */
  headers: Record<string, string>;
  conversations: Array<{ id: string; recipientId: string }>;
}

async function makeSender(origin: string, n: number, sellers: Seller[]): Promise<Sender> {
  const member = await register(origin, n, 'buyer');
  const conversations: Sender['conversations'] = [];
  for (const seller of sellers) {
    const body = {
      propertyId: seller.listingId,
      message: 'Is it still available?',
      clientId: `open-${process.pid}-${n}-${conversations.length}`,
    };
    // a new listing reaches the listings read side through the outbox: 404 until it has
    for (let attempt = 0; ; attempt++) {
      const opened = await call<StartConversationResponse>(origin, member, 'POST', '/api/conversations', body);
      if (opened.status < 300) {
        conversations.push({ id: opened.body.conversation.id, recipientId: seller.member.id });
        break;
      }
      if (opened.status !== 404 || attempt > 100)
        throw new Error(`POST /api/conversations answered ${opened.status}: ${JSON.stringify(opened.body)}`);
      await sleep(100);
    }
  }
  return {
    member,
    conversations,
    headers: {
      Cookie: cookieHeader(member),
      'X-CSRF-Token': member.cookies.get('csrf_token')!,
      'Content-Type': 'application/json',
      Accept: 'application/json',
    },
  };
}

async function inParallel<T>(count: number, concurrency: number, work: (n: number) => Promise<T>): Promise<T[]> {
  const results: T[] = new Array(count);
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(concurrency, count) }, async () => {
      while (next < count) {
        const n = next++;
        results[n] = await work(n);
      }
    }),
  );
  return results;
}

// --- the event streams

/**
 * Opens GET /api/events and reads it as EventSource does (as src/testing/event-stream-client.ts):
 * `event` and `data` fields, events separated by a blank line, comments ignored. Resolves once the
 * stream's opening `counts` event has arrived, when the host has added it to its fan-out.
 */
async function openStream(
  origin: string,
  cookie: string,
  onEvent: (type: string, data: string) => void,
  onEnd: () => void,
): Promise<{ close(): void }> {
  // node:http rather than fetch: 500 streams read through web streams would cost this process more
  // CPU than the host spends writing them, on the same two cores
  const response = await new Promise<IncomingMessage>((resolve, reject) =>
    httpGet(`${origin}/api/events`, { headers: { Cookie: cookie, Accept: 'text/event-stream' }, agent: false }, resolve).once(
      'error',
      reject,
    ),
  );
  if (response.statusCode !== 200) {
    response.destroy();
    throw new Error(`GET /api/events answered ${response.statusCode}`);
  }
  let opened: () => void = () => {};
  const counted = new Promise<void>((resolve) => (opened = resolve));
  let closed = false;
  let buffer = '';
  response.setEncoding('utf8');
  response.on('data', (chunk: string) => {
    buffer += chunk;
    let boundary: number;
    while ((boundary = buffer.indexOf('\n\n')) >= 0) {
      const block = buffer.slice(0, boundary);
      buffer = buffer.slice(boundary + 2);
      let type = 'message';
      let data: string | undefined;
      for (const line of block.split('\n')) {
        if (line.startsWith('event:')) type = line.slice(6).trim();
        else if (line.startsWith('data:')) data = line.slice(5).trimStart();
      }
      if (data === undefined) continue;
      if (type === 'counts') opened();
      onEvent(type, data);
    }
  });
  response.once('close', () => !closed && onEnd());
  response.once('error', () => {});
  await counted;
  return {
    close: () => {
      closed = true;
      response.destroy();
    },
  };
}

/** Sends awaiting delivery, by clientId; the streams report each `message` event they receive here. */
class Deliveries {
  readonly waiting = new Map<string, { recipientId: string; tabsLeft: number; done: (at: number) => void }>();

  expect(clientId: string, recipientId: string, tabs: number, done: (at: number) => void): void {
    this.waiting.set(clientId, { recipientId, tabsLeft: tabs, done });
  }

  received(memberId: string, data: string): void {
    const at = performance.now();
    const { message } = JSON.parse(data) as { message: Message };
    const waiting = this.waiting.get(message.clientId);
    if (!waiting || waiting.recipientId !== memberId) return;
    if (--waiting.tabsLeft > 0) return;
    this.waiting.delete(message.clientId);
    waiting.done(at);
  }
}

// --- the sends

/**
 * kept-alive connections for the sends (node:http costs the bench less CPU per request than fetch),
 * taken in turn, so that with several host processes each gets its share of the connections' sends
 */
let sendAgent: HttpAgent | undefined;

/** POSTs JSON and answers the status once the whole answer has arrived */
function post(url: string, headers: Record<string, string>, body: unknown): Promise<number> {
  const payload = JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const request = httpRequest(
      url,
      {
        method: 'POST',
        // made on first use: the host preloads this file too
        agent: (sendAgent ??= new HttpAgent({ keepAlive: true, maxSockets: 256, scheduling: 'fifo' })),
        headers: { ...headers, 'Content-Length': String(Buffer.byteLength(payload)) },
      },
      (answer) => {
        answer.resume();
        answer.once('end', () => resolve(answer.statusCode ?? 0));
        answer.once('error', reject);
      },
    );
    request.once('error', reject);
    request.end(payload);
  });
}

/**
 * `rate` sends a second for `seconds`, open loop: each one at its time on the schedule, however many
 * are still unanswered. Send number `first + n` goes from sender (first + n) mod S, through its
 * conversations in turn, so each sender sends once every S / rate seconds across calls.
 */
async function sendMessages(
  origin: string,
  senders: Sender[],
  tabsOf: Map<string, number>,
  deliveries: Deliveries,
  { rate, seconds, first }: { rate: number; seconds: number; first: number },
) {
  // imported here, not at the top: the host preloads this file and should load no bench-only package
  const { build } = await import('hdr-histogram-js');
  // in microseconds, up to a minute
  const histogram = (): Histogram =>
    build({ lowestDiscernibleValue: 1, highestTrackableValue: 60_000_000, numberOfSignificantValueDigits: 3 });
  const delivery = histogram();
  const response = histogram();
  const total = Math.round(seconds * rate);
  const interval = 1000 / rate;
  let errors = 0;
  let delivered = 0;
  let lastDeliveryAt = 0;
  let maxSlip = 0;
  // answers and deliveries still awaited; settled once none are left after the last send is issued
  let outstanding = 0;
  let issuing = true;
  let settle: () => void = () => {};
  const settled = new Promise<void>((resolve) => (settle = resolve));
  const finish = () => --outstanding === 0 && !issuing && settle();

  function issue(index: number): void {
    const sender = senders[index % senders.length];
    const conversation = sender.conversations[Math.floor(index / senders.length) % sender.conversations.length];
    const clientId = `bench-${process.pid}-${index}`;
    outstanding += 2; // the answer, and the delivery
    const issuedAt = performance.now();
    deliveries.expect(clientId, conversation.recipientId, tabsOf.get(conversation.recipientId) ?? 0, (at) => {
      delivery.recordValue(Math.max(1, Math.round((at - issuedAt) * 1000)));
      delivered++;
      lastDeliveryAt = at;
      finish();
    });
    post(`${origin}/api/conversations/${conversation.id}/messages`, sender.headers, {
      body: `Bench message ${index}: is the well still working?`,
      clientId,
    })
      .then((status) => {
        if (status !== 201) throw new Error(`answered ${status}`);
        response.recordValue(Math.max(1, Math.round((performance.now() - issuedAt) * 1000)));
      })
      .catch((error: unknown) => {
        if (++errors <= 5)
          log(`send ${index} failed: ${String(error)}${error instanceof Error && error.cause ? ` (${String(error.cause)})` : ''}`);
        // nothing will arrive for it: stop waiting
        if (deliveries.waiting.delete(clientId)) finish();
      })
      .finally(finish);
  }

  const start = performance.now() + 50;
  for (let n = 0; n < total; n++) {
    const due = start + n * interval;
    const wait = due - performance.now();
    if (wait > 1) await sleep(wait);
    maxSlip = Math.max(maxSlip, performance.now() - due);
    issue(first + n);
  }
  issuing = false;
  if (outstanding === 0) settle();
  await Promise.race([settled, sleep(DRAIN_MS)]);
  // what has not arrived by now (the host has had DRAIN_MS after the last send) is lost
  const lost = deliveries.waiting.size;
  deliveries.waiting.clear();

  const at = (h: Histogram, p: number) => h.getValueAtPercentile(p) / 1000;
  const percentiles = (h: Histogram): Percentiles => ({ p50: at(h, 50), p95: at(h, 95), p99: at(h, 99), max: h.maxValue / 1000 });
  return {
    sends: total,
    delivered,
    errors,
    lost,
    deliveredPerSecond: delivered / Math.max(seconds, (lastDeliveryAt - start) / 1000),
    maxScheduleSlipMs: maxSlip,
    delivery: percentiles(delivery),
    response: percentiles(response),
  };
}

/** the machine's CPU time so far, from /proc/stat (busy = everything but idle and iowait) */
function machineCpu() {
  // user nice system idle iowait irq softirq steal (guest time is already in user)
  const fields = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/).slice(1, 9).map(Number);
  const total = fields.reduce((sum, value) => sum + value, 0);
  const idle = fields[3] + fields[4];
  return {
    total,
    idle,
    busyCoresSince(earlier: { total: number; idle: number }): number {
      const elapsed = total - earlier.total;
      return elapsed > 0 ? ((elapsed - (idle - earlier.idle)) / elapsed) * cpus().length : 0;
    },
  };
}

/**
 * CPU time so far (ms) of the Postgres backends connected to `database` (their process title names it)
 * and of redis-server, from /proc. A backend that exits in between takes its time with it; the
 * host's pool keeps its connections, so that is rare.
 */
function servicesCpu(database: string): { postgres: number; redis: number } {
  const ticksMs = 1000 / 100; // USER_HZ is 100 on Linux
  const total = { postgres: 0, redis: 0 };
  for (const pid of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    try {
      const title = readFileSync(`/proc/${pid}/cmdline`, 'utf8').replaceAll('\0', ' ');
      const kind =
        title.startsWith(`postgres: `) && title.includes(` ${database} `) ? 'postgres' : title.startsWith('redis-server') ? 'redis' : null;
      if (!kind) continue;
      // the fields after "pid (comm) ": utime and stime are the 12th and 13th
      const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
      total[kind] += (Number(fields[11]) + Number(fields[12])) * ticksMs;
    } catch {
      // gone meanwhile, or not ours to read
    }
  }
  return total;
}

// --- the CPU profile of the host

interface CpuProfile {
  nodes: Array<{ id: number; callFrame: { functionName: string; url: string; lineNumber: number } }>;
  samples: number[];
  timeDeltas: number[];
}

/** Self time of the host over the window, by package (or module of ours) and by function. */
function summarizeProfile(file: string): string[] {
  const profile = JSON.parse(readFileSync(file, 'utf8')) as CpuProfile;
  const nodes = new Map(profile.nodes.map((node) => [node.id, node.callFrame]));
  const byPart = new Map<string, number>();
  const byFunction = new Map<string, number>();
  let total = 0;
  profile.samples.forEach((id, index) => {
    const frame = nodes.get(id)!;
    const micros = profile.timeDeltas[index] ?? 0;
    total += micros;
    const part = partOf(frame.url, frame.functionName);
    byPart.set(part, (byPart.get(part) ?? 0) + micros);
    const name =
      `${frame.functionName || '(anonymous)'} ${frame.url ? `${frame.url.replace(/^file:\/\/.*?\/(node_modules|modules|src)\//, '$1/')}:${frame.lineNumber + 1}` : ''}`.trim();
    byFunction.set(name, (byFunction.get(name) ?? 0) + micros);
  });
  const top = (map: Map<string, number>, count: number) =>
    [...map]
      .sort((a, b) => b[1] - a[1])
      .slice(0, count)
      .map(
        ([name, micros]) => `  ${((micros / total) * 100).toFixed(1).padStart(5)} %  ${(micros / 1000).toFixed(0).padStart(6)} ms  ${name}`,
      );
  return [`host CPU profile (${file}), self time by part:`, ...top(byPart, 12), 'by function:', ...top(byFunction, 15)];
}

function partOf(url: string, functionName: string): string {
  if (!url) return functionName; // (idle), (garbage collector), (program), native
  const dependency = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (dependency) return dependency[1];
  if (url.startsWith('node:')) return 'node core';
  const ours = /\/(modules\/[^/]+|src\/[^/]+)/.exec(url);
  return ours ? ours[1] : url;
}

// --- the report

function printTables(reports: ModeReport[], options: Options): void {
  const lines = [
    '',
    `${options.clients} SSE clients (${options.tabs} tabs per recipient), ${options.rate} sends/s for ${options.durationSeconds} s (after 2 × ${options.warmupSeconds} s of warm-up). ` +
      `Target: p95 ≤ ${TARGET.p95Ms} ms at ${TARGET.rate} sends/s.`,
    '',
    '| mode | sends/s target | delivered/s | p50 ms | p95 ms | p99 ms | max ms | POST answer p95 ms | failed / lost | target p95 ≤ 50 ms |',
    '|---|---:|---:|---:|---:|---:|---:|---:|---:|---|',
  ];
  for (const report of reports) {
    const { delivery } = report;
    const verdict =
      options.rate < TARGET.rate
        ? `n/a (${options.rate}/s < ${TARGET.rate}/s)`
        : delivery.p95 <= TARGET.p95Ms && report.lost === 0 && report.errors === 0
          ? 'met'
          : 'missed';
    lines.push(
      `| ${report.mode} | ${options.rate} | ${report.deliveredPerSecond.toFixed(1)} | ${fmt(delivery.p50)} | ${fmt(delivery.p95)} | ${fmt(delivery.p99)} | ${fmt(delivery.max)} | ${fmt(report.response.p95)} | ${report.errors} / ${report.lost} | ${verdict} |`,
    );
  }
  lines.push(
    '',
    '| mode | host RSS at start | before clients | with clients | after the run | peak | RSS per client | heap per client | host CPU | host event loop busy | Postgres CPU | Redis CPU | bench CPU | machine busy |',
    '|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|',
  );
  for (const report of reports) {
    const { started, before, connected, after } = report.memory;
    const window = report.host.wallMs;
    lines.push(
      `| ${report.mode} | ${mib(started.rss)} MiB | ${mib(before.rss)} MiB | ${mib(connected.rss)} MiB | ${mib(after.rss)} MiB | ${mib(after.peakRss)} MiB | ` +
        `${kib((connected.rss - before.rss) / report.clients)} KiB | ${kib((connected.heapUsed - before.heapUsed) / report.clients)} KiB | ` +
        `${percent(report.host.cpuMs / window)} | ${percent(report.host.eventLoopUtilization)} | ` +
        `${report.servicesCpuMs ? `${percent(report.servicesCpuMs.postgres / window)} | ${percent(report.servicesCpuMs.redis / window)}` : '(in host) | –'} | ` +
        `${percent(report.benchCpuMs / window)} | ${percent(report.machineBusyCores)} of ${cpus().length * 100} % |`,
    );
  }
  lines.push('');
  for (const report of reports) {
    lines.push(
      `${report.mode}: ${report.workers} host process${report.workers > 1 ? 'es (the figures are their sum, the event loop the busiest)' : ''}, ${report.sellers} recipients, ${report.senders} senders, set-up ${report.setupSeconds.toFixed(0)} s; ` +
        `host event-loop delay p99 ${fmt(report.host.loopDelayP99Ms)} ms (max ${fmt(report.host.loopDelayMaxMs)}); bench event-loop delay p99 ${fmt(report.benchLoopDelayP99Ms)} ms; ` +
        `schedule slip max ${fmt(report.maxScheduleSlipMs)} ms; streams dropped ${report.droppedStreams}`,
    );
  }
  log(lines.join('\n'));
}

const fmt = (value: number) => (value >= 100 ? value.toFixed(0) : value.toFixed(1));
const percent = (share: number) => `${(share * 100).toFixed(0)} %`;
const mib = (bytes: number) => (bytes / 1024 / 1024).toFixed(0);
const kib = (bytes: number) => (bytes / 1024).toFixed(1);

if (import.meta.main) {
  const { values } = parseArgs({
    options: {
      clients: { type: 'string', default: '500' },
      tabs: { type: 'string', default: '2' },
      rate: { type: 'string', default: '500' },
      duration: { type: 'string', default: '20' },
      warmup: { type: 'string', default: '5' },
      senders: { type: 'string' },
      'embedded-only': { type: 'boolean', default: false },
      'services-only': { type: 'boolean', default: false },
      workers: { type: 'string', default: '1' },
      'cpu-profile': { type: 'string' },
    },
  });
  const rate = Number(values.rate);
  // enough senders that none passes engagement's 30 messages a minute (SENDS_PER_SENDER_PER_MINUTE, plus the opening ones)
  const senders = Number(values.senders ?? Math.max(100, Math.ceil((rate * 60) / SENDS_PER_SENDER_PER_MINUTE)));
  if ((rate * 60) / senders + CONVERSATIONS_PER_SENDER > 30)
    throw new Error(`${senders} senders at ${rate}/s would pass 30 messages per member per minute`);
  await benchMessages({
    clients: Number(values.clients),
    tabs: Number(values.tabs),
    rate,
    durationSeconds: Number(values.duration),
    warmupSeconds: Number(values.warmup),
    senders,
    workers: Number(values.workers),
    embeddedOnly: values['embedded-only'],
    servicesOnly: values['services-only'],
    cpuProfile: values['cpu-profile'],
  });
}
