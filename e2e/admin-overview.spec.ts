import { fillSignIn } from './accounts.ts';
import { expect, expectNoA11yViolations, reviewScreenshot, test } from './fixtures.ts';

/** `/admin`: the back office's overview of the demo site's figures, for 7, 30 or 90 days. */

test('an administrator lands on the overview after signing in and reads the figures for another period', async ({ page }) => {
  await page.goto('/login');
  await fillSignIn(page, process.env.E2E_ADMIN_EMAIL!, process.env.E2E_ADMIN_PASSWORD!);
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Overview');
  await expect(page.getByRole('link', { name: '30 days' })).toHaveAttribute('aria-current', 'page');

  // the demo data: sellers on paid plans, and listings created over the last months
  const figures = page.getByRole('region', { name: 'Figures' });
  const card = (label: string) => figures.getByRole('term').filter({ hasText: label }).locator('xpath=following-sibling::dd[1]');
  await expect(card('Monthly recurring revenue')).toContainText(/\$\d{2,}/);
  await expect(card('New listings')).toContainText(/^[1-9][\d,]* /);
  await expect(card('Sign-ups')).toContainText(/[1-9]\d* members/);
  await expect(page.getByRole('region', { name: 'To do' }).getByText('open reports')).toBeVisible();
  await expect(page.getByRole('figure', { name: 'Listings by status' })).toBeVisible();
  await expect(page.getByRole('figure', { name: 'Listings by status' }).locator('.recharts-surface')).toBeVisible();

  await expectNoA11yViolations(page, 'admin overview');
  await reviewScreenshot(page, 'admin-overview-1280.png', { fullPage: true });

  await page.getByRole('link', { name: '7 days' }).click();
  await expect(page).toHaveURL(/\/admin\?days=7$/);
  await expect(page.getByRole('link', { name: '7 days' })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByText(/beside the 7 days before/)).toBeVisible();

  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByRole('figure', { name: 'Sign-ups by role per day' }).locator('.recharts-bar-rectangle').first()).toBeVisible();
  await reviewScreenshot(page, 'admin-overview-390.png', { fullPage: true });

  // the old address leads here
  await page.goto('/admin-dashboard');
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Overview');
});
