import { expect, reviewScreenshot, test, type APIRequestContext, type Page } from './fixtures.ts';

/**
 * Finding deals: /search (typo-tolerant text, facets, sort, Load More, the map, search as I move
 * the map, the back button) and the homepage search box and footer links. Runs on the demo data;
 * expected counts come from the API, so they hold whatever the seed contains. The map tiles are
 * not reachable in tests: the markers and the property panel work without them.
 */

interface SearchAnswer {
  total: number;
  hits: { id: string; title: string }[];
}

async function apiSearch(request: APIRequestContext, query: string): Promise<SearchAnswer> {
  const response = await request.get(`/api/properties/search?${query}`);
  expect(response.ok()).toBe(true);
  return (await response.json()) as SearchAnswer;
}

function results(page: Page) {
  return page.getByRole('list', { name: 'Properties' }).getByRole('listitem');
}

function filtersPanel(page: Page) {
  return page.getByRole('complementary', { name: 'Filters' });
}

async function cardPrices(page: Page, count: number): Promise<number[]> {
  const prices: number[] = [];
  for (let index = 0; index < count; index += 1) {
    const text = await results(page).nth(index).innerText();
    prices.push(Number(/\$([\d,]+)/.exec(text)![1].replaceAll(',', '')));
  }
  return prices;
}

test('a visitor finds ranch properties despite a typo', async ({ page }) => {
  await page.goto('/search?view=list');
  await page.getByRole('searchbox', { name: 'Search' }).fill('ranhc');

  await expect(page).toHaveURL(/[?&]q=ranhc/);
  await expect(results(page).first()).toContainText(/ranch/i);
  await expect(page.getByRole('button', { name: /"ranhc"/ })).toBeVisible();
});

