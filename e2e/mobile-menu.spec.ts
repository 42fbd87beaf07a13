import { expect, test } from './fixtures.ts';

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

test('at phone width the menu opens and offers Sign In and Sign Up', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();

  await page.getByRole('button', { name: 'Open menu' }).click();
  const menu = page.getByRole('dialog', { name: 'Menu' });
  await expect(menu).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Pricing' })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'List Property' })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/login');
  await expect(menu.getByRole('link', { name: 'Sign Up' })).toHaveAttribute('href', '/register');

  await menu.getByRole('link', { name: 'Sign Up' }).click();
  await expect(menu).toBeHidden();
  await expect(page).toHaveURL('/register');
  await expect(page.getByRole('heading', { level: 1, name: 'Create Your Account' })).toBeVisible();
});
