import { expect, reviewScreenshotsAtBothWidths, test, type Page } from './fixtures.ts';
import { csrfToken, fillSignIn, registeredMember, registerThroughPage, toasts } from './accounts.ts';

/**
 * The affiliate program: a member shares their link, a visitor arrives through it, registers and pays
 * for Buyer Plus in the test checkout; the affiliate sees the click, the sign-up and the pending $3.80
 * (20 % of $19); the approval job runs as of 31 days later (the dev-only job hook, never in production);
 * the affiliate asks for a payout (the journey's server pays out from $3) and an administrator marks it paid.
 */

const figure = (page: Page, name: string) => page.getByRole('group', { name, exact: true });

test('a member shares their link, earns from the visitor who joins and pays, is approved, asks for a payout and is paid', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const { context, page: affiliate, account } = await registeredMember(browser, 'Avery');
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await affiliate.goto('/affiliate');
  await expect(affiliate.getByRole('heading', { level: 1, name: 'Affiliate Program' })).toBeVisible();
  const linkField = affiliate.getByRole('textbox', { name: 'Your referral link' });
  await expect(linkField).toHaveValue(/\/r\/[a-z2-9]{8}$/);
  const link = await linkField.inputValue();
  await affiliate.getByRole('button', { name: 'Copy link' }).click();
  await expect(toasts(affiliate)).toContainText('Link copied');
  expect(await affiliate.evaluate('navigator.clipboard.readText()')).toBe(link);
  await expect(affiliate.getByRole('button', { name: 'Request payout' })).toBeDisabled();

  // the visitor follows the link, lands on the home page, registers and pays
  await page.goto(new URL(link).pathname);
  await expect(page).toHaveURL('/');
  await registerThroughPage(page);
  await page.goto('/subscribe/buyer/plus');
  await page.getByRole('button', { name: 'Continue to checkout' }).click();
  await expect(page).toHaveURL(/\/billing\/test-checkout\/[\w-]+$/);
  await page.getByRole('button', { name: 'Pay $19 (test)' }).click();
  await expect(page.getByRole('heading', { level: 1, name: "You're all set" })).toBeVisible();

  await expect(async () => {
    await affiliate.reload();
    await expect(figure(affiliate, 'Sign-ups')).toContainText('1', { timeout: 1000 });
  }).toPass({ timeout: 20_000 });
  await expect(figure(affiliate, 'Clicks')).toContainText('1');
  await expect(figure(affiliate, 'Paying members')).toContainText('1');
  await expect(figure(affiliate, 'Pending')).toContainText('$3.80');
  await expect(affiliate.getByRole('list', { name: 'Ledger entries' })).toContainText('Commission earned');
  await expect(affiliate.locator('.recharts-wrapper')).toBeVisible();
  await reviewScreenshotsAtBothWidths(affiliate, 'affiliate-pending', { fullPage: true });

  // the trial (none) and the 30-day refund window pass
  const later = new Date(Date.now() + 31 * 86_400_000).toISOString();
  const run = await affiliate.request.post('/api/dev/jobs/billing.approve-commissions/run', {
    data: { at: later },
    headers: { Authorization: `Bearer ${process.env.DEV_MAIL_TOKEN}`, 'X-CSRF-Token': await csrfToken(context) },
  });
  expect(run.status(), await run.text()).toBe(200);
  await affiliate.reload();
  await expect(figure(affiliate, 'Approved')).toContainText('$3.80');
  await expect(figure(affiliate, 'Pending')).toContainText('$0.00');
  await affiliate.getByRole('button', { name: 'Request payout' }).click();
  await expect(toasts(affiliate)).toContainText('Payout requested');
  await expect(affiliate.getByRole('status').filter({ hasText: 'Payout of $3.80 requested' })).toBeVisible();

  // the administrator pays it from the back office
  const adminContext = await browser.newContext({ extraHTTPHeaders: { 'X-Forwarded-For': '10.254.7.9' } });
  const admin = await adminContext.newPage();
  await admin.goto('/login');
  await fillSignIn(admin, process.env.E2E_ADMIN_EMAIL!, process.env.E2E_ADMIN_PASSWORD!);
  await expect(admin).toHaveURL('/admin');
  await admin.goto('/admin/payouts?status=requested');
  await expect(admin.getByRole('heading', { level: 1, name: 'Affiliate payouts' })).toBeVisible();
  // the monthly run's other half: affiliates owed who have not asked (this one asked, so is in the table)
  await expect(admin.getByRole('heading', { level: 2, name: 'Owed, not asked for' })).toBeVisible();
  await reviewScreenshotsAtBothWidths(admin, 'admin-payouts', { fullPage: true });
  await admin
    .getByRole('button', { name: `Mark paid: ${account.firstName} ${account.lastName}` })
    .first()
    .click();
  const dialog = admin.getByRole('dialog', { name: 'Mark payout paid' });
  await dialog.getByLabel('Payment reference').fill('ACH 7781');
  await dialog.getByRole('button', { name: 'Mark paid' }).click();
  await expect(toasts(admin)).toContainText('Mark paid: done');
  await admin.goto('/admin/payouts?status=paid');
  await expect(admin.getByRole('table', { name: 'Payouts' })).toContainText('Ref. ACH 7781');

  await affiliate.reload();
  await expect(figure(affiliate, 'Paid')).toContainText('$3.80');
  await expect(affiliate.getByRole('list', { name: 'Ledger entries' })).toContainText('Payout paid');
  await affiliate.setViewportSize({ width: 390, height: 844 });
  await expect(affiliate.getByRole('button', { name: 'Copy link' })).toBeVisible();
  expect(await affiliate.evaluate('document.documentElement.scrollWidth')).toBeLessThanOrEqual(390);
  await expect(affiliate.locator('.recharts-wrapper')).toBeVisible();
  await reviewScreenshotsAtBothWidths(affiliate, 'affiliate-paid', { fullPage: true });
  await adminContext.close();
  await context.close();
});
