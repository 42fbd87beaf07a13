import { DEMO_SELLERS } from '../modules/identity/contracts/demo.ts';
import { csrfToken, newAccount, registerThroughPage, signInThroughPage, toasts } from './accounts.ts';
import { expect, expectNoA11yViolations, reviewScreenshot, test } from './fixtures.ts';

/**
 * Seller analytics (docs/features.md, "Seller analytics"): a Pro seller's listing is viewed by visitors,
 * and the
 * Analytics tab of /dashboard shows the views in the totals, the daily chart and the listing's row,
 * then the listing's own chart; a free seller is offered the plans instead.
 */

const JAMES = DEMO_SELLERS[1]; // on Pro

test('a Pro seller sees a listing’s views in the totals, the daily chart and its own chart', async ({ browser, page }) => {
  test.slow();
  await signInThroughPage(page, JAMES.email);
  const mine = await page.request.get('/api/my/properties');
  const listing = ((await mine.json()).listings as Array<{ id: string; title: string; status: string }>).find(
    (row) => row.status === 'active',
  );
  expect(listing, 'James has an active demo listing').toBeTruthy();

  // two visitors look at it today
  for (const address of ['192.0.2.71', '192.0.2.72']) {
    const visitor = await browser.newContext({ extraHTTPHeaders: { 'X-Forwarded-For': address } });
    await visitor.request.get('/api/auth/me');
    const viewed = await visitor.request.post(`/api/properties/${listing!.id}/views`, {
      headers: { 'X-CSRF-Token': await csrfToken(visitor) },
    });
    expect(viewed.status()).toBe(200);
    await visitor.close();
  }

  await page.goto('/dashboard?tab=analytics');
  await expect(page.getByRole('heading', { level: 1, name: 'Analytics' })).toBeVisible();
  await expect(page.getByLabel('Totals')).toContainText('View to inquiry');
  await expect(page.getByLabel('Totals')).toContainText('Offers');
  const byListing = page.getByRole('region', { name: 'By listing' });
  const row = byListing.getByRole('row', { name: new RegExp(listing!.title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')) });
  await expect(row).toBeVisible();
  // at least the two views of today (the demo listing may have more)
  await expect.poll(async () => Number((await row.getByRole('cell').first().textContent())?.replace(/,/g, ''))).toBeGreaterThanOrEqual(2);
  await expect(page.getByRole('region', { name: 'Daily activity', exact: true }).locator('.recharts-line-curve').first()).toBeVisible();
  await expect(page.getByRole('region', { name: 'Plan usage' })).toContainText('Active listings');

  await row.getByRole('button', { name: `Chart: ${listing!.title}` }).click();
  const chart = page.getByRole('region', { name: `${listing!.title}: daily activity` });
  await expect(chart.locator('.recharts-line-curve').first()).toBeVisible();
  await expect(chart).toContainText('of views became an inquiry');

  await page.getByRole('button', { name: 'Last 90 days' }).click();
  await expect(page.getByRole('button', { name: 'Last 90 days' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('region', { name: 'Daily activity', exact: true })).toContainText('last 90 days');
  await expectNoA11yViolations(page, 'seller analytics');

  await reviewScreenshot(page, 'seller-analytics-1280.png', { fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(byListing).toBeVisible();
  await reviewScreenshot(page, 'seller-analytics-390.png', { fullPage: true });
});

test('a seller without a plan is offered the plans on the Analytics tab', async ({ page }) => {
  await registerThroughPage(page, newAccount('Casey'));
  await page.goto('/settings');
  await page.getByRole('region', { name: 'Capabilities', exact: true }).getByRole('button', { name: 'Enable seller capability' }).click();
  await expect(toasts(page)).toContainText('Seller capability enabled');
  await page.goto('/dashboard?tab=analytics');
  await expect(page.getByText('Your plan does not include analytics. Choose a seller plan to see how your listings do.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'View plans' })).toHaveAttribute('href', '/pricing');
});
