/**
 * `npm run bench:import`: a seller's 50,000-row CSV file of contacts imported through the real use cases.
 *
 *   npm run bench:import [-- --rows 50000] [--embedded-only | --services-only]
 *
 * For each runtime mode (embedded PGlite + memory; and Postgres + Redis when DATABASE_URL and REDIS_URL
 * are set, on a throw-away database created next to the one DATABASE_URL names) it builds the host in this
 * process on a fresh database, with its outbox dispatcher running, and:
 *
 * 1. Set-up, not timed: a seller on Premium, through the HTTP API as the web app does it (register, the
 *    seller capability, the test checkout, which is why the host runs with NODE_ENV=test).
 * 2. A CSV file of `rows` rows made with a fixed seed, as a CRM exports it: a byte-order mark, semicolons,
 *    CRLF, quoted companies with commas, phones written in several ways, 1 % bad emails and 1 % duplicates
 *    of an earlier row differing in case.
 * 3. Timed, each through the command bus as the endpoints call them: the upload (`leads.upload-contact-import`:
 *    the file read, its rows counted, the mapping guessed), the preview of the whole file
 *    (`leads.preview-contact-import`), and the import (`leads.start-contact-import`, then the background run
 *    the outbox drives, chunk by chunk, until the import says done). The target is the import: at most 10 s.
 * 4. Checks: what the report counts is what the table holds.
 * 5. Memory: this process's RSS before the timed steps (after a garbage collection) and its peak during each
 *    (the kernel's high-water mark, reset before each step), which is the host's; in the embedded mode PGlite
 *    lives in this process too, so its RSS includes the database.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import pino from 'pino';
import supertest from 'supertest';
import { loadConfig } from '../../src/config.ts';
import { createHost, type Host } from '../../src/host.ts';
import type { ContactImport, ImportMapping, ImportPreview } from '../../modules/leads/contracts/contacts.ts';
import { defineCommand, defineQuery, type Actor } from '../../modules/shared/kernel/bus.ts';
import { inEachRuntimeMode } from './runtime-modes.ts';

// the leads module's use cases, by their names (the bench reaches a module through its contracts only)
const UploadContactImport = defineCommand<{ fileName: string; data: Buffer }, ContactImport>('leads.upload-contact-import');
const PreviewContactImport = defineCommand<{ importId: string; mapping: ImportMapping }, ImportPreview>('leads.preview-contact-import');
const StartContactImport = defineCommand<{ importId: string; mapping: ImportMapping }, ContactImport>('leads.start-contact-import');
const GetContactImport = defineQuery<{ importId: string }, ContactImport>('leads.get-contact-import');

const TARGET_SECONDS = 10;
const SEED = 38;
const log = (line: string) => console.log(line);
const mib = (bytes: number) => (bytes / 1024 / 1024).toFixed(0);

/**
 * This process's peak RSS since `resetPeakRss` (the kernel's high-water mark, VmHWM: it sees what sampling on the
 * event loop misses while PGlite or a parse holds the thread), in bytes; the process's lifetime peak where /proc is
 * missing.
 */
function peakRssSinceReset(): number {
  try {
    const line = readFileSync('/proc/self/status', 'utf8').match(/^VmHWM:\s+(\d+) kB/m);
    if (line) return Number(line[1]) * 1024;
  } catch {
    // not Linux
  }
  return process.resourceUsage().maxRSS * 1024;
}

/** Starts the high-water mark again from the RSS now (Linux: `5` to /proc/self/clear_refs). */
function resetPeakRss(): void {
  try {
    writeFileSync('/proc/self/clear_refs', '5');
  } catch {
    // the lifetime peak then
  }
}

/** a small fixed-seed generator, so every run imports the same file */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state / 2 ** 31;
  };
}

const FIRST = ['Ana', 'Bo', 'Carla', 'Dev', 'Eli', 'Faye', 'Gus', 'Hana', 'Ivan', 'Jo'];
const LAST = ['Ruiz', 'Diaz', 'Moss', 'Patel', 'Nguyen', 'Smith', 'Okafor', 'Kim', 'Brown', 'Garcia'];
const STATES = ['TX', 'OK', 'FL', 'GA', 'AZ', 'TN', 'NC', 'OH'];
const TYPES = ['land', 'residential', 'SFR', 'commercial', 'land, residential'];

