/**
 * `npm run bench:campaign`: a 10,000-recipient campaign sent through a real SMTP server at the plan's throttle,
 * with the sending host killed (SIGKILL) in the middle and started again; then every recipient's deliveries
 * are counted at the server.
 *
 *   npm run bench:campaign [-- --contacts 10000] [--kill-at 5000]
 *
 * 1. Set-up, not timed: a database `dealacre_bench_campaign_<pid>` beside the one BENCH_DATABASE_URL,
 *    DATABASE_URL or TEST_DATABASE_URL names (the first set), dropped at the end. A host in this process makes
 *    a seller on Premium through the HTTP API (the test checkout, so NODE_ENV=test), imports `contacts` contacts
 *    through the real import use cases and writes an invitation draft to all of them with merge fields.
 * 2. An SMTP server, aiosmtpd (Debian's python3-aiosmtpd), on a free loopback port, keeping every message it
 *    accepts as a file (src/testing/smtp-sink.py).
 * 3. The sender, campaign-sender.ts, in a child process on a controlled clock (see there): it sends the
 *    campaign, and the plan's throttle (Premium: 200 a minute, 10,000 a day) meters it by that clock. When the
 *    server has received the `kill-at`th message (and holds its answer: the worst moment, the mail gone and the
 *    sender not knowing) the child is killed with SIGKILL, mid-batch; a second child starts
 *    on the same database, its clock 15 s past the last claim, and runs until the campaign is sent. Records the
 *    dead one had claimed go back to the queue once their 5-minute lease has passed; the one it was handing
 *    over, if any, becomes `uncertain` and is never sent again (decision 0059).
 * 4. Counts: deliveries per recipient at the server (the envelope's recipients), duplicates (a recipient
 *    reached twice: must be 0), skipped (a recipient never reached whose record is not `uncertain`: must be 0),
 *    the records by status, the most claims in any 60 s of the clock (at most the plan's 200), wall time, and
 *    each child's peak RSS. Exits 1 when a count is wrong.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import pg from 'pg';
import pino from 'pino';
import supertest from 'supertest';
import { loadConfig, type Config } from '../../src/config.ts';
import { createHost, type Host } from '../../src/host.ts';
import { aiosmtpdPython, startSmtpSink, type SmtpSink } from '../../src/testing/smtp-sink.ts';
import type { Campaign } from '../../modules/leads/contracts/campaigns.ts';
import type { ContactImport, ImportMapping } from '../../modules/leads/contracts/contacts.ts';
import { defineCommand, defineQuery, type Actor } from '../../modules/shared/kernel/bus.ts';

// the leads module's use cases, by their names (the bench reaches a module through its contracts only)
const UploadContactImport = defineCommand<{ fileName: string; data: Buffer }, ContactImport>('leads.upload-contact-import');
const StartContactImport = defineCommand<{ importId: string; mapping: ImportMapping }, ContactImport>('leads.start-contact-import');
const GetContactImport = defineQuery<{ importId: string }, ContactImport>('leads.get-contact-import');

const SENDER = fileURLToPath(new URL('./campaign-sender.ts', import.meta.url));
const PER_MINUTE = 200;
const STEP_MS = 15_000;
const CLIENT = '198.51.100.39';
const PUBLIC_URL = 'https://dealacre.example';
const log = (line: string) => console.log(line);
const mib = (kib: number) => `${(kib / 1024).toFixed(0)} MiB`;
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

function databaseUrls(): { admin: string; bench: string; name: string } {
  const base = process.env.BENCH_DATABASE_URL || process.env.DATABASE_URL || process.env.TEST_DATABASE_URL;
  if (!base) throw new Error('set BENCH_DATABASE_URL (or DATABASE_URL): the bench creates a throw-away database beside it');
  const name = `dealacre_bench_campaign_${process.pid}`;
  const url = new URL(base);
  url.pathname = `/${name}`;
  return { admin: base, bench: url.toString(), name };
}

async function withClient<T>(url: string, run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

/** `Name,email,company` rows: contact n is buyer<n>@example.com */
function contactsCsv(count: number): Buffer {
  const rows = Array.from({ length: count }, (_, n) => `Buyer${n} Person,buyer${n}@example.com,Acme ${n}`);
  return Buffer.from(['name,email,company', ...rows].join('\n'));
}

