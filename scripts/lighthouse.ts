import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import lighthouse, { type Result } from 'lighthouse';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../e2e/chromium.ts';

/**
 * `npm run audit:lighthouse` (against a running `npm start`): Lighthouse's browser audit of the
 * public pages a visitor lands on, with the mobile profile and Lighthouse's default simulated
 * throttling (a mid-range phone on a slow 4G link), and the targets they must meet.
 *
 * - Pages: `/`, `/search`, the first property the public search returns and the newest blog post
 *   (`/api/properties/search`, `/api/blog/posts`), so the run needs no ids of its own.
 * - Each page is audited `--runs` times (3 by default) and the run with the median performance
 *   score is reported (performance varies from run to run; accessibility and SEO do not).
 * - Prints a Markdown table, then every audit that costs a page its target, and exits 1 when a page
 *   scores under performance 90, accessibility 95 or SEO 100.
 *
 * Options: `--url <base>` (default http://127.0.0.1:3000), `--runs <n>`, `--json <file>` (the
 * reported runs' full Lighthouse results). Chrome is `CHROME_PATH`, else /usr/bin/chromium.
 */

const TARGETS = { performance: 90, accessibility: 95, seo: 100 } as const;
type Category = keyof typeof TARGETS;
const CATEGORIES = Object.keys(TARGETS) as Category[];

const CHROME_FLAGS = ['--headless=new', ...CHROMIUM_ARGS];

const { values: options } = parseArgs({
  options: {
    url: { type: 'string', default: 'http://127.0.0.1:3000' },
    runs: { type: 'string', default: '3' },
    json: { type: 'string' },
  },
});
const baseUrl = options.url.replace(/\/+$/, '');
const runs = Number(options.runs);
if (!Number.isInteger(runs) || runs < 1) {
  console.error('audit:lighthouse: --runs must be a whole number of 1 or more');
  process.exit(2);
}

async function getJson<T>(pathname: string): Promise<T> {
  const response = await fetch(`${baseUrl}${pathname}`, { headers: { accept: 'application/json' } });
  if (!response.ok) throw new Error(`GET ${pathname} answered ${response.status}`);
  return (await response.json()) as T;
}

/** The pages to audit, found from the running app. */
async function findPages(): Promise<{ name: string; path: string }[]> {
  const properties = await getJson<{ hits: { id: string }[] }>('/api/properties/search?pageSize=1');
  const posts = await getJson<{ items: { slug: string }[] }>('/api/blog/posts?pageSize=1');
  if (!properties.hits[0]) throw new Error('the public search returned no property (is the demo data loaded?)');
  if (!posts.items[0]) throw new Error('the blog has no published post');
  return [
    { name: 'home', path: '/' },
    { name: 'search', path: '/search' },
    { name: 'property', path: `/property/${properties.hits[0].id}` },
    { name: 'blog post', path: `/blog/${posts.items[0].slug}` },
  ];
}

