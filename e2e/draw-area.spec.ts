import { polygonParamSchema } from '../modules/listings/contracts/search-query.ts';
import { polygonContains } from '../modules/shared/kernel/geo-polygon.ts';
import { expect, reviewScreenshot, test, type APIRequestContext, type Page } from './fixtures.ts';

/**
 * "Draw your area on the map": on /search a visitor draws a shape around Austin by clicking (or, on a
 * phone, tapping) its corners on the map; the list and the map keep the listings inside it, a reload
 * shows the same shape and results, and "Clear area" searches everywhere again. The map tiles are not
 * reachable in tests: the shape and the markers draw on the plain background.
 */

interface SearchAnswer {
  total: number;
  hits: { id: string; title: string; latitude: number | null; longitude: number | null }[];
}

async function apiSearch(request: APIRequestContext, query: string): Promise<SearchAnswer> {
  const response = await request.get(`/api/properties/search?${query}`);
  expect(response.ok()).toBe(true);
  return (await response.json()) as SearchAnswer;
}

const found = (total: number) => `${total} ${total === 1 ? 'property' : 'properties'} found`;

/** The map's view on load: this box, fitted to the map (OpenLayers' `fit`, Web Mercator). */
const VIEW = { west: -99, south: 29.5, east: -96.5, north: 31 };
/** a diamond around central Austin (lat, lng) */
const AROUND_AUSTIN = [
  { lat: 30.62, lng: -97.74 },
  { lat: 30.27, lng: -97.3 },
  { lat: 29.95, lng: -97.74 },
  { lat: 30.27, lng: -98.15 },
];

const mercatorY = (lat: number) => Math.log(Math.tan(Math.PI / 4 + (lat * Math.PI) / 360));

/** Where a point of the map's fitted VIEW is on the page. */
async function pixelOf(page: Page, { lat, lng }: { lat: number; lng: number }) {
  const box = (await page.getByRole('region', { name: /^Map of properties/ }).boundingBox())!;
  const [x0, x1] = [VIEW.west, VIEW.east].map((degrees) => (degrees * Math.PI) / 180);
  const [y0, y1] = [VIEW.south, VIEW.north].map(mercatorY);
  // fitted: the box's larger side (relative to the map's) fills the map, centred
  const scale = Math.min(box.width / (x1 - x0), box.height / (y1 - y0));
  const x = box.x + box.width / 2 + ((lng * Math.PI) / 180 - (x0 + x1) / 2) * scale;
  const y = box.y + box.height / 2 - (mercatorY(lat) - (y0 + y1) / 2) * scale;
  return { x, y };
}

async function drawAroundAustin(page: Page, { touch }: { touch: boolean }) {
  const map = page.getByRole('region', { name: /^Map of properties/ });
  await expect(map).toHaveAttribute('data-marker-count', /^[1-9]\d*$/);
  await expect(map.locator('canvas').first()).toBeVisible({ timeout: 15_000 });
  const draw = page.getByRole('button', { name: 'Draw area' });
  await expect(draw).toHaveAttribute('aria-pressed', 'false');
  await draw.click();
  await expect(draw).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('status').filter({ hasText: 'click the first corner to finish' })).toBeVisible();
  // the corners, then the first one again, which finishes the shape
  for (const corner of [...AROUND_AUSTIN, AROUND_AUSTIN[0]]) {
    const { x, y } = await pixelOf(page, corner);
    if (touch) await page.touchscreen.tap(x, y);
    else await page.mouse.click(x, y);
  }
  await expect(draw).toHaveAttribute('aria-pressed', 'false');
}

/** The drawn area in the URL: close to the corners clicked, and what the list and every result are checked against. */
async function drawnArea(page: Page) {
  await expect(page).toHaveURL(/[?&]polygon=/);
  const url = new URL(page.url());
  const polygon = polygonParamSchema.parse(url.searchParams.get('polygon'));
  expect(polygon).toHaveLength(AROUND_AUSTIN.length);
  polygon.forEach((vertex, i) => {
    expect(Math.abs(vertex.lat - AROUND_AUSTIN[i].lat)).toBeLessThan(0.05);
    expect(Math.abs(vertex.lng - AROUND_AUSTIN[i].lng)).toBeLessThan(0.05);
  });
  expect(url.searchParams.get('bbox')).toBeNull();
  return { polygon, param: url.searchParams.get('polygon')! };
}

