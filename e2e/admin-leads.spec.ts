import { csrfToken, signInAsAdministrator } from './accounts.ts';
import { expect, expectNoA11yViolations, reviewScreenshot, test } from './fixtures.ts';

/** `/admin/leads`: an administrator finds a lead in no seller's market and gives it to a seller. */

test('an administrator assigns a lead in no seller’s market to a demo seller; it leaves the queue and the audit log says so', async ({
  page,
  browser,
}) => {
  // owners in Vermont, where no demo seller buys
  const owner = await browser.newContext({ extraHTTPHeaders: { 'X-Forwarded-For': `10.31.${Math.floor(Math.random() * 250)}.7` } });
  await owner.request.get('/api/auth/me');
  const suffix = String(Date.now()).slice(-4);
  const fullName = `Hazel Winslow ${suffix}`;
  const other = `Ivy Hale ${suffix}`;
  for (const [name, address, phone] of [
    [fullName, '88 Maple Street, Burlington, VT 05401', `(802) 555-${suffix}`],
    [other, '5 Elm Street, Montpelier, VT 05602', `(802) 556-${suffix}`],
  ]) {
    const sent = await owner.request.post('/api/seller-leads', {
      data: { propertyAddress: address, fullName: name, phone, email: `owner.${phone.slice(-8)}@example.com`, situation: 'relocation' },
      headers: { 'X-CSRF-Token': await csrfToken(owner) },
    });
    expect(sent.status(), await sent.text()).toBe(201);
    expect(await sent.json()).toMatchObject({ nextStep: 'team_review' });
  }
  await owner.close();

  await signInAsAdministrator(page);
  await page.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Leads' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Leads');

  await page.getByLabel('Coverage').selectOption('uncovered');
  await expect(page).toHaveURL(/coverage=uncovered/);
  await page.getByLabel('Search leads by name, phone, email, address or city').fill(fullName);
  await expect(page).toHaveURL(/q=/);
  const table = page.getByRole('table', { name: 'Leads' });
  const row = table.getByRole('row').filter({ hasText: fullName });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('88 Maple Street, Burlington, VT 05401');
  await expect(row).toContainText(`(802) 555-${suffix}`);
  await expect(row).toContainText('No seller’s market');
  await expectNoA11yViolations(page, 'admin-leads');
  await reviewScreenshot(page, 'admin-leads-1280.png', { fullPage: true });

  await row.getByRole('button', { name: `Assign the lead of ${fullName}` }).click();
  const dialog = page.getByRole('dialog', { name: `Assign ${fullName}’s lead` });
  await dialog.getByRole('button', { name: 'Assign lead' }).click();
  await expect(dialog.getByText('Choose a seller')).toBeVisible();
  await dialog.getByRole('searchbox').fill('maria.lopez');
  await dialog.getByRole('radio', { name: /Maria Lopez/ }).check();
  await dialog.getByLabel('Reason').fill('Buys in New England; agreed by phone');
  await reviewScreenshot(page, 'admin-leads-assign-1280.png');
  await dialog.getByRole('button', { name: 'Assign to Maria Lopez' }).click();
  await expect(dialog).toBeHidden();
  // it has a seller now: the queue of leads no seller has no longer lists it
  await expect(table.getByRole('row').filter({ hasText: fullName })).toHaveCount(0);
  await expect(page.getByText('No leads match.')).toBeVisible();

  await page.getByLabel('Status').selectOption('claimed');
  await expect(table.getByRole('row').filter({ hasText: fullName })).toContainText('Assigned to Maria Lopez');

  await page.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Audit log' }).click();
  await page.getByLabel('Area').selectOption('leads.');
  const entry = page.getByRole('table', { name: 'Audit log' }).getByRole('row').filter({ hasText: 'Lead assigned' }).first();
  await expect(entry).toContainText('Buys in New England; agreed by phone');
  await expect(entry).toContainText('seller: — → Maria Lopez');

  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByRole('list', { name: 'Audit log' }).getByText('Lead assigned').first()).toBeVisible();
  await reviewScreenshot(page, 'admin-leads-audit-390.png', { fullPage: true });
  await page.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Leads' }).click();
  const cards = page.getByRole('list', { name: 'Leads' }).getByRole('listitem');
  await expect(cards.filter({ hasText: other })).toHaveCount(1);
  await reviewScreenshot(page, 'admin-leads-queue-390.png', { fullPage: true });
  await cards
    .filter({ hasText: other })
    .getByRole('button', { name: `Assign the lead of ${other}` })
    .click();
  await expect(page.getByRole('dialog').getByRole('radio').first()).toBeVisible();
  await reviewScreenshot(page, 'admin-leads-assign-390.png');
  await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();
  await page.getByLabel('Status').selectOption('all');
  await page.getByLabel('Search leads by name, phone, email, address or city').fill(fullName);
  // the list answers the status, then the search: wait for the searched lead's card, then for it alone
  await expect(cards.filter({ hasText: fullName })).toContainText('Assigned to Maria Lopez');
  await expect(cards).toHaveCount(1);
  await reviewScreenshot(page, 'admin-leads-390.png', { fullPage: true });
});