/** Starts Chrome with a DevTools port and answers the port once Chrome has written it. */
async function launchChrome(): Promise<{ port: number; close: () => Promise<void> }> {
  const executable = process.env.CHROME_PATH || CHROMIUM_PATH;
  if (!existsSync(executable)) throw new Error(`no Chrome at ${executable} (set CHROME_PATH)`);
  const profile = mkdtempSync(path.join(tmpdir(), 'lighthouse-chrome-'));
  const chrome: ChildProcess = spawn(
    executable,
    [...CHROME_FLAGS, '--remote-debugging-port=0', `--user-data-dir=${profile}`, 'about:blank'],
    {
      stdio: 'ignore',
    },
  );
  const exited = new Promise<void>((resolve) => chrome.once('exit', () => resolve()));
  const close = async () => {
    if (chrome.exitCode === null && chrome.signalCode === null) {
      chrome.kill();
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5000))]);
    }
    rmSync(profile, { recursive: true, force: true, maxRetries: 5, retryDelay: 200 });
  };
  const portFile = path.join(profile, 'DevToolsActivePort');
  for (let waited = 0; waited < 30_000; waited += 100) {
    if (chrome.exitCode !== null) break;
    if (existsSync(portFile)) {
      const port = Number(readFileSync(portFile, 'utf8').split('\n')[0]);
      if (port > 0) return { port, close };
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await close();
  throw new Error(`Chrome (${executable}) did not open its DevTools port`);
}

const score = (lhr: Result, category: Category) => Math.round((lhr.categories[category]?.score ?? 0) * 100);
const metric = (lhr: Result, id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

const describe = (id: string, audit: Result['audits'][string]) =>
  `${id}: ${audit.title}${audit.displayValue ? ` (${audit.displayValue})` : ''}`;

/**
 * The audits that cost a category points, heaviest first; for performance, whose points come from
 * the metrics, also the insights and diagnostics that fail (what to change to move the metrics).
 */
function losses(lhr: Result, category: Category): string[] {
  const refs = (lhr.categories[category]?.auditRefs ?? []).map((ref) => ({ ref, audit: lhr.audits[ref.id] })).filter(({ audit }) => audit);
  const weighted = refs
    .filter(({ ref, audit }) => ref.weight > 0 && audit.score !== null && audit.score < 1)
    .sort((a, b) => b.ref.weight * (1 - (b.audit.score ?? 0)) - a.ref.weight * (1 - (a.audit.score ?? 0)))
    .map(({ ref, audit }) => `${describe(ref.id, audit)} [score ${audit.score}, weight ${ref.weight}]`);
  if (category !== 'performance') return weighted;
  const advice = refs
    .filter(({ ref, audit }) => ref.weight === 0 && audit.scoreDisplayMode !== 'informative' && audit.score !== null && audit.score < 0.9)
    .map(({ ref, audit }) => `${describe(ref.id, audit)} [score ${audit.score}]`);
  return [...weighted, ...advice.map((line) => `(to look at) ${line}`)];
}

/** One Lighthouse run; a run whose trace failed (NO_NAVSTART, NO_FCP...) is tried again, twice at most. */
async function audit(port: number, url: string): Promise<Result> {
  for (let attempt = 1; ; attempt++) {
    const result = await lighthouse(url, { port, output: 'json', logLevel: 'error', onlyCategories: CATEGORIES });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const error = result.lhr.runtimeError;
    if (!error) return result.lhr;
    if (attempt === 3) throw new Error(`${url}: ${error.code} ${error.message}`);
    console.error(`${url}: ${error.code}, trying again`);
  }
}

async function main() {
  const pages = await findPages();
  const loadBefore = loadavg()[0];
  const chrome = await launchChrome();
  const reported: { name: string; path: string; lhr: Result; perfRuns: number[] }[] = [];
  try {
    for (const page of pages) {
      const results: Result[] = [];
      for (let run = 1; run <= runs; run++) {
        const lhr = await audit(chrome.port, `${baseUrl}${page.path}`);
        results.push(lhr);
        console.error(`${page.path} run ${run}/${runs}: performance ${score(lhr, 'performance')}`);
      }
      const byPerformance = [...results].sort((a, b) => score(a, 'performance') - score(b, 'performance'));
      const median = byPerformance[Math.floor((byPerformance.length - 1) / 2)];
      reported.push({ ...page, lhr: median, perfRuns: results.map((lhr) => score(lhr, 'performance')) });
    }
  } finally {
    await chrome.close().catch((error: unknown) => console.error(`audit:lighthouse: could not remove Chrome's profile: ${String(error)}`));
  }

  const lines = [
    '| page | performance | accessibility | SEO | FCP | LCP | TBT | CLS |',
    '|---|---|---|---|---|---|---|---|',
    ...reported
      .map(({ name, path: pathname, lhr, perfRuns }) =>
        [
          `${name} (\`${pathname.length > 40 ? `${pathname.slice(0, 37)}...` : pathname}\`)`,
          runs > 1 ? `${score(lhr, 'performance')} (${perfRuns.join(', ')})` : String(score(lhr, 'performance')),
          score(lhr, 'accessibility'),
          score(lhr, 'seo'),
          seconds(metric(lhr, 'first-contentful-paint')),
          seconds(metric(lhr, 'largest-contentful-paint')),
          `${Math.round(metric(lhr, 'total-blocking-time'))} ms`,
          metric(lhr, 'cumulative-layout-shift').toFixed(3),
        ].join(' | '),
      )
      .map((row) => `| ${row} |`),
  ];
  console.log(lines.join('\n'));
  const first = reported[0].lhr;
  console.log(
    `\nLighthouse ${first.lighthouseVersion}, ${first.configSettings.formFactor}, ${first.configSettings.throttlingMethod} throttling, ` +
      `${runs} run(s) a page (median performance; the runs in brackets), ${baseUrl}, CPU benchmark index ${first.environment.benchmarkIndex}, ` +
      `load average ${loadBefore.toFixed(2)} at the start and ${loadavg()[0].toFixed(2)} at the end (a busy machine lengthens the measured tasks, and so TBT and LCP).`,
  );

  let failed = false;
  for (const { name, path: pathname, lhr } of reported) {
    for (const category of CATEGORIES) {
      if (score(lhr, category) >= TARGETS[category]) continue;
      failed = true;
      console.log(`\n${name} ${pathname}: ${category} ${score(lhr, category)} < ${TARGETS[category]}`);
      for (const line of losses(lhr, category)) console.log(`  - ${line}`);
    }
  }
  if (options.json) {
    writeFileSync(
      options.json,
      JSON.stringify(
        reported.map(({ name, path: pathname, lhr }) => ({ name, path: pathname, lhr })),
        null,
        1,
      ),
    );
  }
  if (failed) {
    console.log(`\nBelow target (performance ${TARGETS.performance}, accessibility ${TARGETS.accessibility}, SEO ${TARGETS.seo}).`);
    process.exit(1);
  }
  console.log(`\nEvery page meets performance ${TARGETS.performance}, accessibility ${TARGETS.accessibility} and SEO ${TARGETS.seo}.`);
}

main().catch((error: unknown) => {
  console.error(`audit:lighthouse: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(2);
});
