import { randomUUID } from 'node:crypto';
import { csrfToken, fillRegistration, signInAsAdministrator, newAccount, toasts } from './accounts.ts';
import { expect, reviewScreenshot, test, type BrowserContext, type Page } from './fixtures.ts';

/**
 * `/admin/listings`: a new seller's first listing waits for review; the administrator rejects it with a
 * reason, the seller reads it, edits and resubmits, the administrator approves, and buyers find it.
 */

const PHONE = { width: 390, height: 844 };
const WIDE = { width: 1280, height: 800 };

async function post(context: BrowserContext, path: string, data: object) {
  const response = await context.request.post(path, { data, headers: { 'X-CSRF-Token': await csrfToken(context) } });
  expect(response.ok(), `${path}: ${await response.text()}`).toBe(true);
}

function myListingRow(page: Page, title: string) {
  return page.getByRole('table', { name: 'Your listings' }).getByRole('row').filter({ hasText: title });
}

/** Opens the listing's detail from the back office's queue, found by its title. */
async function openInQueue(admin: Page, title: string) {
  await admin.goto(`/admin/listings?q=${encodeURIComponent(title)}`);
  const row = admin.getByRole('table', { name: 'Listings to review' }).getByRole('row').filter({ hasText: title });
  await expect(row).toContainText('In review');
  await row.getByRole('button', { name: `Review ${title}` }).click();
  const dialog = admin.getByRole('dialog', { name: title });
  await expect(dialog.getByRole('button', { name: 'Approve' })).toBeVisible();
  return dialog;
}

