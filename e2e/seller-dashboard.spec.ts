import { randomInt } from 'node:crypto';
import { DEMO_SELLERS } from '../modules/identity/contracts/demo.ts';
import { csrfToken, registeredMember, signInThroughPage } from './accounts.ts';
import { expect, expectNoA11yViolations, reviewScreenshot, reviewScreenshots, test, uniquePhone, type Page } from './fixtures.ts';

/**
 * The seller dashboard at scale (docs/features.md, "Seller dashboard"): Maria, the demo seller with
 * most of the demo listings, searches, sorts, pages and filters her listings, a page of 25 at a time,
 * all kept in the URL; finds nothing and shows everything again; opens the Leads tab near the top. On a
 * phone the rows are cards and nothing scrolls sideways. A seller with an open lead in their market
 * sees it counted on the Leads tab.
 */

const MARIA = DEMO_SELLERS[0];
const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };

function listingsTable(page: Page) {
  return page.getByRole('table', { name: 'Your listings' });
}

/** The table's rows, the header's aside. */
function bodyRows(page: Page) {
  return listingsTable(page).locator('tbody tr');
}

/** The prices of the rows shown, in dollars. */
async function prices(page: Page): Promise<number[]> {
  const cells = await listingsTable(page).locator('tbody tr td:nth-child(4)').allInnerTexts();
  return cells.map((cell) => Number(cell.replace(/[$,]/g, '')));
}

function countLine(page: Page) {
  return page.getByText(/^\d[\d,]*–\d[\d,]* of [\d,]+ listings?$/);
}

async function total(page: Page): Promise<number> {
  const text = await countLine(page).innerText();
  return Number(/of ([\d,]+)/.exec(text)![1].replace(/,/g, ''));
}

/** A whole page for review, from its top (the sticky header would otherwise sit over the page where it was scrolled to). */
async function pageShot(page: Page, name: string) {
  if (!reviewScreenshots) return;
  await page.evaluate("window.scrollTo({ top: 0, behavior: 'instant' })");
  await reviewScreenshot(page, name, { fullPage: true });
}

async function expectNoSidewaysScroll(page: Page, where: string) {
  const widths = (await page.evaluate('({ page: document.documentElement.scrollWidth, window: window.innerWidth })')) as {
    page: number;
    window: number;
  };
  expect(widths.page, `${where}: the page is no wider than the window`).toBeLessThanOrEqual(widths.window);
}

