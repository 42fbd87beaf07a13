import { csrfToken, signInAsAdministrator, registeredMember } from './accounts.ts';
import { expect, expectNoA11yViolations, reviewScreenshot, test } from './fixtures.ts';

/** `/admin/users` and `/admin/audit-log`: an administrator finds a member, suspends and reinstates them, and reads it back. */

test('an administrator suspends a member with a reason, the member is signed out at once, and the audit log says who, what and why', async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  const member = await registeredMember(browser, 'Quincy');
  await member.page.goto('/settings');
  await expect(member.page.getByRole('heading', { level: 1 })).toBeVisible();

  await signInAsAdministrator(page);
  await page.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Accounts' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Accounts');

  await page.getByLabel('Search accounts by name or email').fill(member.account.email);
  await expect(page).toHaveURL(/q=/);
  const table = page.getByRole('table', { name: 'Accounts' });
  await expect(table.getByRole('row')).toHaveCount(2);
  await expect(table.getByRole('cell', { name: member.account.email })).toBeVisible();
  await expectNoA11yViolations(page, 'admin-accounts');
  await reviewScreenshot(page, 'admin-accounts-1280.png', { fullPage: true });

  await table.getByRole('button', { name: `Actions for Quincy ${member.account.lastName}` }).click();
  await page.getByRole('menuitem', { name: 'Suspend…' }).click();
  const dialog = page.getByRole('dialog', { name: `Suspend Quincy ${member.account.lastName}?` });
  await dialog.getByRole('button', { name: 'Suspend account' }).click();
  await expect(dialog.getByText('Give a reason (at least 3 characters)')).toBeVisible();
  await dialog.getByLabel('Reason').fill('Posted fake deals');
  await dialog.getByRole('button', { name: 'Suspend account' }).click();
  await expect(dialog).toBeHidden();
  await expect(table.getByText('Suspended')).toBeVisible();
  await expect(table.getByText('Posted fake deals')).toBeVisible();

  // the member's open session ended with the suspension
  expect((await member.context.request.get('/api/auth/me')).status()).toBe(401);
  await member.page.reload();
  await expect(member.page).not.toHaveURL(/\/settings$/);

  await page.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Dead events' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Dead events');
  await expect(page.getByText('No dead events')).toBeVisible();

  await page.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Audit log' }).click();
  const log = page.getByRole('table', { name: 'Audit log' });
  const entry = log.getByRole('row').filter({ hasText: 'User suspended' }).filter({ hasText: member.account.email });
  await expect(entry).toContainText('Posted fake deals');
  await expect(entry).toContainText(member.account.email);
  await expect(entry).toContainText('suspended: false → true');
  await reviewScreenshot(page, 'admin-audit-log-1280.png', { fullPage: true });

  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByRole('list', { name: 'Audit log' }).getByText('User suspended').first()).toBeVisible();
  await reviewScreenshot(page, 'admin-audit-log-390.png', { fullPage: true });
  await page.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Accounts' }).click();
  await page.getByLabel('Search accounts by name or email').fill(member.account.email);
  const card = page.getByRole('list', { name: 'Accounts' }).getByRole('listitem');
  await expect(card).toHaveCount(1);
  await card.getByRole('button', { name: /^Actions for/ }).click();
  await page.getByRole('menuitem', { name: 'Reinstate…' }).click();
  await page.getByRole('dialog').getByLabel('Reason').fill('Appeal accepted');
  await reviewScreenshot(page, 'admin-accounts-reinstate-390.png');
  await page.getByRole('dialog').getByRole('button', { name: 'Reinstate account' }).click();
  await expect(card.getByText('Active')).toBeVisible();
  await reviewScreenshot(page, 'admin-accounts-390.png', { fullPage: true });

  // seeing the site as the member: a banner on every page, nothing can be changed, and the way back
  await card.getByRole('button', { name: /^Actions for/ }).click();
  await page.getByRole('menuitem', { name: 'View as this member…' }).click();
  await page.getByRole('dialog').getByLabel('Reason').fill('Checking what they see');
  await page.getByRole('dialog').getByRole('button', { name: 'View as member' }).click();
  const banner = page.getByRole('region', { name: 'Viewing as a member' });
  await expect(banner).toContainText(`Viewing as Quincy ${member.account.lastName}`);
  await page.goto('/settings');
  await expect(banner).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Settings');
  const refused = await page.request.patch('/api/users/me', {
    data: { firstName: 'Changed' },
    headers: { 'X-CSRF-Token': await csrfToken(page.context()) },
  });
  expect(refused.status()).toBe(403);
  await reviewScreenshot(page, 'admin-view-as-390.png');
  await page.setViewportSize({ width: 1280, height: 800 });
  await reviewScreenshot(page, 'admin-view-as-1280.png');
  await banner.getByRole('button', { name: 'End view' }).click();
  await expect(page).toHaveURL(/\/admin\/users$/);
  await expect(banner).toBeHidden();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Accounts');

  const again = await member.context.request.post('/api/auth/login', {
    data: { email: member.account.email, password: member.account.password },
    headers: { 'X-CSRF-Token': await csrfToken(member.context) },
  });
  expect(again.status()).toBe(200);
  await member.context.close();
});
