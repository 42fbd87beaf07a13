import { expect, expectNoA11yViolations, reviewScreenshot, test } from './fixtures.ts';

/** `/join`: a visitor chooses to buy or to sell, sees the way in and what each plan gives, and starts. */

test('a visitor chooses to sell, sees the steps and the seller plans, and starts the trial through registration', async ({ page }) => {
  await page.goto('/join');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Join DealAcre');
  await expect(page.getByText('Coming soon', { exact: true })).toHaveCount(0);
  const paths = page.getByRole('list', { name: 'How you use DealAcre' });

  await paths.getByRole('link', { name: /I want to sell or wholesale/ }).click();
  await expect(page).toHaveURL('/join?as=seller');
  await expect(paths.getByRole('link', { name: /I want to sell or wholesale/ })).toHaveAttribute('aria-current', 'page');
  await expect(paths.getByRole('link', { name: /I want to buy or invest/ })).not.toHaveAttribute('aria-current', 'page');
  const selling = page.getByRole('region', { name: 'Selling on DealAcre' });
  await expect(selling.getByRole('listitem').first()).toContainText('14-day free trial');
  await expect(selling.getByRole('article')).toHaveCount(4);
  await expect(selling.getByRole('article').filter({ hasText: 'Premium' })).toContainText('$149');

  await expectNoA11yViolations(page, 'join');
  await reviewScreenshot(page, 'join-seller-1280.png', { fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await reviewScreenshot(page, 'join-seller-390.png', { fullPage: true });

  await selling.getByRole('link', { name: /^Start free trial of Pro/ }).click();
  await expect(page).toHaveURL('/register?redirect=%2Fsubscribe%2Fseller%2Fpro');
});

test('a visitor who buys starts with a free account', async ({ page }) => {
  await page.goto('/join?as=buyer');
  const buying = page.getByRole('region', { name: 'Buying on DealAcre' });
  await expect(buying.getByRole('listitem').first()).toContainText('save 10 favorites and contact 3 sellers a month');
  await expect(buying.getByRole('article')).toHaveCount(3);
  await buying.getByRole('link', { name: /^Create a free account/ }).click();
  await expect(page).toHaveURL('/register?redirect=%2Fmember-dashboard');
});
