import { expect, test } from './fixtures.ts';
import { signInThroughPage, toasts } from './accounts.ts';

const maria = { email: 'maria.lopez@demo.dealacre.com', firstName: 'Maria', lastName: 'Lopez' };

test('a user with both capabilities switches from seller to buyer mode in the account menu', async ({ page }) => {
  await signInThroughPage(page, maria.email);

  const accountMenu = page.getByRole('banner').getByRole('button', { name: 'Maria L.' });
  const buyer = page.getByRole('menuitemradio', { name: 'Buyer' });
  const seller = page.getByRole('menuitemradio', { name: 'Seller' });
  /** the menu's code loads after the page has started: a click before it arrives opens nothing, so click again */
  const openAccountMenu = () =>
    expect(async () => {
      if (!(await page.getByRole('menu').isVisible())) await accountMenu.click();
      await expect(page.getByRole('menu')).toBeVisible({ timeout: 1_000 });
    }).toPass();

  await openAccountMenu();
  await expect(seller).toBeChecked();
  await expect(seller).toBeDisabled();
  await expect(buyer).not.toBeChecked();
  await buyer.click();

  await expect(toasts(page)).toContainText('Mode switched');
  await expect(toasts(page)).toContainText("You're now in buyer mode");
  await openAccountMenu();
  await expect(buyer).toBeChecked();
  await expect(buyer).toBeDisabled();

  // back to seller, leaving the shared demo account as it was
  await seller.click();
  await expect(toasts(page)).toContainText("You're now in seller mode");
});

test.describe('at phone width', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

  test('a buyer-only user sees Seller unavailable in the mobile menu, with the reason', async ({ page }) => {
    await signInThroughPage(page, 'buyer@demo.dealacre.com');

    await page.getByRole('button', { name: 'Open menu' }).click();
    const modes = page.getByRole('dialog', { name: 'Menu' }).getByRole('group', { name: 'Mode' });
    await expect(modes.getByRole('button', { name: 'Buyer' })).toHaveAttribute('aria-pressed', 'true');
    await expect(modes.getByRole('button', { name: 'Buyer' })).toBeDisabled();
    const seller = modes.getByRole('button', { name: 'Seller' });
    await expect(seller).toBeDisabled();
    await expect(seller).toHaveAccessibleDescription('Enable seller capability first');
  });
});
