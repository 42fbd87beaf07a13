import { payForBuyerPlan, registeredMember, toasts } from './accounts.ts';
import { expect, expectNoA11yViolations, reviewScreenshot, test } from './fixtures.ts';

/**
 * Personal API keys (docs/features.md, "Public API and API keys"): a Buyer Pro member creates a key in Settings,
 * sees its secret
 * once, searches listings with it from outside the browser, then revokes it after a confirmation and
 * the key stops working; a free member who presses Create meets the upgrade dialog.
 */

test('a Buyer Pro member creates an API key in Settings, sees it once, searches with it and revokes it', async ({
  browser,
  playwright,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const pro = await registeredMember(browser, 'Quinn', { width: 1280, height: 900 });
  await payForBuyerPlan(pro.context, 'pro');
  const { page } = pro;

  await page.goto('/settings#api-keys');
  const section = page.getByRole('region', { name: 'API keys' });
  await expect(section.getByText('You have no API keys yet.')).toBeVisible();
  await section.getByRole('button', { name: 'Create API key' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create an API key' });
  await dialog.getByLabel('Name').fill('Deal spreadsheet');
  await expect(dialog.getByLabel('listings:read')).toBeChecked();
  await dialog.getByLabel('leads:read').check();
  await expectNoA11yViolations(page, 'create API key dialog');
  await dialog.getByRole('button', { name: 'Create key' }).click();

  const shown = page.getByRole('dialog', { name: 'Copy your new key now' });
  await expect(shown.getByText('You will not see this key again')).toBeVisible();
  const secretField = shown.getByLabel('Your new API key');
  const secret = await secretField.inputValue();
  expect(secret).toMatch(/^da_live_[\w-]{43}$/);
  await pro.context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
  await shown.getByRole('button', { name: 'Copy' }).click();
  await expect(shown.getByRole('button', { name: 'Copied' })).toBeVisible();
  expect(await page.evaluate<string>('navigator.clipboard.readText()')).toBe(secret);
  await reviewScreenshot(page, 'api-keys-secret-1280.png');
  await shown.getByRole('button', { name: 'Done' }).click();

  // listed with its prefix and scopes, never the secret
  const row = section.getByRole('listitem', { name: 'Deal spreadsheet' });
  await expect(row).toContainText(secret.slice(0, 12));
  await expect(row).toContainText('listings:read');
  await expect(row).toContainText('leads:read');
  await expect(row).toContainText('Last used Never');
  await expect(page.getByText(secret)).toHaveCount(0);

  // the key works from outside the browser: no cookies, no CSRF
  const outside = await playwright.request.newContext({ baseURL });
  const search = await outside.get('/api/properties/search?state=TX', { headers: { Authorization: `Bearer ${secret}` } });
  expect(search.status(), await search.text()).toBe(200);
  expect(((await search.json()) as { total: number }).total).toBeGreaterThan(0);
  const notPublic = await outside.get('/api/billing/me', { headers: { Authorization: `Bearer ${secret}` } });
  expect(notPublic.status()).toBe(403);

  await page.reload();
  await expect(section.getByRole('listitem', { name: 'Deal spreadsheet' })).not.toContainText('Last used Never');
  await reviewScreenshot(page, 'api-keys-list-1280.png', { fullPage: false });
  await page.setViewportSize({ width: 390, height: 844 });
  await section.scrollIntoViewIfNeeded();
  await reviewScreenshot(page, 'api-keys-list-390.png');

  // revoke, after a confirmation
  await section.getByRole('button', { name: 'Revoke Deal spreadsheet' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Revoke Deal spreadsheet?' });
  await expect(confirm).toContainText('stops working at once');
  await reviewScreenshot(page, 'api-keys-revoke-390.png');
  await confirm.getByRole('button', { name: 'Revoke key' }).click();
  await expect(toasts(page)).toContainText('Key revoked');
  await expect(section.getByRole('listitem', { name: 'Deal spreadsheet' })).toContainText('Revoked');
  const refused = await outside.get('/api/properties/search', { headers: { Authorization: `Bearer ${secret}` } });
  expect(refused.status()).toBe(401);
  await outside.dispose();
  await pro.context.close();
});

test('a free member who presses Create API key meets the upgrade dialog', async ({ browser }) => {
  const free = await registeredMember(browser, 'Rowan', { width: 390, height: 844 });
  await free.page.goto('/settings#api-keys');
  const section = free.page.getByRole('region', { name: 'API keys' });
  await expect(section.getByText('API access comes with Buyer Pro and Seller Premium.')).toBeVisible();
  await section.getByRole('button', { name: 'Create API key' }).click();
  const upgrade = free.page.getByRole('dialog', { name: 'API Access Needs an Upgrade' });
  await expect(upgrade.getByRole('link', { name: 'View Plans' })).toBeVisible();
  await reviewScreenshot(free.page, 'api-keys-upgrade-390.png');
  await free.context.close();
});
