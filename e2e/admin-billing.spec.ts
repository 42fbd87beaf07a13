import { signInAsAdministrator, payForBuyerPlan, registeredMember } from './accounts.ts';
import { expect, expectNoA11yViolations, reviewScreenshot, test } from './fixtures.ts';

/** `/admin/subscriptions`: an administrator finds a member who paid, and refunds their invoice with a reason. */

test('an administrator finds a paying member among the subscriptions and refunds their invoice with a reason the audit log keeps', async ({
  page,
  browser,
}) => {
  const member = await registeredMember(browser, 'Rowan');
  await payForBuyerPlan(member.context, 'plus');
  const name = `Rowan ${member.account.lastName}`;

  await signInAsAdministrator(page);
  await page.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Subscriptions' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Subscriptions');

  await page.getByLabel('Search by member name, email or account id').fill(member.account.email);
  await expect(page).toHaveURL(/q=/);
  const subscriptions = page.getByRole('table', { name: 'Subscriptions' });
  await expect(subscriptions.getByRole('row')).toHaveCount(2);
  const row = subscriptions.getByRole('row').filter({ hasText: member.account.email });
  await expect(row).toContainText('Buyer Plus');
  await expect(row).toContainText('Active');
  await expect(row).toContainText('$19.00');
  await expectNoA11yViolations(page, 'admin-subscriptions');
  await reviewScreenshot(page, 'admin-subscriptions-1280.png', { fullPage: true });

  await page.getByRole('tab', { name: 'Invoices' }).click();
  await expect(page).toHaveURL(/view=invoices/);
  const invoices = page.getByRole('table', { name: 'Invoices' });
  await expect(invoices.getByRole('row')).toHaveCount(2);
  const invoice = invoices.getByRole('row').filter({ hasText: member.account.email });
  await expect(invoice).toContainText('Paid');
  await invoice.getByRole('button', { name: /^Refund DA-/ }).click();
  const dialog = page.getByRole('dialog', { name: /^Refund DA-\d{4}-\d{6}\?$/ });
  await expect(dialog).toContainText(`$19.00 to ${name}`);
  await dialog.getByRole('button', { name: 'Refund invoice' }).click();
  await expect(dialog.getByText('Give a reason (at least 3 characters)')).toBeVisible();
  await dialog.getByLabel('Reason').fill('Charged by mistake');
  await reviewScreenshot(page, 'admin-invoices-refund-1280.png');
  await dialog.getByRole('button', { name: 'Refund invoice' }).click();
  await expect(dialog).toBeHidden();
  await expect(invoice).toContainText('Refunded');
  await expect(invoice.getByRole('button', { name: /^Refund/ })).toHaveCount(0);
  await expectNoA11yViolations(page, 'admin-invoices');
  await reviewScreenshot(page, 'admin-invoices-1280.png', { fullPage: true });

  // the member's receipts say so
  const receipts = await member.context.request.get('/api/billing/invoices');
  expect(((await receipts.json()) as Array<{ status: string }>)[0]!.status).toBe('refunded');

  await page.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Audit log' }).click();
  const entry = page.getByRole('table', { name: 'Audit log' }).getByRole('row').filter({ hasText: 'Invoice refunded' });
  await expect(entry.first()).toContainText('Charged by mistake');
  await expect(entry.first()).toContainText('status: paid → refunded');

  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/admin/subscriptions?q=${encodeURIComponent(member.account.email)}`);
  const card = page.getByRole('list', { name: 'Subscriptions' }).getByRole('listitem');
  await expect(card).toHaveCount(1);
  await expect(card).toContainText('Buyer Plus');
  await reviewScreenshot(page, 'admin-subscriptions-390.png', { fullPage: true });
  await page.getByRole('tab', { name: 'Invoices' }).click();
  const invoiceCard = page.getByRole('list', { name: 'Invoices' }).getByRole('listitem');
  await expect(invoiceCard).toHaveCount(1);
  await expect(invoiceCard).toContainText('Refunded');
  await page.getByRole('group', { name: 'Invoice status' }).getByRole('button', { name: 'Failed' }).click();
  await expect(page).toHaveURL(/status=failed/);
  await expect(page.getByText('No invoices match.')).toBeVisible();
  await page.getByRole('group', { name: 'Invoice status' }).getByRole('button', { name: 'Refunded' }).click();
  await expect(invoiceCard).toHaveCount(1);
  await reviewScreenshot(page, 'admin-invoices-390.png', { fullPage: true });
  await member.context.close();
});