/** the file a CRM exports: BOM, semicolons, CRLF, quoted commas, bad emails and duplicates differing in case */
export function makeCsv(rows: number): string {
  const next = random(SEED);
  const pick = <T>(items: readonly T[]) => items[Math.floor(next() * items.length)];
  const lines = ['Full Name;E-mail;Phone;Company;State;Property Types;Max Price;Tags'];
  for (let n = 1; n <= rows; n++) {
    const roll = next();
    const email = roll < 0.01 ? `buyer${n}-at-example.com` : roll < 0.02 && n > 10 ? `BUYER${n - 5}@Example.com` : `buyer${n}@example.com`;
    // a real exchange (201–900) and line for each row: (n mod 700, n mod 10,000) repeats only after 70,000 rows
    const [exchange, line] = [201 + (n % 700), String(n % 10_000).padStart(4, '0')];
    const phone = pick([`(512) ${exchange}-${line}`, `512.${exchange}.${line}`, `+1512${exchange}${line}`, '']);
    lines.push(
      [
        `${pick(FIRST)} ${pick(LAST)}`,
        email,
        roll < 0.02 ? '' : phone,
        `"${pick(LAST)} Capital, LLC"`,
        pick(STATES),
        pick(TYPES),
        `$${Math.round(50 + next() * 950)},000`,
        pick(['cash buyers', 'flippers', 'landlords', '']),
      ].join(';'),
    );
  }
  return `\uFEFF${lines.join('\r\n')}`;
}