for (const { width, height, touch } of [
  { width: 1280, height: 800, touch: false },
  { width: 390, height: 844, touch: true },
]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height }, hasTouch: touch });

    test('a visitor draws an area around Austin, keeps it over a reload, and clears it', async ({ page, request }) => {
      const all = await apiSearch(request, '');
      // the map opens on central Texas, searching as it moves; drawing replaces that
      await page.goto(`/search?view=map&bbox=${VIEW.west},${VIEW.south},${VIEW.east},${VIEW.north}`);
      await expect(page.getByRole('checkbox', { name: 'Search as I move the map' })).toBeChecked();

      await drawAroundAustin(page, { touch });
      const { polygon, param } = await drawnArea(page);
      const inside = await apiSearch(request, `polygon=${encodeURIComponent(param)}&limit=100`);
      expect(inside.total).toBeGreaterThan(0);
      expect(inside.total).toBeLessThan(all.total);
      expect(inside.total).toBeLessThanOrEqual(100);
      for (const hit of inside.hits) expect(polygonContains(polygon, hit.latitude!, hit.longitude!)).toBe(true);
      await expect(page.getByRole('checkbox', { name: 'Search as I move the map' })).not.toBeChecked();
      await expect(page.getByRole('button', { name: /Drawn area/ })).toBeVisible();
      const map = page.getByRole('region', { name: /^Map of properties/ });
      await expect(async () => {
        const markers = Number(await map.getAttribute('data-marker-count'));
        const areas = Number(await map.getAttribute('data-area-count'));
        expect(markers + areas).toBeGreaterThan(0);
        expect(markers).toBeLessThanOrEqual(inside.total);
      }).toPass();
      await reviewScreenshot(page, `draw-area-drawn-${width}.png`);

      // the list holds exactly the listings inside
      await page.getByRole(width < 1024 ? 'button' : 'radio', { name: width < 1024 ? 'Show list' : 'List' }).click();
      await expect(page.getByText(found(inside.total))).toBeVisible();
      const titles = page.getByRole('list', { name: 'Properties' }).getByRole('listitem').getByRole('heading');
      await expect(titles.first()).toBeVisible();
      // the text, not the rendered text: a card far below a phone's screen is not rendered yet (content-visibility)
      const listed = (await titles.allTextContents()).map((title) => title.trim());
      const insideTitles = new Set(inside.hits.map((hit) => hit.title));
      for (const title of listed) expect(insideTitles.has(title)).toBe(true);

      // a reload shows the same shape and results
      await page.reload();
      await expect(page).toHaveURL(new RegExp(`polygon=${encodeURIComponent(param).replaceAll('.', '\\.')}`));
      await expect(page.getByText(found(inside.total))).toBeVisible();
      await page.getByRole(width < 1024 ? 'button' : 'radio', { name: width < 1024 ? 'Show map' : 'Map' }).click();
      await expect(map.locator('canvas').first()).toBeVisible({ timeout: 15_000 });
      await expect(page.getByRole('button', { name: 'Clear area' })).toBeVisible();
      await reviewScreenshot(page, `draw-area-reloaded-${width}.png`);

      // Clear area searches everywhere again
      await page.getByRole('button', { name: 'Clear area' }).click();
      await expect(page).not.toHaveURL(/polygon=/);
      await expect(page.getByRole('button', { name: /Drawn area/ })).toBeHidden();
      await expect(page.getByRole('button', { name: 'Clear area' })).toBeHidden();
      await page.getByRole(width < 1024 ? 'button' : 'radio', { name: width < 1024 ? 'Show list' : 'List' }).click();
      await expect(page.getByText(found(all.total))).toBeVisible();
    });
  });
}

test('Escape cancels a drawing under way, and the chip removes a drawn area', async ({ page, request }) => {
  const all = await apiSearch(request, '');
  await page.goto(`/search?view=map&bbox=${VIEW.west},${VIEW.south},${VIEW.east},${VIEW.north}`);
  const map = page.getByRole('region', { name: /^Map of properties/ });
  await expect(map.locator('canvas').first()).toBeVisible({ timeout: 15_000 });
  const draw = page.getByRole('button', { name: 'Draw area' });
  await draw.click();
  for (const corner of AROUND_AUSTIN.slice(0, 2)) {
    const { x, y } = await pixelOf(page, corner);
    await page.mouse.click(x, y);
  }
  await reviewScreenshot(page, 'draw-area-drawing-1280.png');
  await page.keyboard.press('Escape');
  await expect(draw).toHaveAttribute('aria-pressed', 'false');
  await expect(page).not.toHaveURL(/polygon=/);
  await expect(page).toHaveURL(/bbox=/);

  // the keyboard reaches the button; a shape drawn again is removed by its chip
  await draw.focus();
  await page.keyboard.press('Enter');
  await expect(draw).toHaveAttribute('aria-pressed', 'true');
  for (const corner of AROUND_AUSTIN) {
    const { x, y } = await pixelOf(page, corner);
    await page.mouse.click(x, y);
  }
  await page.getByRole('button', { name: 'Finish' }).click();
  await drawnArea(page);
  await page.getByRole('button', { name: /Drawn area/ }).click();
  await expect(page).not.toHaveURL(/polygon=/);
  await page.getByRole('radio', { name: 'List' }).click();
  await expect(page.getByText(found(all.total))).toBeVisible();
});
