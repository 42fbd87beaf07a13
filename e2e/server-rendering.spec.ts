import { expect, test, type Page } from './fixtures.ts';

/**
 * Public pages arrive rendered: a phone shows them before the JavaScript runs, and crawlers read
 * listings. With JavaScript off the page is the server's HTML alone; with it on, React takes that
 * HTML over without rendering anything different (a hydration mismatch throws in the browser).
 */

/** The first property on the homepage, as the server's HTML links it. */
async function firstPropertyPath(page: Page): Promise<string> {
  const href = await page.getByRole('list', { name: 'Properties' }).getByRole('link').first().getAttribute('href');
  expect(href).toMatch(/^\/property\/[\w-]+$/);
  return href!;
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the homepage, search and a property page show their content from the server', async ({ page }) => {
    const home = await page.goto('/');
    expect(home?.status()).toBe(200);
    await expect(page).toHaveTitle('DealAcre - Wholesale Real Estate Marketplace');
    await expect(page.getByRole('heading', { name: 'Latest Properties' })).toBeVisible();
    const cards = page.getByRole('list', { name: 'Properties' }).getByRole('article');
    expect(await cards.count()).toBeGreaterThanOrEqual(6);
    await expect(cards.first()).toContainText('$');
    const propertyPath = await firstPropertyPath(page);

    await page.goto('/search?state=TX');
    await expect(page.getByRole('heading', { name: /properties/i }).first()).toBeVisible();
    const results = page.getByRole('list', { name: 'Properties' }).getByRole('article');
    expect(await results.count()).toBeGreaterThan(0);
    for (const text of await results.allTextContents()) expect(text).toContain('TX');

    const property = await page.goto(propertyPath);
    expect(property?.status()).toBe(200);
    const title = (await page.getByRole('heading', { level: 1 }).textContent())!;
    expect(title.length).toBeGreaterThan(3);
    await expect(page).toHaveTitle(`${title} | DealAcre`);
    await expect(page.getByText('Asking price')).toBeVisible();
  });

  test('an unknown page answers 404 with the site’s not-found page; a guarded page redirects to sign in', async ({ page }) => {
    const missing = await page.goto('/no-such-page');
    expect(missing?.status()).toBe(404);
    await expect(page).toHaveTitle('Page Not Found | DealAcre');

    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/login\?redirect=%2Fdashboard$/);
    await expect(page.getByRole('heading', { name: /sign in/i })).toBeVisible();
  });
});

test('pages hydrate the server’s HTML without a mismatch, and the data the server used is not fetched again', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error' && /hydrat|Minified React error/i.test(message.text())) errors.push(message.text());
  });
  const searches: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/properties/search') searches.push(request.url());
  });

  await page.goto('/', { waitUntil: 'networkidle' });
  await expect(page.getByRole('heading', { name: 'Latest Properties' })).toBeVisible();
  expect(searches).toEqual([]);
  const propertyPath = await firstPropertyPath(page);

  await page.goto('/search', { waitUntil: 'networkidle' });
  await page.goto(propertyPath, { waitUntil: 'networkidle' });
  await page.goto('/pricing', { waitUntil: 'networkidle' });
  expect(searches).toEqual([]);
  expect(errors).toEqual([]);

  // the hydrated page is live: its buttons run in the browser
  await page.goto('/', { waitUntil: 'networkidle' });
  await page.getByRole('button', { name: 'Browse Deals', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Latest Properties' })).toBeInViewport();
});
