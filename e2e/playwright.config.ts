import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, JOURNEY_CHROMIUM_PATH } from './chromium.ts';

const repoRoot = path.resolve(import.meta.dirname, '..');
const port = Number(process.env.E2E_PORT ?? 3100);
const baseURL = process.env.E2E_BASE_URL ?? `http://127.0.0.1:${port}`;

/**
 * A fresh, empty data directory per run, so the host seeds its demo data. Created once by the
 * runner (workers inherit the variable) and removed when the runner exits.
 */
function freshDataDir(): string {
  const existing = process.env.DEALACRE_E2E_DATA_DIR;
  if (existing) return existing;
  const created = mkdtempSync(path.join(os.tmpdir(), 'dealacre-e2e-'));
  process.env.DEALACRE_E2E_DATA_DIR = created;
  process.on('exit', () => rmSync(created, { recursive: true, force: true }));
  return created;
}

/** The dev mail outbox's key for this run (the journeys read mailed links with it); workers inherit it. */
process.env.DEV_MAIL_TOKEN ??= randomBytes(24).toString('base64url');
/** The demo accounts' password for this run (a default install makes a random one); workers inherit it. */
process.env.DEMO_PASSWORD ??= randomBytes(16).toString('base64url');
/** The first administrator of this run's server (ADMIN_EMAIL / ADMIN_PASSWORD); workers inherit them. */
process.env.E2E_ADMIN_EMAIL ??= 'admin@e2e.dealacre.test';
process.env.E2E_ADMIN_PASSWORD ??= randomBytes(16).toString('base64url');

// The Node running Playwright (24, from node_modules/.bin) also runs the host's TypeScript.
const node = JSON.stringify(process.execPath);
/** The SPA and its server renderer, built unless the caller just built them (`E2E_PREBUILT=1`, as CI does after `npm run build`). */
const build = process.env.E2E_PREBUILT
  ? ''
  : `${node} node_modules/vite/bin/vite.js build --config web/vite.config.ts --logLevel warn && ${node} node_modules/vite/bin/vite.js build --config web/vite.config.ts --ssr --logLevel warn && `;

export default defineConfig({
  testDir: '.',
  testMatch: '*.spec.ts',
  outputDir: path.join(repoRoot, 'test-results'),
  fullyParallel: true,
  // one browser at a time by default: on a 2-core machine the host and the browser's renderers fill both
  // cores (two workers took longer, 655 s against 588 s, with the load at 10); E2E_WORKERS sets another count
  workers: Number(process.env.E2E_WORKERS ?? 1),
  forbidOnly: Boolean(process.env.CI),
  retries: process.env.CI ? 1 : 0,
  // a guard against a hang, not a budget: an assertion waits for its outcome however busy the machine is
  expect: { timeout: 15_000 },
  reporter: process.env.CI ? [['list'], ['html', { open: 'never', outputFolder: path.join(repoRoot, 'playwright-report') }]] : 'list',
  use: {
    baseURL,
    viewport: { width: 1280, height: 800 },
    // Scrolling jumps instead of animating, so a journey never acts or asserts mid-scroll.
    contextOptions: { reducedMotion: 'reduce' },
    // recording a trace costs a quarter of the browser's CPU in every journey (its screencast and DOM
    // snapshots): CI records the retry of a failed journey only; a developer's run keeps every failure's
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: { executablePath: JOURNEY_CHROMIUM_PATH, args: CHROMIUM_ARGS },
  },
  projects: [{ name: 'chromium' }],
  // The real app: build the SPA and its server renderer, then start the host on an empty database with demo data.
  webServer: process.env.E2E_BASE_URL
    ? undefined
    : {
        command: `${build}${node} src/main.ts`,
        cwd: repoRoot,
        url: `http://127.0.0.1:${port}/healthz`,
        env: {
          PORT: String(port),
          HOST: '127.0.0.1',
          PUBLIC_URL: `http://127.0.0.1:${port}`,
          DATA_DIR: freshDataDir(),
          SEED_DEMO: 'true',
          DEV_MAIL_TOKEN: process.env.DEV_MAIL_TOKEN,
          DEMO_PASSWORD: process.env.DEMO_PASSWORD,
          ADMIN_EMAIL: process.env.E2E_ADMIN_EMAIL,
          ADMIN_PASSWORD: process.env.E2E_ADMIN_PASSWORD,
          // the affiliate journey asks for a payout of one $3.80 commission (the default minimum is $50)
          AFFILIATE_PAYOUT_MINIMUM_CENTS: '300',
          LOG_LEVEL: 'warn',
          // journeys change a listing and look at it as a visitor at once; pages kept 5 s would show the change late
          // (the cache is covered by src/http/pages.test.ts and measured by `npm run load`)
          PAGE_CACHE_SECONDS: '0',
        },
        reuseExistingServer: !process.env.CI,
        timeout: 180_000,
        stdout: 'ignore',
        stderr: 'pipe',
      },
});