test('a new seller’s first listing is rejected with a reason, edited, resubmitted, approved and found in search', async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000);
  const title = `Juniper Ridge Acreage ${randomUUID().slice(0, 6)}`;
  const reason = 'Please add the street address and a clear photo of the road frontage.';

  // the seller registers through the page, in a browser of their own
  const address = `10.26${Math.floor(Math.random() * 5)}.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250) + 1}`;
  const sellerContext = await browser.newContext({ extraHTTPHeaders: { 'X-Forwarded-For': address }, viewport: WIDE });
  const seller = await sellerContext.newPage();
  await seller.goto('/register');
  await fillRegistration(seller, newAccount('Sage'));
  await expect(seller).toHaveURL('/member-dashboard');
  await post(sellerContext, '/api/users/me/capabilities/seller', {});
  await post(sellerContext, '/api/billing/subscriptions', { audience: 'seller', tier: 'pro', trial: true });

  await seller.goto('/post-property');
  const form = seller.getByRole('form', { name: 'New listing' });
  await form.getByLabel('Title', { exact: true }).fill(title);
  await form.getByLabel('Category').selectOption('land');
  await form.getByLabel('Description').fill('Thirty acres of juniper and live oak with a seasonal creek and views of the hills.');
  await form.getByLabel('City', { exact: true }).fill('Llano');
  await form.getByLabel('State', { exact: true }).selectOption('TX');
  await form.getByLabel('ZIP').fill('78643');
  await form.getByLabel('Acres').fill('30');
  await form.getByLabel('Price ($)').fill('150,000');
  await form.getByRole('button', { name: 'Save draft' }).click();
  await expect(seller).toHaveURL('/dashboard');

  // publishing a first listing sends it for review, not live
  await expect(async () => {
    // the plan reaches listings through an event: give it the moment it takes
    await seller.keyboard.press('Escape');
    if ((await myListingRow(seller, title).getByText('In review').count()) === 0) {
      // each step gives up after a while, so a try that missed (a menu closing as it opened) is tried again
      await myListingRow(seller, title)
        .getByRole('button', { name: `Actions for ${title}` })
        .click({ timeout: 5_000 });
      await seller.getByRole('menuitem', { name: 'Publish', exact: true }).click({ timeout: 5_000 });
    }
    await expect(myListingRow(seller, title)).toContainText('In review', { timeout: 5_000 });
  }).toPass({ timeout: 90_000 });
  await expect(toasts(seller)).toContainText('Sent for review');

  // the administrator finds it in the queue from the overview and rejects it with a reason
  await page.setViewportSize(WIDE);
  await signInAsAdministrator(page);
  await expect(page.getByRole('link', { name: 'Open the listings to review' })).toBeVisible();
  await page.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Listings' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Listings');
  await reviewScreenshot(page, 'admin-listings-1280.png', { fullPage: true });
  let dialog = await openInQueue(page, title);
  await expect(dialog).toContainText(`Sage`);
  // a listing waiting for review is not offered for featuring
  await expect(dialog.getByRole('button', { name: 'Expire now' })).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Feature' })).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Reject…' }).click();
  await dialog.getByLabel('Reason for the seller').fill('Too short');
  await dialog.getByRole('button', { name: 'Reject listing' }).click();
  await expect(dialog.getByText('Write a reason of 10 to 500 characters')).toBeVisible();
  await dialog.getByLabel('Reason for the seller').fill(reason);
  await reviewScreenshot(page, 'admin-listings-reject-1280.png');
  await dialog.getByRole('button', { name: 'Reject listing' }).click();
  await expect(toasts(page)).toContainText('Listing rejected');
  await expect(dialog).toBeHidden();

  // the seller reads the reason on My listings and on the edit page, edits and resubmits
  await seller.goto('/dashboard');
  await expect(myListingRow(seller, title)).toContainText('Rejected');
  await expect(myListingRow(seller, title)).toContainText(reason);
  // the filter counts it as rejected, not as active
  const statuses = seller.getByRole('group', { name: 'Status' });
  await expect(statuses.getByRole('button', { name: 'Rejected 1' })).toBeVisible();
  await expect(statuses.getByRole('button', { name: /^Active / })).toHaveCount(0);
  await reviewScreenshot(seller, 'admin-listings-seller-rejected-1280.png', { fullPage: true });
  await myListingRow(seller, title)
    .getByRole('link', { name: `Edit and resubmit ${title}` })
    .click();
  const edit = seller.getByRole('form', { name: 'Edit listing' });
  await expect(edit.getByRole('alert')).toContainText(reason);
  // it cannot be featured until it is approved: the switch is off and says why
  await expect(edit.getByRole('switch', { name: 'Feature this listing' })).toBeDisabled();
  await expect(edit).toContainText('You can feature this listing once you resubmit it and it is approved.');
  await edit.getByLabel('Street address').fill('1200 County Road 102');
  await edit.getByRole('button', { name: 'Resubmit for review' }).click();
  await expect(toasts(seller)).toContainText('Sent for review');
  await expect(seller.getByRole('status').filter({ hasText: 'In review.' })).toBeVisible();

  // on a phone, the administrator approves it
  await page.setViewportSize(PHONE);
  await page.goto(`/admin/listings?q=${encodeURIComponent(title)}`);
  const card = page.getByRole('list', { name: 'Listings to review' }).getByRole('listitem').filter({ hasText: title });
  await expect(card).toContainText('In review');
  await reviewScreenshot(page, 'admin-listings-390.png', { fullPage: true });
  await card.getByRole('button', { name: `Review ${title}` }).click();
  dialog = page.getByRole('dialog', { name: title });
  await expect(dialog).toContainText(reason);
  await reviewScreenshot(page, 'admin-listings-detail-390.png');
  await dialog.getByRole('button', { name: 'Approve' }).click();
  await expect(toasts(page)).toContainText('Listing approved');
  await expect(dialog).toBeHidden();
  await expect(card).toHaveCount(0);

  // buyers find it in search
  const buyerContext = await browser.newContext();
  const buyer = await buyerContext.newPage();
  await expect(async () => {
    await buyer.goto(`/search?view=list&q=${encodeURIComponent(title)}`);
    await expect(buyer.getByRole('list', { name: 'Properties' }).getByRole('listitem').first()).toContainText(title, { timeout: 3_000 });
  }).toPass();

  // and the administrator's decisions are in the audit log
  await page.setViewportSize(WIDE);
  await page.goto('/admin/audit-log?action=listings.');
  const log = page.getByRole('table', { name: 'Audit log' });
  await expect(log.getByText('Listing rejected').first()).toBeVisible();
  await expect(log.getByText('Listing approved').first()).toBeVisible();
  await buyerContext.close();
  await sellerContext.close();
});
