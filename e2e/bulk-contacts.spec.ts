import { writeFileSync, mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { csrfToken, registeredMember, toasts } from './accounts.ts';
import { expect, expectNoA11yViolations, type Page, reviewScreenshotsAtBothWidths, test } from './fixtures.ts';

/**
 * The buyers list (docs/features.md, "Bulk contacts"): a seller on the Pro trial imports a CSV file with a
 * byte-order mark, semicolons, its columns in an order of its own, a company with a comma in quotes, a bad
 * email and a duplicate differing in case; maps the one column the header did not name; reads the report;
 * imports; finds the contacts, tags a segment and filters by a buy box of several states. A buyer is shown what
 * the page is for.
 */

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };

const CSV = [
  'Phone;Company;E-mail;Full Name;Buys in',
  '(512) 555-0101;"Ranch Capital, LLC";ana.ruiz@example.com;Ana Ruiz;TX',
  '512 555 0102;Nowhere Inc;not-an-email;Bad Row;TX',
  ';Copy Co;ANA.RUIZ@Example.com;Ana Again;TX',
  '512-555-0103;"Diaz Homes, Inc";bo.diaz@example.com;Bo Diaz;OK',
].join('\r\n');

function csvFile(): string {
  const file = path.join(mkdtempSync(path.join(os.tmpdir(), 'dealacre-contacts-')), 'my-buyers.csv');
  writeFileSync(file, `\uFEFF${CSV}`);
  return file;
}

/** review screenshots at both widths, named for this journey */
const screenshots = (page: Page, name: string) => reviewScreenshotsAtBothWidths(page, `bulk-contacts-${name}`);

