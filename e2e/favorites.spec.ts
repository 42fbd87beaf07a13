import type { SearchPropertiesResult } from '../modules/listings/contracts/search.ts';
import { csrfToken, registerThroughPage, toasts } from './accounts.ts';
import { expect, reviewScreenshot, test, type Page } from './fixtures.ts';

/**
 * Favorites (spec sections 4, 5 and 8): a free buyer saves and removes properties from the cards,
 * finds them on the member dashboard, and at the free plan's 10 favorites meets the upgrade dialog.
 * It works on the demo's commercial listings, a category no other journey posts in, so the cards
 * it clicks stay on the first page.
 */

/** A result card by property id (demo titles repeat). */
function card(page: Page, id: string) {
  return page.getByRole('list', { name: 'Properties' }).locator(`[data-property-id="${id}"]`);
}

test('a free buyer saves and removes favorites, sees them on the dashboard, and meets the upgrade dialog at the limit', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const { hits } = (await (await page.request.get('/api/properties/search?category=commercial&limit=12')).json()) as SearchPropertiesResult;
  expect(hits.length).toBeGreaterThanOrEqual(11);

  // a visitor is asked to sign in first
  await page.goto('/search?view=list&category=commercial');
  await card(page, hits[0].id).getByRole('button', { name: 'Save to favorites' }).click();
  await expect(page).toHaveURL(/\/login\?redirect=/);

  await registerThroughPage(page);

  // save one from its card, then remove it
  await page.goto('/search?view=list&category=commercial');
  const first = card(page, hits[0].id);
  await first.getByRole('button', { name: 'Save to favorites' }).click();
  await expect(toasts(page)).toContainText('Added to favorites');
  await expect(first.getByRole('button', { name: 'Remove from favorites' })).toHaveAttribute('aria-pressed', 'true');
  await reviewScreenshot(page, 'favorites-card-1280.png');
  await first.getByRole('button', { name: 'Remove from favorites' }).click();
  await expect(toasts(page)).toContainText('Removed from favorites');
  await expect(first.getByRole('button', { name: 'Save to favorites' })).toHaveAttribute('aria-pressed', 'false');

  // the property page has the same toggle
  await page.goto(`/property/${hits[0].id}`);
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(toasts(page)).toContainText('Added to favorites');
  await expect(page.getByRole('button', { name: 'Saved', exact: true })).toHaveAttribute('aria-pressed', 'true');

  // nine more through the API: ten in all, the free plan's limit
  const csrf = await csrfToken(page.context());
  for (const hit of hits.slice(1, 10)) {
    const response = await page.request.post('/api/favorites', { data: { propertyId: hit.id }, headers: { 'X-CSRF-Token': csrf } });
    expect(response.status(), await response.text()).toBe(201);
  }

  // the member dashboard lists them
  await page.goto('/member-dashboard');
  const saved = page.getByRole('region', { name: 'Saved properties' });
  await expect(saved.getByRole('list', { name: 'Properties' }).getByRole('listitem')).toHaveCount(10);
  await expect(saved).toContainText('10 favorites');
  await reviewScreenshot(page, 'favorites-dashboard-1280.png', { fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await reviewScreenshot(page, 'favorites-dashboard-390.png', { fullPage: true });
  await page.setViewportSize({ width: 1280, height: 800 });

  // the eleventh opens the upgrade dialog and is not saved
  await page.goto('/search?view=list&category=commercial');
  await card(page, hits[10].id).getByRole('button', { name: 'Save to favorites' }).click();
  const upgrade = page.getByRole('dialog', { name: 'Favorites Limit Reached' });
  await expect(upgrade).toContainText("You've reached the maximum number of favorites for free accounts.");
  await expect(upgrade.getByRole('link', { name: 'View Plans' })).toHaveAttribute('href', '/pricing');
  await reviewScreenshot(page, 'favorites-limit-1280.png');
  await upgrade.getByRole('button', { name: 'Maybe Later' }).click();
  await expect(upgrade).toBeHidden();
  await expect(card(page, hits[10].id).getByRole('button', { name: 'Save to favorites' })).toBeVisible();
  const favorites = (await (await page.request.get('/api/favorites')).json()) as unknown[];
  expect(favorites).toHaveLength(10);
});
