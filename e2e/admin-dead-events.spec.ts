import { randomBytes } from 'node:crypto';
import type { ChildProcess } from 'node:child_process';
import { fillSignIn } from './accounts.ts';
import { expect, reviewScreenshot, test } from './fixtures.ts';
import { freshDatabase, ready, SERVICES_MISSING, servicesAvailable, startHost, stop } from './services-host.ts';

/**
 * `/admin/events`: an administrator inspects and replays an event no subscriber could take. A browser cannot make
 * an event fail, so this journey runs a host of its own on Postgres and Redis (the production shape), on a fresh
 * database, and parks an event there as the dispatcher does after an event's last failed attempt.
 */
test.skip(!servicesAvailable, SERVICES_MISSING);

const port = Number(process.env.E2E_PORT ?? 3100) + 7;
const baseURL = `http://127.0.0.1:${port}`;
const database = freshDatabase('e2e_dead_events');
const admin = { email: 'ops@e2e.dealacre.test', password: randomBytes(16).toString('base64url') };
let host: ChildProcess | undefined;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  await database.create();
  host = startHost({ port, database, publicUrl: baseURL, env: { ADMIN_EMAIL: admin.email, ADMIN_PASSWORD: admin.password } });
  await ready(host, port, 100_000);
});

test.afterAll(async () => {
  await stop(host);
  await database.drop();
});

test('an administrator inspects a dead event, replays it with a reason, and finds the replay in the audit log', async ({ page }) => {
  test.setTimeout(90_000);
  const [{ id }] = await database.sql<{ id: string }>(
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
        (await database.sql<{ status: string; replays: number }>('select status, replays from platform.outbox where id = $1', [id]))[0],
    )
    .toEqual({ status: 'done', replays: 1 });

  await page.setViewportSize({ width: 1280, height: 800 });
  await page.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Audit log' }).click();
  const entry = page.getByRole('table', { name: 'Audit log' }).getByRole('row').filter({ hasText: 'Dead event replayed' });
  await expect(entry).toContainText('Search engine back up');
});