/** a seller on Premium, through the HTTP API as the web app makes one; answers the seller and a request helper */
async function premiumSeller(host: Host) {
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
        .set({ 'X-Forwarded-For': CLIENT, 'X-CSRF-Token': jar.get('csrf_token') ?? '', Cookie: cookies() })
        .send(body),
    );
    if (response.status >= 300) throw new Error(`${url}: ${response.status} ${response.text}`);
    return response;
  };
  remember(await supertest(host.app).get('/api/auth/me').set('X-Forwarded-For', CLIENT));
  const registered = await post('/api/auth/register', {
    email: `bench-campaign-${process.pid}@example.com`,
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
  const actor: Actor = { userId: registered.body.id as string, roles: ['buyer', 'seller'], isAdmin: false };
  return { actor, post };
}

/** the seller, their contacts and a draft to all of them; the set-up host mails nothing (the dev outbox) */
async function setUp(config: Config, contacts: number): Promise<{ sellerId: string; campaignId: string }> {
  const host = await createHost(config, { logger: pino({ level: 'warn' }) });
  try {
    await host.start();
    const { actor, post } = await premiumSeller(host);
    const upload = await host.commands.execute(UploadContactImport, { fileName: 'buyers.csv', data: contactsCsv(contacts) }, actor);
    await host.commands.execute(StartContactImport, { importId: upload.id, mapping: upload.mapping as ImportMapping }, actor);
    for (;;) {
      await host.projections.settled();
      const state = await host.queries.ask(GetContactImport, { importId: upload.id }, actor);
      if (state.status === 'done') {
        if (state.counts.created !== contacts) throw new Error(`imported ${JSON.stringify(state.counts)}, not ${contacts} contacts`);
        break;
      }
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    const draft = await post('/api/campaigns', {
      name: 'Bench invitation',
      subject: 'A deal for {{first_name}}',
      body: 'Hi {{name}} of {{company}}.\n\n{{sender_name}} invites you to DealAcre: {{join_link}}',
      kind: 'invite',
      recipients: { kind: 'all' },
    });
    return { sellerId: actor.userId, campaignId: (draft.body as Campaign).id };
  } finally {
    await host.close();
  }
}

interface Progress {
  clock: string;
  status: string;
  sends: Record<string, number>;
  maxRssKiB: number;
}

interface Run {
  exit: string;
  progress: Progress | undefined;
  /** peak RSS: the kernel's high-water mark read just before a kill, else the child's own figure */
  peakRssKiB: number;
  ms: number;
}

/** `VmHWM` of a live process (Linux), in KiB */
function highWaterMark(pid: number): number | undefined {
  try {
    const line = readFileSync(`/proc/${pid}/status`, 'utf8').match(/^VmHWM:\s+(\d+) kB/m);
    return line ? Number(line[1]) : undefined;
  } catch {
    return undefined;
  }
}

/** Runs one sending child; `killAt`: SIGKILL it once the server has accepted that many messages in all. */
function runSender(env: NodeJS.ProcessEnv, args: string[], sink: SmtpSink, killAt?: number): Promise<Run> {
  const started = performance.now();
  const child: ChildProcess = spawn(process.execPath, [SENDER, ...args], { env, stdio: ['ignore', 'pipe', 'inherit'] });
  let progress: Progress | undefined;
  let killedRss: number | undefined;
  let lastMinute = '';
  createInterface({ input: child.stdout! }).on('line', (line) => {
    if (!line.startsWith('{')) return void log(`  sender: ${line}`);
    progress = JSON.parse(line) as Progress;
    // one line every ten minutes of the clock
    const minute = progress.clock.slice(0, 15);
    if (minute !== lastMinute && progress.clock.slice(14, 16).endsWith('0')) {
      lastMinute = minute;
      log(`  clock ${progress.clock.slice(11, 19)}: ${progress.status}, ${JSON.stringify(progress.sends)}, server ${sink.received()}`);
    }
  });
  if (killAt !== undefined)
    sink.onMessage((count) => {
      if (count === killAt && child.exitCode === null && child.signalCode === null) {
        killedRss = highWaterMark(child.pid!);
        child.kill('SIGKILL');
        // the server answers the message it held only now: the sender died after handing it over, before it heard
        child.once('exit', () => sink.release());
      }
    });
  return new Promise((resolve) => {
    child.once('exit', (code, signal) => {
      resolve({
        exit: signal ? `killed by ${signal}` : `exit ${code}`,
        progress,
        peakRssKiB: killedRss ?? progress?.maxRssKiB ?? 0,
        ms: performance.now() - started,
      });
    });
  });
}

if (import.meta.main) await main();

async function main() {
  const { values } = parseArgs({
    options: {
      contacts: { type: 'string', default: '10000' },
      'kill-at': { type: 'string' },
    },
  });
  const contacts = Number(values.contacts);
  const killAt = Number(values['kill-at'] ?? Math.floor(contacts / 2) + 7);
  const found = aiosmtpdPython();
  if ('missing' in found) throw new Error(`the bench sends through aiosmtpd: ${found.missing}`);
  const loadBefore = loadavg();
  log(
    `bench:campaign: ${contacts.toLocaleString('en-US')} recipients, sender killed at ${killAt.toLocaleString('en-US')} messages received`,
  );
  log(`machine: ${cpus().length} cores, load average ${loadBefore.map((value) => value.toFixed(2)).join(' ')}`);

  const urls = databaseUrls();
  await withClient(urls.admin, (client) => client.query(`create database ${urls.name}`));
  const sink = await startSmtpSink(found.python, { holdAt: killAt });
  const dataDir = mkdtempSync(path.join(tmpdir(), 'dealacre-bench-campaign-'));
  let failed = false;
  try {
    const environment = { ...process.env, DATABASE_URL: urls.bench, REDIS_URL: '', MEILI_HOST: '', DATA_DIR: dataDir, LOG_LEVEL: 'warn' };
    const config = loadConfig({
      ...environment,
      // production sells no plan without Stripe keys; the test host's checkout makes the seller's Premium
      NODE_ENV: 'test',
      SEED_DEMO: 'false',
      SMTP_URL: '',
      RATE_LIMIT_EXEMPT: CLIENT,
    });
    const setUpStarted = performance.now();
    const { sellerId, campaignId } = await setUp(config, contacts);
    log(
      `set-up: a Premium seller, ${contacts.toLocaleString('en-US')} contacts imported, a draft, in ${seconds(performance.now() - setUpStarted)}`,
    );

    const childEnv = { ...environment, NODE_ENV: 'test', SMTP_URL: sink.url, PUBLIC_URL };
    const clockStart = new Date();
    const sendStarted = performance.now();
    const first = await runSender(
      childEnv,
      ['--campaign', campaignId, '--clock', clockStart.toISOString(), '--send', sellerId, '--step-ms', String(STEP_MS)],
      sink,
      killAt,
    );
    const atKill = await withClient(urls.bench, async (client) => {
      const { rows } = await client.query<{ status: string; n: number; last: Date | null }>(
        `select status, count(*)::int as n, max(claimed_at) as last from leads.campaign_sends where campaign_id = $1 group by status`,
        [campaignId],
      );
      return rows;
    });
    const lastClaim = Math.max(clockStart.getTime(), ...atKill.map((row) => row.last?.getTime() ?? 0));
    log(
      `first sender: ${first.exit} after ${seconds(first.ms)}, server had ${sink.received()} messages; records then: ${atKill
        .map((row) => `${row.status} ${row.n}`)
        .join(', ')}`,
    );
    if (!first.exit.startsWith('killed')) throw new Error('the first sender finished before it could be killed: lower --kill-at');

    const restartClock = new Date(lastClaim + STEP_MS);
    const second = await runSender(
      childEnv,
      ['--campaign', campaignId, '--clock', restartClock.toISOString(), '--step-ms', String(STEP_MS)],
      sink,
    );
    const sendMs = performance.now() - sendStarted;
    log(`second sender: ${second.exit} after ${seconds(second.ms)}; campaign ${second.progress?.status}`);
    if (second.exit !== 'exit 0') throw new Error(`the second sender failed: ${second.exit}`);

    // what the server received, per recipient (the envelope: whom the server was asked to deliver to)
    const messages = await sink.messages();
    const deliveries = new Map<string, number>();
    let headerMismatch = 0;
    for (const message of messages) {
      for (const to of message.envelope.rcptTos) deliveries.set(to, (deliveries.get(to) ?? 0) + 1);
      const head = message.raw.subarray(0, message.raw.indexOf('\r\n\r\n')).toString('utf8');
      const to = /^To: (.+)$/im.exec(head)?.[1]?.trim();
      if (message.envelope.rcptTos.length !== 1 || to !== message.envelope.rcptTos[0]) headerMismatch += 1;
    }
    const records = await withClient(urls.bench, async (client) => {
      const { rows } = await client.query<{ email: string; status: string }>(
        'select email, status from leads.campaign_sends where campaign_id = $1',
        [campaignId],
      );
      const { rows: window } = await client.query<{ most: number; first: Date; last: Date; day: number }>(
        `select max(n)::int as most, min(claimed_at) as first, max(claimed_at) as last, count(*)::int as day from (
           select claimed_at, count(*) over (order by claimed_at range between interval '59.999 seconds' preceding and current row) as n
           from leads.campaign_sends where campaign_id = $1 and claimed_at is not null) claims`,
        [campaignId],
      );
      return { rows, window: window[0]! };
    });
    const byStatus: Record<string, number> = {};
    for (const row of records.rows) byStatus[row.status] = (byStatus[row.status] ?? 0) + 1;
    const uncertain = records.rows.filter((row) => row.status === 'uncertain');
    const duplicates = [...deliveries.values()].reduce((sum, count) => sum + Math.max(0, count - 1), 0);
    const reached = records.rows.filter((row) => deliveries.has(row.email)).length;
    const skipped = records.rows.filter((row) => !deliveries.has(row.email) && row.status !== 'uncertain').length;
    const uncertainReached = uncertain.filter((row) => deliveries.has(row.email)).length;
    const strangers = [...deliveries.keys()].filter((email) => !records.rows.some((row) => row.email === email)).length;
    const loadAfter = loadavg();

    log('\n| figure | value |');
    log('| --- | ---: |');
    log(`| recipients queued | ${records.rows.length.toLocaleString('en-US')} |`);
    log(`| messages the SMTP server accepted | ${messages.length.toLocaleString('en-US')} |`);
    log(`| sent (recipients reached once or more) | ${reached.toLocaleString('en-US')} |`);
    log(`| duplicates (deliveries beyond a recipient's first; must be 0) | ${duplicates} |`);
    log(`| skipped (not reached, record not uncertain; must be 0) | ${skipped} |`);
    log(
      `| uncertain records (being handed over at the kill; never resent) | ${uncertain.length} (${uncertainReached} of them reached the server) |`,
    );
    log(
      `| records by status | ${Object.entries(byStatus)
        .map(([status, n]) => `${status} ${n.toLocaleString('en-US')}`)
        .join(', ')} |`,
    );
    log(`| messages to no recipient, or whose To differs from the envelope | ${strangers + headerMismatch} |`);
    log(`| most claims in any 60 s of the clock (plan: ${PER_MINUTE}) | ${records.window.most} |`);
    log(
      `| clock from first to last claim | ${((records.window.last.getTime() - records.window.first.getTime()) / 60_000).toFixed(1)} min |`,
    );
    log(`| wall time of the send (first start to done, restart included) | ${seconds(sendMs)} |`);
    log(
      `| first sender (killed at ${killAt.toLocaleString('en-US')} received) | ${seconds(first.ms)}, peak RSS ${mib(first.peakRssKiB)} |`,
    );
    log(`| second sender (to the end) | ${seconds(second.ms)}, peak RSS ${mib(second.peakRssKiB)} |`);
    log(
      `| load average before / after | ${loadBefore.map((v) => v.toFixed(2)).join(' ')} / ${loadAfter.map((v) => v.toFixed(2)).join(' ')} |`,
    );

    const problems = [
      duplicates > 0 && `${duplicates} duplicates`,
      skipped > 0 && `${skipped} skipped`,
      strangers + headerMismatch > 0 && `${strangers + headerMismatch} stray messages`,
      records.rows.length !== contacts && `${records.rows.length} records for ${contacts} contacts`,
      records.window.most > PER_MINUTE && `${records.window.most} claims in a minute`,
      second.progress?.status !== 'sent' && `the campaign is ${second.progress?.status}`,
    ].filter(Boolean);
    if (problems.length > 0) {
      failed = true;
      log(`\nFAILED: ${problems.join(', ')}`);
    }
  } finally {
    await sink.close();
    rmSync(dataDir, { recursive: true, force: true });
    await withClient(urls.admin, (client) => client.query(`drop database if exists ${urls.name} with (force)`));
  }
  process.exit(failed ? 1 : 0);
}
