import { fillSignIn, registerThroughPage } from './accounts.ts';
import { expect, expectNoA11yViolations, reviewScreenshot, test } from './fixtures.ts';

/** `/admin/sitemap` ("Site Map"): every page of the app grouped by who may see it, for administrators only. */

test('an administrator sees every page grouped by who may open it, and follows a link', async ({ page }) => {
  await page.goto('/login');
  await fillSignIn(page, process.env.E2E_ADMIN_EMAIL!, process.env.E2E_ADMIN_PASSWORD!);
  await expect(page).toHaveURL(/\/admin$/);
  // spec section 2: the desktop bar links to it for administrators
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Site Map', exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/sitemap$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Site Map');
  await reviewScreenshot(page.locator('header'), 'site-map-header-1280.png');

  const everyone = page.getByRole('region', { name: /^Everyone/ });
  await expect(everyone.getByRole('link', { name: '/pricing', exact: true })).toBeVisible();
  await expect(everyone.getByText('/property/$id', { exact: true })).toBeVisible();
  await expect(page.getByRole('region', { name: /^Signed-out visitors/ }).getByRole('link', { name: '/login', exact: true })).toBeVisible();
  await expect(
    page.getByRole('region', { name: /^Signed-in members/ }).getByRole('link', { name: '/messages', exact: true }),
  ).toBeVisible();
  await expect(
    page.getByRole('region', { name: /^Administrators/ }).getByRole('link', { name: '/admin/sitemap', exact: true }),
  ).toBeVisible();

  await expectNoA11yViolations(page, 'site-map');
  await reviewScreenshot(page, 'site-map-1280.png', { fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await reviewScreenshot(page, 'site-map-390.png', { fullPage: true });

  await everyone.getByRole('link', { name: '/pricing', exact: true }).click();
  await expect(page).toHaveURL(/\/pricing$/);
});

test('a member who is not an administrator is sent to the homepage', async ({ page }) => {
  await registerThroughPage(page);
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Dashboard', exact: true })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Site Map' })).toHaveCount(0);
  await page.goto('/admin/sitemap');
  await expect(page).toHaveURL(/\/$/);
});
