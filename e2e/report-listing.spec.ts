import { randomUUID } from 'node:crypto';
import type { SearchPropertiesResult } from '../modules/listings/contracts/search.ts';
import { signInAsAdministrator, registeredMember, toasts } from './accounts.ts';
import { expect, expectNoA11yViolations, reviewScreenshot, test } from './fixtures.ts';

/**
 * "Report this listing": a member tells the administrators what is wrong with a live listing; it joins
 * the back office's queue with the report, and the administrator dismisses it.
 */

const PHONE = { width: 390, height: 844 };

test('a buyer reports a listing from a phone; an administrator finds the report in the queue and dismisses it', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const { hits } = (await (await page.request.get('/api/properties/search?limit=50')).json()) as SearchPropertiesResult;
  const listing = hits[0]!;
  const details = `The price on the county record is different (${randomUUID().slice(0, 8)}).`;

  const buyer = await registeredMember(browser, 'Rhea', PHONE);
  await buyer.page.goto(`/property/${listing.id}`);
  await buyer.page.getByRole('button', { name: 'Report this listing' }).click();
  const dialog = buyer.page.getByRole('dialog', { name: 'Report this listing' });
  await dialog.getByRole('button', { name: 'Send report' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Choose what is wrong with the listing');
  await dialog.getByLabel('Wrong price, address or details').check();
  await expect(dialog.getByRole('alert')).toBeHidden();
  await dialog.getByRole('textbox', { name: 'Details (optional)' }).fill(details);
  await expectNoA11yViolations(buyer.page, 'the report dialog');
  await reviewScreenshot(buyer.page, 'report-listing-390.png');
  await dialog.getByRole('button', { name: 'Send report' }).click();
  await expect(toasts(buyer.page)).toContainText('Thank you for your report');
  await expect(dialog).toBeHidden();

  // one open report per member and listing
  await buyer.page.getByRole('button', { name: 'Report this listing' }).click();
  await dialog.getByLabel('Scam or fraud').check();
  await dialog.getByRole('button', { name: 'Send report' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('You have already reported this listing');

  // the administrator finds it in the queue with the report, and dismisses it
  await signInAsAdministrator(page);
  await page.goto(`/admin/listings?q=${encodeURIComponent(listing.title)}`);
  const row = page.getByRole('table', { name: 'Listings to review' }).getByRole('row').filter({ hasText: listing.title });
  await expect(row).toContainText('1 report');
  await row.getByRole('button', { name: `Review ${listing.title}` }).click();
  const detail = page.getByRole('dialog', { name: listing.title });
  const reports = detail.getByRole('region', { name: 'Reports' });
  await expect(reports).toContainText('Wrong price, address or details');
  await expect(reports).toContainText(details);
  await expect(reports).toContainText('by Rhea');
  await detail.getByRole('button', { name: 'Dismiss reports' }).click();
  await expect(toasts(page)).toContainText('Reports dismissed');
  await expect(row).toHaveCount(0);

  // the listing stays live for buyers
  expect((await page.request.get(`/api/properties/${listing.id}`)).status()).toBe(200);
  await buyer.context.close();
});
