import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import pg from 'pg';
import { fillSignIn } from './accounts.ts';
import { expect, reviewScreenshot, test } from './fixtures.ts';

/**
 * `/admin/events`: an administrator inspects and replays an event no subscriber could take. A browser cannot make
 * an event fail, so this journey runs a host of its own on Postgres and Redis (the production shape), on a fresh
 * database, and parks an event there as the dispatcher does after an event's last failed attempt. It needs the
 * services: CI gives them through TEST_DATABASE_URL and TEST_REDIS_URL.
 */
const databaseUrl = process.env.TEST_DATABASE_URL;
const redisUrl = process.env.TEST_REDIS_URL;
test.skip(!databaseUrl || !redisUrl, 'needs TEST_DATABASE_URL and TEST_REDIS_URL (Postgres and Redis)');

const port = Number(process.env.E2E_PORT ?? 3100) + 7;
const baseURL = `http://127.0.0.1:${port}`;
const database = `e2e_dead_events_${randomBytes(4).toString('hex')}`;
const admin = { email: 'ops@e2e.dealacre.test', password: randomBytes(16).toString('base64url') };
let host: ChildProcess | undefined;

function urlOf(name: string): string {
  const url = new URL(databaseUrl!);
  url.pathname = `/${name}`;
  return url.toString();
}

async function sql<T extends pg.QueryResultRow>(url: string, text: string, values: unknown[] = []): Promise<T[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<T>(text, values)).rows;
  } finally {
    await client.end();
  }
}

async function listening(deadline: number): Promise<void> {
  while (Date.now() < deadline) {
    if (host?.exitCode !== null) throw new Error(`the host exited with ${host?.exitCode}`);
    const ready = await fetch(`${baseURL}/healthz`).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('the host did not start in time');
}

test.beforeAll(async () => {
  test.setTimeout(120_000);
  await sql(databaseUrl!, `create database ${database}`);
  host = spawn(process.execPath, ['src/main.ts'], {
    cwd: path.resolve(import.meta.dirname, '..'),
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: baseURL,
      DATABASE_URL: urlOf(database),
      REDIS_URL: redisUrl,
      REDIS_KEY_PREFIX: `${database}:`,
      ADMIN_EMAIL: admin.email,
      ADMIN_PASSWORD: admin.password,
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  await listening(Date.now() + 100_000);
});

test.afterAll(async () => {
  host?.kill('SIGTERM');
  await new Promise((resolve) => (host?.exitCode !== null ? resolve(null) : host.once('exit', resolve)));
  await sql(databaseUrl!, `drop database if exists ${database} with (force)`);
});

test('an administrator inspects a dead event, replays it with a reason, and finds the replay in the audit log', async ({ page }) => {
  test.setTimeout(90_000);
  const [{ id }] = await sql<{ id: string }>(
    urlOf(database),
    `insert into platform.outbox (id, type, aggregate_id, payload, occurred_at, status, attempts, last_error, replays)
       values (gen_random_uuid(), 'listings.listing-published.v0', 'listing-42', '{"listingId":"listing-42","title":"Ten acres by the river"}'::jsonb,
               now() - interval '2 hours', 'dead', 10, 'search index: the search engine did not answer within 5 s', 0)
     returning id`,
  );

  await page.goto(`${baseURL}/login`);
  await fillSignIn(page, admin.email, admin.password);
  await expect(page).toHaveURL(/\/admin$/);
  await page.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Dead events' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Dead events');
  const table = page.getByRole('table', { name: 'Dead events' });
  const row = table.getByRole('row').filter({ hasText: 'listings.listing-published.v0' });
  await expect(row).toContainText('search index: the search engine did not answer within 5 s');
  await reviewScreenshot(page, 'admin-dead-events-1280.png', { fullPage: true });

  await row.getByRole('button', { name: 'Inspect' }).click();
  const inspected = page.getByRole('dialog', { name: 'listings.listing-published.v0' });
  await expect(inspected).toContainText('"title": "Ten acres by the river"');
  await reviewScreenshot(page, 'admin-dead-event-inspect-1280.png');
  await page.keyboard.press('Escape');

  await page.setViewportSize({ width: 390, height: 844 });
  const card = page.getByRole('list', { name: 'Dead events' }).getByRole('listitem');
  await expect(card).toContainText('10 attempts · replayed 0 of 5');
  await reviewScreenshot(page, 'admin-dead-events-390.png', { fullPage: true });
  await card.getByRole('button', { name: 'Replay listings.listing-published.v0' }).click();
  const replay = page.getByRole('dialog', { name: 'Replay this event?' });
  await replay.getByLabel('Reason').fill('Search engine back up');
  await replay.getByRole('button', { name: 'Replay event' }).click();
  await expect(page.getByText('1 event replayed', { exact: true })).toBeVisible();
  await expect(page.getByText('No dead events')).toBeVisible();
  await expect
    .poll(
      async () =>
        (
          await sql<{ status: string; replays: number }>(urlOf(database), 'select status, replays from platform.outbox where id = $1', [id])
        )[0],
    )
    .toEqual({ status: 'done', replays: 1 });

  await page.setViewportSize({ width: 1280, height: 800 });
  await page.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Audit log' }).click();
  const entry = page.getByRole('table', { name: 'Audit log' }).getByRole('row').filter({ hasText: 'Dead event replayed' });
  await expect(entry).toContainText('Search engine back up');
});