test('a seller with 170 listings searches, sorts, pages and filters them, and finds the Leads tab at the top', async ({ page }) => {
  test.setTimeout(120_000);
  await signInThroughPage(page, MARIA.email);
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error' && /hydrat|Minified React error/i.test(message.text())) errors.push(message.text());
  });
  const pages: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/my/properties') pages.push(request.url());
  });
  await page.goto('/dashboard', { waitUntil: 'networkidle' });

  const tabs = page.getByRole('tablist', { name: 'Dashboard sections' });
  await expect(tabs.getByRole('tab', { name: 'Listings' })).toHaveAttribute('aria-selected', 'true');
  // one page of 25, most recently updated first, and a page that ends
  await expect(bodyRows(page)).toHaveCount(25);
  // the server drew the first page, and the browser took it over without asking again
  expect(pages).toEqual([]);
  expect(errors).toEqual([]);
  const all = await total(page);
  expect(all, 'Maria has most of the demo listings').toBeGreaterThan(150);
  const pager = page.getByRole('navigation', { name: 'Pages of your listings' });
  await expect(pager).toContainText(`Page 1 of ${Math.ceil(all / 25)}`);
  const height = (await page.evaluate('document.documentElement.scrollHeight')) as number;
  expect(height, 'the page no longer holds every listing').toBeLessThan(5000);
  await expect(page.getByRole('group', { name: 'Status' }).getByRole('button', { name: `All ${all}` })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expectNoA11yViolations(page, 'the seller dashboard, listings');
  await pageShot(page, 'seller-dashboard-listings-1280.png');

  // sort by price from the column header: dearest first, then cheapest first
  const priceHeader = listingsTable(page).getByRole('columnheader', { name: 'Price' });
  await priceHeader.getByRole('button', { name: 'Price' }).click();
  await expect(page).toHaveURL(/[?&]sort=price(&|$)/);
  await expect(priceHeader).toHaveAttribute('aria-sort', 'descending');
  await expect.poll(async () => (await prices(page)).every((price, index, list) => index === 0 || list[index - 1] >= price)).toBe(true);
  const dearest = (await prices(page))[0];
  await priceHeader.getByRole('button', { name: 'Price' }).click();
  await expect(page).toHaveURL(/[?&]order=asc(&|$)/);
  await expect(priceHeader).toHaveAttribute('aria-sort', 'ascending');
  await expect.poll(async () => (await prices(page)).every((price, index, list) => index === 0 || list[index - 1] <= price)).toBe(true);
  expect((await prices(page))[0]).toBeLessThan(dearest);
  await expect(page.getByLabel('Sort by')).toHaveValue('price:asc');

  // the next page, back, and a reload: the URL keeps the page and the sort
  const cheapest = (await bodyRows(page).first().textContent())!;
  await pager.getByRole('link', { name: 'Next' }).click();
  await expect(page).toHaveURL(/[?&]page=2(&|$)/);
  await expect(pager).toContainText('Page 2 of');
  await expect(bodyRows(page).first()).not.toHaveText(cheapest);
  await page.goBack();
  await expect(page).not.toHaveURL(/page=/);
  await expect(bodyRows(page).first()).toHaveText(cheapest);
  await page.reload();
  await expect(priceHeader).toHaveAttribute('aria-sort', 'ascending');
  await expect(bodyRows(page).first()).toHaveText(cheapest);

  // a search, as typed (debounced into the URL): her listings in and around Austin
  const searchBox = page.getByRole('searchbox', { name: 'Search your listings' });
  await searchBox.fill('austin');
  await expect(page).toHaveURL(/[?&]q=austin(&|$)/);
  await expect.poll(() => total(page)).toBeLessThan(all);
  for (const row of await bodyRows(page).allInnerTexts()) expect(row.toLowerCase()).toContain('austin');
  await page.reload();
  await expect(searchBox).toHaveValue('austin');
  // nothing found: said so, with a way back to everything
  await searchBox.fill('no such place anywhere');
  await expect(page.getByText('No listings match', { exact: true })).toBeVisible();
  await expect(page.getByText('No listing of yours has “no such place anywhere” in its title, city, county or APN.')).toBeVisible();
  await pageShot(page, 'seller-dashboard-no-match-1280.png');
  await page.getByRole('button', { name: 'Show all your listings' }).click();
  await expect(searchBox).toHaveValue('');
  await expect.poll(() => total(page)).toBe(all);

  // filter by status with the chips and their counts
  const sold = page.getByRole('group', { name: 'Status' }).getByRole('button', { name: /^Sold \d+$/ });
  const soldCount = Number((await sold.innerText()).replace(/\D/g, ''));
  expect(soldCount).toBeGreaterThan(0);
  await sold.click();
  await expect(sold).toHaveAttribute('aria-pressed', 'true');
  await expect(page).toHaveURL(/[?&]status=sold(&|$)/);
  await expect(bodyRows(page)).toHaveCount(Math.min(soldCount, 25));
  for (const row of await bodyRows(page).allInnerTexts()) expect(row).toContain('Sold');

  // on a phone: cards, the same filter, and nothing wider than the window
  await page.setViewportSize(PHONE);
  const cards = page.getByRole('list', { name: 'Your listings' });
  await expect(cards.getByRole('listitem')).toHaveCount(Math.min(soldCount, 25));
  await expectNoSidewaysScroll(page, 'listings filtered, 390 px');
  await page.getByRole('group', { name: 'Status' }).getByRole('button', { name: /^All / }).click();
  await expect(cards.getByRole('listitem')).toHaveCount(25);
  await page.getByLabel('Sort by').selectOption('views:desc');
  await expect(page).toHaveURL(/[?&]sort=views(&|$)/);
  await expect(pager.getByRole('link', { name: 'Next' })).toBeVisible();
  await expectNoSidewaysScroll(page, 'listings, 390 px');
  await pageShot(page, 'seller-dashboard-listings-390.png');

  // the leads, a tab away at the top of the page
  const leadsTab = tabs.getByRole('tab', { name: /^Leads/ });
  const box = await leadsTab.boundingBox();
  expect(box!.y, 'the Leads tab is near the top').toBeLessThan(200);
  await leadsTab.click();
  await expect(page).toHaveURL('/dashboard?tab=leads');
  await expect(leadsTab).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('heading', { level: 1, name: 'Leads' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Seller leads' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Your listings' })).toHaveCount(0);
  await expectNoSidewaysScroll(page, 'leads, 390 px');
  await pageShot(page, 'seller-dashboard-leads-390.png');
  await page.setViewportSize(DESKTOP);
  await expectNoA11yViolations(page, 'the seller dashboard, leads');
  await pageShot(page, 'seller-dashboard-leads-1280.png');

  // back to the listings tab: its own state, from the first page
  await tabs.getByRole('tab', { name: 'Listings' }).click();
  await expect(page).toHaveURL('/dashboard');
  await expect(bodyRows(page)).toHaveCount(25);
  expect(errors).toEqual([]);
});

