import { randomBytes } from 'node:crypto';
import { DEMO_SELLERS } from '../modules/identity/contracts/demo.ts';
import type { DashboardMetrics } from '../modules/listings/contracts/metrics.ts';
import { csrfToken, signInThroughPage, toasts } from './accounts.ts';
import { expect, makePhotos, test, type APIRequestContext, type Page } from './fixtures.ts';

/**
 * The whole way of a listing: a seller posts it with a photo in the browser, and a buyer finds it
 * by a misspelt word, by the category and state facets, on the map of its area, and in the
 * homepage figures; an edit and the deletion reach the buyer the same way. It is placed in Vermont,
 * where the demo data has no listing, so its state facet and the states figure are its own.
 */

const MARIA = DEMO_SELLERS[0];
const VERMONT = '-73.5,42.7,-71.4,45.1';
const TEXAS = '-106.7,25.8,-93.5,36.5';

async function metrics(request: APIRequestContext): Promise<DashboardMetrics> {
  return (await (await request.get('/api/metrics/dashboard')).json()) as DashboardMetrics;
}

function results(page: Page) {
  return page.getByRole('list', { name: 'Properties' }).getByRole('listitem');
}

function facet(page: Page, name: RegExp) {
  return page.getByRole('complementary', { name: 'Filters' }).locator('label', { has: page.getByRole('checkbox', { name }) });
}

test('a listing posted in the browser reaches buyers through search, facets, the map and the figures; so do its edit and deletion', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  // a made-up word of nine letters, new at every run: it allows two typos
  const word = `quill${randomBytes(4)
    .toString('hex')
    .replace(/\d/g, (digit) => 'ghijklmnop'[Number(digit)])
    .slice(0, 4)}`;
  const misspelt = `${word[0]}${word.slice(2)}`;
  const title = `Pond frontage ${word} retreat`;
  const before = await metrics(request);

  // the seller (Premium plan) posts it with a photo
  await signInThroughPage(page, MARIA.email);
  await page.goto('/post-property');
  const form = page.getByRole('form', { name: 'New listing' });
  await form.getByLabel('Title', { exact: true }).fill(title);
  await form.getByLabel('Category').selectOption('recreational');
  await form
    .getByLabel('Description')
    .fill('Six acres on a spring-fed pond, a short drive from the ski area, with a gravel drive and power at the road.');
  await form.getByLabel('City', { exact: true }).fill('Stowe');
  await form.getByLabel('State', { exact: true }).selectOption('VT');
  await form.getByLabel('ZIP').fill('05672');
  await form.getByRole('button', { name: 'Place pin from address' }).click();
  await expect(toasts(page)).toContainText('Pin placed');
  await form.getByLabel('Acres').fill('6');
  await form.getByLabel('Price ($)').fill('74,000');
  await form.getByLabel('Choose photos').setInputFiles(await makePhotos([{ name: 'pond.jpg', background: { r: 70, g: 110, b: 160 } }]));
  await expect(form.getByRole('list', { name: 'Listing photos' }).getByRole('listitem')).toHaveCount(1);
  await form.getByRole('button', { name: 'Publish listing' }).click();
  await expect(toasts(page)).toContainText('Listing published');
  await expect(page).toHaveURL(/\/property\/[\w-]+$/);
  const propertyPath = new URL(page.url()).pathname;

  // a buyer, signed out, in a browser of their own
  const buyerContext = await browser.newContext();
  const buyer = await buyerContext.newPage();
  try {
    // by the misspelt word, with its category and state counted in the facets
    await buyer.goto(`/search?view=list&q=${misspelt}`);
    await expect(results(buyer)).toHaveCount(1);
    await expect(results(buyer).first()).toContainText(title);
    await expect(results(buyer).first()).toContainText('$74,000');
    await expect(facet(buyer, /^Recreational/)).toContainText('1');
    await expect(facet(buyer, /^Vermont/)).toContainText('1');

    // by the facets alone: Vermont, then recreational within it
    await buyer.goto('/search?view=list');
    await buyer.getByRole('button', { name: /^Show all \d+ states$/ }).click();
    await facet(buyer, /^Vermont/)
      .getByRole('checkbox')
      .check();
    await expect(buyer).toHaveURL(/[?&]state=VT/);
    await expect(buyer.getByText('1 property found')).toBeVisible();
    await facet(buyer, /^Recreational/)
      .getByRole('checkbox')
      .check();
    await expect(results(buyer).first()).toContainText(title);

    // on the map of its area, searching as the map moves; not on a map of Texas
    await buyer.goto(`/search?view=split&bbox=${VERMONT}`);
    await expect(buyer.getByRole('checkbox', { name: 'Search as I move the map' })).toBeChecked();
    await expect(results(buyer).filter({ hasText: title })).toHaveCount(1);
    await expect(buyer.getByRole('region', { name: /^Map of properties/ })).toHaveAttribute('data-marker-count', '1');
    await buyer.goto(`/search?view=split&bbox=${TEXAS}`);
    await expect(buyer.getByText(/properties? found/)).toBeVisible();
    await expect(results(buyer).filter({ hasText: title })).toHaveCount(0);

    // in the homepage figures: a state more
    await buyer.goto('/');
    const statesFigure = buyer.locator('dl:has(> dt:text-is("States Available")) > dd');
    await expect(statesFigure).toHaveText(String(before.statesAvailable + 1));

    // the seller lowers the price; the buyer's search shows it
    await page.goto(`${propertyPath}/edit`);
    const editForm = page.getByRole('form', { name: 'Edit listing' });
    await editForm.getByLabel('Price ($)').fill('69000');
    await editForm.getByRole('button', { name: 'Save changes' }).click();
    await expect(toasts(page)).toContainText('Changes saved');
    await buyer.goto(`/search?view=list&q=${word}`);
    await expect(results(buyer).first()).toContainText('$69,000');

    // the seller deletes it; buyers no longer find it, and Vermont leaves the figures
    await page.goto(propertyPath);
    await page.getByRole('button', { name: 'Delete' }).first().click();
    await page.getByRole('alertdialog', { name: 'Delete this property?' }).getByRole('button', { name: 'Delete' }).click();
    await expect(toasts(page)).toContainText('Property deleted successfully.');
    await buyer.goto(`/search?view=list&q=${word}`);
    await expect(buyer.getByText('No properties found')).toBeVisible();
    await expect.poll(async () => (await metrics(request)).statesAvailable).toBe(before.statesAvailable);
  } finally {
    await buyerContext.close();
    // a run that failed half-way leaves nothing behind for its retry
    const csrf = await csrfToken(page.context());
    await page.request.delete(`/api${propertyPath.replace('/property/', '/properties/')}`, { headers: { 'X-CSRF-Token': csrf } });
  }
});