test('words typed into the page before its scripts have run are searched for once they do', async ({ page }) => {
  // the scripts are held back, so the words go into the page as the server drew it
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/assets/*.js', async (route) => {
    await released;
    await route.continue();
  });
  await page.goto('/search?view=list', { waitUntil: 'commit' });
  await page.getByRole('searchbox', { name: 'Search' }).fill('ranhc');
  release();

  await expect(page).toHaveURL(/[?&]q=ranhc/);
  await expect(results(page).first()).toContainText(/ranch/i);
});

test('a category facet narrows the results to its count, sorting orders them, Load More adds 12', async ({ page, request }) => {
  const land = await apiSearch(request, 'category=land');
  expect(land.total).toBeGreaterThan(12);

  await page.goto('/search?view=list');
  const landOption = filtersPanel(page).getByRole('checkbox', { name: /^Land/ });
  await expect(filtersPanel(page).locator('label', { has: page.getByRole('checkbox', { name: /^Land/ }) })).toContainText(
    String(land.total),
  );
  await landOption.check();

  await expect(page).toHaveURL(/[?&]category=land/);
  await expect(page.getByText(`${land.total} properties found`)).toBeVisible();
  await expect(page.getByText(`Showing 12 of ${land.total} properties`)).toBeVisible();
  await expect(results(page)).toHaveCount(12);

  await page.getByRole('combobox', { name: 'Sort by' }).selectOption('price-asc');
  await expect(page).toHaveURL(/[?&]sort=price-asc/);
  await expect(async () => {
    const prices = await cardPrices(page, 4);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
  }).toPass();

  await page.getByRole('button', { name: 'Load More Properties' }).click();
  await expect(results(page)).toHaveCount(Math.min(24, land.total));
  await expect(page.getByText(`Showing ${Math.min(24, land.total)} of ${land.total} properties`)).toBeVisible();
});

test('the status toggle shows how many listings each status has, and switching to under contract lists those', async ({
  page,
  request,
}) => {
  const [active, underContract] = await Promise.all([apiSearch(request, ''), apiSearch(request, 'status=under_contract')]);
  expect(underContract.total).toBeGreaterThan(0);

  await page.goto('/search?view=list');
  const status = filtersPanel(page).getByRole('radiogroup', { name: 'Status' });
  await expect(status.getByRole('radio', { name: /^Active/ })).toHaveAccessibleName(`Active ${active.total} matching`);
  await expect(status.getByRole('radio', { name: /^Under contract/ })).toHaveAccessibleName(
    `Under contract ${underContract.total} matching`,
  );

  await status.getByRole('radio', { name: /^Under contract/ }).click();
  await expect(page).toHaveURL(/[?&]status=under_contract/);
  await expect(page.getByText(`${underContract.total} propert${underContract.total === 1 ? 'y' : 'ies'} found`)).toBeVisible();
  await expect(status.getByRole('radio', { name: /^Under contract/ })).toHaveAttribute('aria-checked', 'true');
  await reviewScreenshot(filtersPanel(page), 'search-status-counts.png');

  // a phone: the filters open in a sheet, the toggle keeps its counts
  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByRole('button', { name: /^Filters/ }).click();
  const sheet = page.getByRole('dialog', { name: 'Filters' });
  await expect(sheet.getByRole('radio', { name: /^Active/ })).toHaveAccessibleName(`Active ${active.total} matching`);
  await sheet.getByRole('radiogroup', { name: 'Status' }).scrollIntoViewIfNeeded();
  await reviewScreenshot(page, 'search-status-counts-phone.png');
});

test('the back button restores the previous filters', async ({ page }) => {
  await page.goto('/search?view=list');
  await filtersPanel(page).getByRole('checkbox', { name: /^Land/ }).check();
  await expect(page).toHaveURL(/category=land(&|$)/);
  await filtersPanel(page)
    .getByRole('checkbox', { name: /^Residential/ })
    .check();
  await expect(page).toHaveURL(/category=land%2Cresidential|category=land,residential/);

  await page.goBack();
  await expect(page).toHaveURL(/category=land(&|$)/);
  await expect(filtersPanel(page).getByRole('checkbox', { name: /^Land/ })).toBeChecked();
  await expect(filtersPanel(page).getByRole('checkbox', { name: /^Residential/ })).not.toBeChecked();

  await page.goBack();
  await expect(page).not.toHaveURL(/category=/);
  await expect(filtersPanel(page).getByRole('checkbox', { name: /^Land/ })).not.toBeChecked();
});

test('the map shows the results as markers and a selected property in a panel', async ({ page, request }) => {
  const newest = await apiSearch(request, 'limit=1');
  const property = newest.hits[0];

  await page.goto(`/search?selected=${property.id}`);
  const map = page.getByRole('region', { name: /^Map of properties/ });
  await expect(map).toHaveAttribute('data-marker-count', /^[1-9]\d*$/);
  // OpenLayers draws the markers on a canvas once it has rendered a frame.
  await expect(map.locator('canvas').first()).toBeVisible({ timeout: 15_000 });

  const panel = page.getByRole('region', { name: 'Selected property' });
  await expect(panel).toContainText(property.title);
  await expect(panel).toBeInViewport();
  await expect(panel.getByRole('link', { name: /View Details/ })).toHaveAttribute('href', `/property/${property.id}`);

  await panel.getByRole('button', { name: 'Close property details' }).click();
  await expect(panel).toBeHidden();
  await expect(page).not.toHaveURL(/selected=/);

  // Only the map, then back to the split view.
  await page.getByRole('radio', { name: 'Map' }).click();
  await expect(page).toHaveURL(/view=map/);
  await expect(page.getByRole('list', { name: 'Properties' })).toBeHidden();
  await expect(map).toBeVisible();
});

test('search as I move the map limits the results to the map area', async ({ page, request }) => {
  const all = await apiSearch(request, '');
  const texas = '-106.7,25.8,-93.5,36.5';
  const inTexas = await apiSearch(request, `bbox=${texas}`);
  expect(inTexas.total).toBeGreaterThan(0);
  expect(inTexas.total).toBeLessThan(all.total);

  await page.goto('/search');
  await expect(page.getByText(`${all.total} properties found`)).toBeVisible();

  await page.goto(`/search?bbox=${texas}`);
  await expect(page.getByText(`${inTexas.total} ${inTexas.total === 1 ? 'property' : 'properties'} found`)).toBeVisible();
  await expect(page.getByRole('checkbox', { name: 'Search as I move the map' })).toBeChecked();
  await expect(page.getByRole('button', { name: /Map area/ })).toBeVisible();

  // Moving the map (here with its zoom button) searches the new area.
  const before = new URL(page.url()).searchParams.get('bbox');
  await page.getByRole('button', { name: 'Zoom in' }).click();
  await expect(async () => {
    const now = new URL(page.url()).searchParams.get('bbox');
    expect(now).not.toBeNull();
    expect(now).not.toBe(before);
  }).toPass();

  // Turning it off searches everywhere again.
  await page.getByRole('checkbox', { name: 'Search as I move the map' }).uncheck();
  await expect(page).not.toHaveURL(/bbox=/);
  await expect(page.getByText(`${all.total} properties found`)).toBeVisible();
});

test('the homepage search box filters the list as you type and searches on /search', async ({ page, request }) => {
  await page.goto('/');
  const box = page.getByRole('search', { name: 'Find your next deal' });

  await box.getByRole('button', { name: 'Land', exact: true }).click();
  await expect(box.getByRole('button', { name: 'Land', exact: true })).toHaveAttribute('aria-pressed', 'true');
  await expect(page).toHaveURL(/\/\?category=land/);
  const land = await apiSearch(request, 'category=land');
  await expect(page.getByText(`Showing 12 of ${land.total} properties`)).toBeVisible();

  // Clicking the active category again clears it.
  await box.getByRole('button', { name: 'Land', exact: true }).click();
  await expect(page).not.toHaveURL(/category=/);
  await box.getByRole('button', { name: 'Land', exact: true }).click();

  await box.getByRole('searchbox').fill('creek');
  await expect(page).toHaveURL(/search=creek/);
  await box.getByRole('checkbox', { name: 'Show only Joint Venture opportunities' }).check();
  await box.getByRole('searchbox').press('Enter');

  await expect(page).toHaveURL(/\/search\?/);
  const params = new URL(page.url()).searchParams;
  expect(params.get('category')).toBe('land');
  expect(params.get('search')).toBe('creek');
  expect(params.get('openToJointVenture')).toBe('true');
  await expect(page.getByRole('searchbox', { name: 'Search' })).toHaveValue('creek');
});

test('a footer category link filters the homepage list', async ({ page, request }) => {
  const residential = await apiSearch(request, 'category=residential');
  await page.goto('/pricing');
  await page.getByRole('navigation', { name: 'Property categories' }).getByRole('link', { name: 'Residential' }).click();

  await expect(page).toHaveURL('/?category=residential#properties');
  await expect(page.getByText(`Showing ${Math.min(12, residential.total)} of ${residential.total} properties`)).toBeVisible();
  await expect(page.getByRole('search', { name: 'Find your next deal' }).getByRole('button', { name: 'Residential' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
});

test('the homepage map tab shows a prompt, then the selected property', async ({ page, request }) => {
  const newest = await apiSearch(request, 'limit=1');
  await page.goto('/#properties');
  await page.getByRole('tab', { name: 'Map' }).click();
  await expect(page.getByText('Select a property on the map to see its details')).toBeVisible();
  await expect(page.getByRole('region', { name: /^Map of properties/ })).toHaveAttribute('data-marker-count', /^[1-9]\d*$/);
  await expect(
    page
      .getByRole('region', { name: /^Map of properties/ })
      .locator('canvas')
      .first(),
  ).toBeVisible({ timeout: 15_000 });

  await page.goto(`/?tab=map&selected=${newest.hits[0].id}`);
  await expect(page.getByRole('region', { name: 'Selected property' })).toContainText(newest.hits[0].title);
});
