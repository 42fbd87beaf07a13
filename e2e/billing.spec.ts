import { expect, reviewScreenshot, test, type Page } from './fixtures.ts';
import { registerThroughPage, toasts } from './accounts.ts';

/**
 * Plans and payments, with the built-in test payment provider (no card is charged). Registration
 * is rate-limited per IP, so these journeys make two accounts in all.
 */

function billingSection(page: Page) {
  return page.getByRole('region', { name: 'Billing', exact: true });
}

test('a new user enables selling, starts the Pro trial from /pricing, then cancels and resumes it', async ({ page }) => {
  await registerThroughPage(page);

  await page.goto('/settings');
  const capabilities = page.getByRole('region', { name: 'Capabilities', exact: true });
  await capabilities.getByRole('button', { name: 'Enable seller capability' }).click();
  await expect(toasts(page)).toContainText('Seller capability enabled');
  await expect(billingSection(page).getByRole('listitem', { name: 'Seller plan' })).toContainText('Seller Free');

  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Pricing' }).click();
  const sellers = page.getByRole('region', { name: 'For sellers and wholesalers' });
  const pro = sellers.getByRole('article', { name: 'Pro', exact: true });
  await expect(pro).toContainText('$79');
  await expect(pro).toContainText('Most Popular');
  await expect(pro).toContainText('14-day free trial');
  await expect(sellers.getByRole('article', { name: 'Seller Free' })).toContainText('Your plan');
  await pro.getByRole('link', { name: 'Start free trial: Seller Pro' }).click();

  await expect(page).toHaveURL('/subscribe/seller/pro');
  await expect(page.getByRole('region', { name: 'Plan summary' })).toContainText('$79');
  await page.getByRole('button', { name: 'Start 14-day free trial' }).click();

  await expect(page).toHaveURL('/settings#billing');
  await expect(toasts(page)).toContainText('Your 14-day free trial has started');
  const sellerPlan = billingSection(page).getByRole('listitem', { name: 'Seller plan' });
  await expect(sellerPlan).toContainText('Pro');
  await expect(sellerPlan).toContainText('Free trial');
  await expect(sellerPlan).toContainText(/1[34] days left/);
  await expect(sellerPlan.getByRole('button', { name: 'Add payment method' })).toBeVisible();

  await sellerPlan.getByRole('button', { name: 'Cancel plan' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Cancel your Pro plan?' });
  await confirm.getByRole('button', { name: 'Cancel at period end' }).click();
  await expect(toasts(page)).toContainText('Plan cancelled');
  await expect(sellerPlan).toContainText('Cancels at period end');

  await sellerPlan.getByRole('button', { name: 'Resume plan' }).click();
  await expect(toasts(page)).toContainText('Plan resumed');
  await expect(sellerPlan).toContainText('Free trial');

  await page.goto('/pricing');
  await expect(
    page.getByRole('region', { name: 'For sellers and wholesalers' }).getByRole('article', { name: 'Pro', exact: true }),
  ).toContainText('Your plan');
});

test('a user skips the trial and pays for Starter through the test checkout', async ({ page }) => {
  await registerThroughPage(page);

  await page.goto('/subscribe/seller/starter');
  await expect(page.getByRole('heading', { level: 1, name: 'Confirm your plan' })).toBeVisible();
  const checkoutButton = page.getByRole('button', { name: 'Skip the trial and continue to checkout' });
  await expect(checkoutButton).toBeDisabled();
  await page.getByRole('button', { name: 'Enable seller capability' }).click();
  await expect(toasts(page)).toContainText('Seller capability enabled');
  await checkoutButton.click();

  await expect(page).toHaveURL(/\/billing\/test-checkout\/[\w-]+$/);
  await expect(page.getByRole('note')).toContainText('Test mode — no card is charged');
  await expect(page.getByRole('region', { name: 'Order summary' })).toContainText('DealAcre Starter (monthly)');
  await page.getByRole('button', { name: 'Pay $29 (test)' }).click();

  await expect(page).toHaveURL(/\/billing\/checkout-complete\?session_id=/);
  await expect(page.getByRole('heading', { level: 1, name: "You're all set" })).toBeVisible();
  const plans = page.getByRole('list', { name: 'Your plans' });
  await expect(plans).toContainText('Starter');
  await expect(plans).toContainText('Active');

  await page.getByRole('link', { name: 'Billing settings' }).click();
  const sellerPlan = billingSection(page).getByRole('listitem', { name: 'Seller plan' });
  await expect(sellerPlan).toContainText('Starter');
  await expect(sellerPlan).toContainText('Active');
  await expect(sellerPlan).toContainText('Next charge on');
});

test('the pricing page shows every plan at 1280 and 390 px', async ({ page }) => {
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await page.goto('/pricing');
    await expect(page.getByRole('region', { name: 'For sellers and wholesalers' }).getByRole('article', { name: 'Premium' })).toContainText(
      '$149',
    );
    await expect(page.getByRole('region', { name: 'For buyers and investors' }).getByRole('article', { name: 'Buyer Plus' })).toContainText(
      '$19',
    );
    // what each seller plan keeps of a buyers list, and what Premium's campaigns send
    const sellers = page.getByRole('region', { name: 'For sellers and wholesalers' });
    await expect(sellers.getByRole('list', { name: 'Starter features' })).toContainText('Buyers list of 1,000 contacts');
    await expect(sellers.getByRole('list', { name: 'Pro features' })).toContainText('Buyers list of 10,000 contacts');
    await expect(sellers.getByRole('list', { name: 'Premium features' })).toContainText('Unlimited buyers list');
    await expect(sellers.getByRole('list', { name: 'Premium features' })).toContainText('Campaigns: 10,000 mails a day');
    await reviewScreenshot(page, `pricing-${width}.png`, { fullPage: true });
  }
});