for (const viewport of [DESKTOP, PHONE]) {
  test(`a seller imports a CSV file, reads the report and tags a segment (${viewport.width} px)`, async ({ browser }) => {
    test.setTimeout(120_000);
    const { context, page } = await registeredMember(browser, 'Sally', viewport);
    const headers = { 'X-CSRF-Token': await csrfToken(context) };
    expect((await context.request.post('/api/users/me/capabilities/seller', { headers })).ok()).toBe(true);
    const trial = await context.request.post('/api/billing/subscriptions', {
      data: { audience: 'seller', tier: 'pro', trial: true },
      headers,
    });
    expect(trial.ok(), await trial.text()).toBe(true);

    await page.goto('/bulk-contacts');
    await expect(page.getByRole('heading', { level: 1, name: 'Bulk Contacts' })).toBeVisible();
    await expect(page.getByText('No contacts yet')).toBeVisible();
    await expect(page.getByText('0 of 1,000 contacts your plan keeps')).toBeVisible();

    // upload: the header is read with its semicolons, and the mapping guessed
    await page.getByRole('button', { name: 'Import CSV' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Import contacts from a CSV file' });
    await dialog.locator('input[type="file"]').setInputFiles(csvFile());
    await expect(dialog.getByText('my-buyers.csv')).toBeVisible();
    await expect(dialog.getByLabel('Column for Email')).toHaveValue('E-mail');
    await expect(dialog.getByLabel('Column for Full name')).toHaveValue('Full Name');
    await expect(dialog.getByLabel('Column for Company')).toHaveValue('Company');
    await expect(dialog.getByRole('table', { name: "The file's first rows" })).toContainText('Ranch Capital, LLC');
    // the one column the header does not name is mapped by hand, and kept as a template
    await dialog.getByLabel('Column for States').selectOption('Buys in');
    await dialog.getByLabel('Save as template').check();
    await dialog.getByLabel('Template name').fill('From my CRM');

    // preview: what will be stored, and every row that will not, with why
    await dialog.getByRole('button', { name: 'Preview' }).click();
    const notImported = dialog.getByRole('list', { name: 'Rows not imported' }).getByRole('listitem');
    await expect(notImported).toHaveText([
      /Line 3.*Invalid.*Email "not-an-email" is not a valid address/,
      /Line 4.*Duplicate.*Duplicate of line 2: same email ana\.ruiz@example\.com/,
    ]);
    const toImport = dialog.getByRole('table', { name: 'Contacts to import' });
    await expect(toImport).toContainText('Ranch Capital, LLC');
    await expect(toImport).toContainText('+15125550101');
    await expectNoA11yViolations(page, 'the import preview', '[role="dialog"]');
    await screenshots(page, 'preview');

    // import: progress, then the result
    await dialog.getByRole('button', { name: 'Import 2 contacts' }).click();
    await expect(dialog.getByText('2 contacts imported.')).toBeVisible({ timeout: 15_000 });
    await expect(dialog.getByRole('progressbar', { name: 'Import progress' })).toHaveAttribute('aria-valuenow', '100');
    await screenshots(page, 'result');
    await dialog.getByRole('button', { name: 'Done' }).click();

    // the list: both contacts, phones written as people read them
    const table = viewport === DESKTOP ? page.getByRole('table', { name: 'Contacts' }) : page.getByRole('list', { name: 'Contacts' });
    await expect(table).toContainText('Ana Ruiz');
    await expect(table).toContainText('Diaz Homes, Inc');
    await expect(table).toContainText('(512) 555-0101');
    await expect(page.getByText('1–2 of 2 contacts')).toBeVisible();

    // a segment: the Texas buyer found by search, tagged
    await page.getByRole('searchbox', { name: /Search contacts/ }).fill('ranch');
    await expect(page).toHaveURL(/q=ranch/);
    await expect(page.getByText('1–1 of 1 contact')).toBeVisible();
    await page.getByRole('checkbox', { name: 'Select Ana Ruiz' }).check();
    await page.getByLabel('Tag for the selected contacts').fill('Hot Texas');
    await page.getByRole('button', { name: 'Tag', exact: true }).click();
    await expect(toasts(page)).toContainText('Tagged 1 contact “hot texas”');
    await page.getByRole('searchbox', { name: /Search contacts/ }).fill('');
    // the cleared search reaches the URL after its debounce: wait for it, or the list reloads again during the checks below
    await expect(page).not.toHaveURL(/q=ranch/);
    // a buy box of several states, chosen in a menu that stays open: Texas or Oklahoma
    await page.getByRole('button', { name: 'States: Every state' }).click();
    const states = page.getByRole('menu', { name: 'States' });
    await states.getByRole('menuitemcheckbox', { name: 'Texas' }).click();
    await states.getByRole('menuitemcheckbox', { name: 'Oklahoma' }).click();
    await expect(page).toHaveURL(/state=TX(,|%2C)OK/);
    await expect(states.getByRole('menuitemcheckbox', { name: 'Texas' })).toHaveAttribute('aria-checked', 'true');
    await screenshots(page, 'states');
    await page.keyboard.press('Escape');
    await expect(page.getByRole('button', { name: 'States: Texas, Oklahoma' })).toBeVisible();
    await expect(page.getByText('1–2 of 2 contacts')).toBeVisible();
    // with the tag too: every field together
    await page.getByRole('button', { name: 'Tags: Every tag' }).click();
    await page.getByRole('menu', { name: 'Tags' }).getByRole('menuitemcheckbox', { name: 'hot texas' }).click();
    await page.keyboard.press('Escape');
    await expect(page).toHaveURL(/tag=hot(\+|%20)texas/);
    await expect(page.getByText('1–1 of 1 contact')).toBeVisible();
    await expect(table).toContainText('Ana Ruiz');
    await expect(table).not.toContainText('Bo Diaz');
    const exported = await context.request.get('/api/contacts/export?tag=hot%20texas&state=TX,OK');
    expect(await exported.text()).toContain('ana.ruiz@example.com');
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0); // the list's rows at full strength, not dimmed while it reloads
    await expectNoA11yViolations(page, 'the buyers list');
    await screenshots(page, 'list');

    // a contact deleted, after a confirmation
    await page.getByRole('button', { name: 'Tags: hot texas' }).click();
    await page.getByRole('menuitem', { name: 'Clear' }).click();
    await expect(page.getByText('1–2 of 2 contacts')).toBeVisible();
    await page.getByRole('checkbox', { name: 'Select Bo Diaz' }).check();
    await page.getByRole('button', { name: 'Delete', exact: true }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Delete 1 contact?' });
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(toasts(page)).toContainText('Deleted 1 contact');
    await expect(page.getByText('1–1 of 1 contact')).toBeVisible();
    await expect(table).not.toContainText('Bo Diaz');

    await context.close();
  });
}

test('a buyer is told the buyers list is for sellers, with the way to become one', async ({ browser }) => {
  const { context, page } = await registeredMember(browser, 'Bea');
  await page.goto('/bulk-contacts');
  await expect(page.getByRole('heading', { level: 1, name: 'Bulk Contacts' })).toBeVisible();
  await expect(page.getByText('For sellers', { exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'View seller plans' })).toHaveAttribute('href', '/pricing');
  await expect(page.getByRole('link', { name: 'Turn on selling' })).toHaveAttribute('href', '/settings');
  await screenshots(page, 'for-sellers');
  await context.close();
});