/** a seller on Premium (no contact limit below the shared ceiling), through the HTTP API */
async function premiumSeller(host: Host): Promise<Actor> {
  // the production host's cookies are `Secure`: kept here by hand, as a browser on HTTPS would keep them
  const jar = new Map<string, string>();
  const remember = (response: supertest.Response) => {
    for (const line of ([] as string[]).concat(response.headers['set-cookie'] ?? [])) {
      const [pair] = line.split(';');
      jar.set(pair.slice(0, pair.indexOf('=')), pair.slice(pair.indexOf('=') + 1));
    }
    return response;
  };
  const cookies = () => [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
  const post = async (url: string, body?: object) => {
    const response = remember(
      await supertest(host.app)
        .post(url)
        .set({ 'X-Forwarded-For': '198.51.100.38', 'X-CSRF-Token': jar.get('csrf_token') ?? '', Cookie: cookies() })
        .send(body),
    );
    if (response.status >= 300) throw new Error(`${url}: ${response.status} ${response.text}`);
    return response;
  };
  remember(await supertest(host.app).get('/api/auth/me').set('X-Forwarded-For', '198.51.100.38'));
  const registered = await post('/api/auth/register', {
    email: `bench-import-${process.pid}@example.com`,
    password: 'acres-and-acres-9',
    firstName: 'Bench',
    lastName: 'Seller',
  });
  await post('/api/users/me/capabilities/seller');
  const checkout = await post('/api/billing/subscriptions', { audience: 'seller', tier: 'premium', trial: false });
  const checkoutId = (checkout.body as { checkoutUrl: string }).checkoutUrl.split('/').pop();
  await post(`/api/payments/test-checkout/${checkoutId}/pay`);
  await post(`/api/billing/checkout/${checkoutId}/complete`);
  await host.projections.settled();
  return { userId: registered.body.id as string, roles: ['buyer', 'seller'], isAdmin: false };
}

interface Report {
  mode: string;
  rows: number;
  uploadSeconds: number;
  previewSeconds: number;
  importSeconds: number;
  baseRss: number;
  peakRss: number;
  counts: ContactImport['counts'];
  stored: number;
}

async function benchMode(mode: string, environment: Record<string, string>, rows: number): Promise<Report> {
  log(`\n== ${mode}`);
  const dataDir = mkdtempSync(path.join(tmpdir(), 'dealacre-bench-import-'));
  const config = loadConfig({
    ...process.env,
    ...environment,
    DATA_DIR: dataDir,
    MEILI_HOST: '',
    LOG_LEVEL: 'warn',
    // production sells no plan without Stripe keys; the test host's checkout makes the seller's Premium
    NODE_ENV: 'test',
    SEED_DEMO: 'false',
    RATE_LIMIT_EXEMPT: '198.51.100.38',
  });
  const host = await createHost(config, { logger: pino({ level: 'error' }) });
  try {
    await host.start();
    const actor = await premiumSeller(host);
    const file = Buffer.from(makeCsv(rows));
    log(`a ${mib(file.length)} MiB file of ${rows.toLocaleString('en-US')} rows`);

    global.gc?.();
    resetPeakRss();
    const baseRss = peakRssSinceReset();
    let peakRss = baseRss;
    let stepPeak = baseRss;
    log(`RSS before the timed steps: ${mib(baseRss)} MiB`);
    const timed = async <T>(run: () => Promise<T>): Promise<[T, number]> => {
      global.gc?.();
      resetPeakRss();
      const started = performance.now();
      const result = await run();
      stepPeak = peakRssSinceReset();
      peakRss = Math.max(peakRss, stepPeak);
      return [result, (performance.now() - started) / 1000];
    };
    const stepRss = () => `peak RSS ${mib(stepPeak)} MiB`;
    const [upload, uploadSeconds] = await timed(() =>
      host.commands.execute(UploadContactImport, { fileName: 'buyers.csv', data: file }, actor),
    );
    const mapping = upload.mapping as ImportMapping;
    log(`upload: ${uploadSeconds.toFixed(2)} s, ${stepRss()} (mapping guessed: ${Object.keys(mapping).join(', ')})`);
    const [preview, previewSeconds] = await timed(() =>
      host.commands.execute(PreviewContactImport, { importId: upload.id, mapping }, actor),
    );
    log(`preview: ${previewSeconds.toFixed(2)} s, ${stepRss()}, ${JSON.stringify(preview.counts)}`);
    const [done, importSeconds] = await timed(async () => {
      await host.commands.execute(StartContactImport, { importId: upload.id, mapping }, actor);
      for (;;) {
        await host.projections.settled();
        const state = await host.queries.ask(GetContactImport, { importId: upload.id }, actor);
        if (state.status === 'done') return state;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    });
    const [row] = await host.database.orm.em
      .fork()
      .execute<Array<{ n: number }>>('select count(*)::int as n from leads.contacts where seller_id = ?', [actor.userId]);
    const stored = Number(row.n);
    log(`import: ${importSeconds.toFixed(2)} s, ${stepRss()}, ${JSON.stringify(done.counts)}; ${stored} contacts stored`);
    if (stored !== done.counts.created) throw new Error(`the report says ${done.counts.created} created, the table holds ${stored}`);
    const differ = (Object.keys(done.counts) as Array<keyof typeof done.counts>).filter((key) => done.counts[key] !== preview.counts[key]);
    if (differ.length > 0) throw new Error(`the import and its preview disagree on ${differ.join(', ')}`);
    return { mode, rows, uploadSeconds, previewSeconds, importSeconds, baseRss, peakRss, counts: done.counts, stored };
  } finally {
    await host.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (import.meta.main) await main();

async function main() {
  const { values } = parseArgs({
    options: {
      rows: { type: 'string', default: '50000' },
      'embedded-only': { type: 'boolean', default: false },
      'services-only': { type: 'boolean', default: false },
    },
  });
  const rows = Number(values.rows);
  const reports = await inEachRuntimeMode(
    { embeddedOnly: values['embedded-only'], servicesOnly: values['services-only'], databasePrefix: 'dealacre_bench_import', log },
    (mode, environment) => benchMode(mode === 'embedded' ? 'embedded (PGlite + memory)' : 'services (Postgres + Redis)', environment, rows),
  );
  log('\n| mode | rows | upload | preview | import (target ≤ 10 s) | RSS before | peak RSS | created | invalid | duplicates |');
  log('| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |');
  for (const report of reports) {
    const verdict = report.importSeconds <= TARGET_SECONDS ? 'met' : 'MISSED';
    log(
      `| ${report.mode} | ${report.rows.toLocaleString('en-US')} | ${report.uploadSeconds.toFixed(2)} s | ${report.previewSeconds.toFixed(2)} s | ${report.importSeconds.toFixed(2)} s (${verdict}) | ${mib(report.baseRss)} MiB | ${mib(report.peakRss)} MiB | ${report.counts.created} | ${report.counts.invalid} | ${report.counts.duplicates} |`,
    );
  }
  process.exit(0);
}