test('a seller with an open lead in their market sees it counted on the Leads tab', async ({ browser }) => {
  test.setTimeout(60_000);
  const { context, page } = await registeredMember(browser, 'Nadia');
  const csrf = await csrfToken(context);
  for (const [path, data] of [
    ['/api/users/me/capabilities/seller', undefined],
    ['/api/billing/subscriptions', { audience: 'seller', tier: 'pro', trial: true }],
  ] as const) {
    const answer = await context.request.post(path, { data, headers: { 'X-CSRF-Token': csrf } });
    expect(answer.ok(), await answer.text()).toBe(true);
  }
  const markets = await context.request.put('/api/leads/markets', {
    data: { markets: [{ state: 'TX' }] },
    headers: { 'X-CSRF-Token': csrf },
  });
  expect(markets.ok(), await markets.text()).toBe(true);
  // an owner in Texas asks for a cash offer
  const owner = await browser.newContext({ extraHTTPHeaders: { 'X-Forwarded-For': `10.252.${randomInt(0, 250)}.${randomInt(1, 250)}` } });
  await owner.request.get('/');
  const lead = await owner.request.post('/api/seller-leads', {
    data: {
      propertyAddress: '410 Creek Road, Dripping Springs, TX 78620',
      fullName: 'Ray Salinas',
      phone: uniquePhone(),
      email: `ray-${randomInt(1e6)}@example.com`,
    },
    headers: { 'X-CSRF-Token': await csrfToken(owner) },
  });
  expect(lead.status(), await lead.text()).toBe(201);
  await owner.close();

  await page.goto('/dashboard');
  const leadsTab = page.getByRole('tab', { name: /^Leads \d+ new$/ });
  await expect(leadsTab).toBeVisible({ timeout: 15_000 });
  const counted = Number(/(\d+) new/.exec((await leadsTab.textContent()) ?? '')![1]);
  await leadsTab.click();
  await expect(page).toHaveURL('/dashboard?tab=leads');
  await expect(page.getByRole('list', { name: 'Leads you can take' }).getByRole('listitem')).toHaveCount(counted);
  await reviewScreenshot(page.getByRole('tablist', { name: 'Dashboard sections' }), 'seller-dashboard-leads-tab-1280.png');
  await context.close();
});
