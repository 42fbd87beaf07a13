import { randomUUID } from 'node:crypto';
import type { StartConversationResponse } from '../modules/engagement/contracts/messaging.ts';
import { approveListing, csrfToken, devMails, signInAsAdministrator, mailedLink, registeredMember } from './accounts.ts';
import { expect, expectNoA11yViolations, reviewScreenshot, test, type BrowserContext } from './fixtures.ts';

/** `/admin/reports`: a buyer reports a seller's messages; an administrator warns the seller with a note and dismisses the other report. */

async function post(context: BrowserContext, path: string, data: object) {
  const response = await context.request.post(path, { data, headers: { 'X-CSRF-Token': await csrfToken(context) } });
  expect(response.ok(), `${path}: ${await response.text()}`).toBe(true);
  return response.json() as Promise<Record<string, unknown>>;
}

test('a buyer reports a message, an administrator warns its sender with a note, and the report moves to Resolved', async ({
  page,
  browser,
}) => {
  test.slow();
  const seller = await registeredMember(browser, 'Silas');
  const buyer = await registeredMember(browser, 'Bruno');
  const sellerName = `Silas ${seller.account.lastName}`;
  // the warning is mailed to a confirmed address
  await post(seller.context, '/api/auth/verify-email', {
    token: new URL(await mailedLink(seller.page, seller.account.email, '/verify-email'), 'http://x').searchParams.get('token'),
  });
  await post(seller.context, '/api/users/me/capabilities/seller', {});
  await post(seller.context, '/api/billing/subscriptions', { audience: 'seller', tier: 'pro', trial: true });
  const title = `Cedar Bend Tract ${randomUUID().slice(0, 6)}`;
  const listing = await post(seller.context, '/api/properties', {
    listing: { title, category: 'land', city: 'Llano', state: 'TX', zip: '78643', acres: 20, price: 120_000, terms: ['cash'] },
    publish: true,
  });
  // a new seller's first listing waits for review before buyers reach it
  await approveListing(listing.id as string);
  const started = (await post(buyer.context, '/api/conversations', {
    propertyId: listing.id,
    message: 'Is the road access deeded?',
    clientId: randomUUID(),
  })) as unknown as StartConversationResponse;
  const conversationId = started.conversation.id;
  const rude = `Stop wasting my time or you will regret it ${randomUUID().slice(0, 4)}`;
  const pushy = `Wire the deposit tonight or lose it ${randomUUID().slice(0, 4)}`;
  for (const body of [rude, pushy])
    await post(seller.context, `/api/conversations/${conversationId}/messages`, { body, clientId: randomUUID() });

  // the buyer reports both messages from the thread
  await buyer.page.goto(`/messages?c=${conversationId}`);
  const thread = buyer.page.getByRole('log', { name: 'Messages' });
  for (const [text, reason] of [
    [rude, 'Harassment or threats'],
    [pushy, 'Scam or fraud'],
  ] as const) {
    const message = thread.getByRole('listitem').filter({ hasText: text });
    await message.hover();
    await message.getByRole('button', { name: 'Report this message' }).click();
    const dialog = buyer.page.getByRole('dialog', { name: 'Report message' });
    await dialog.getByLabel('Reason').selectOption({ label: reason });
    await dialog.getByRole('button', { name: 'Send report' }).click();
    await expect(dialog).toBeHidden();
  }

  await signInAsAdministrator(page);
  await page.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Reports' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Reports');
  const table = page.getByRole('table', { name: 'Open reports' });
  const row = table.getByRole('row').filter({ hasText: rude });
  await expect(row).toContainText(sellerName);
  await expect(row).toContainText('Harassment or threats');
  await expect(row).toContainText(`Bruno ${buyer.account.lastName}`);
  // both reports are about the same member: the queue says so, and filters by them
  await row.getByRole('button', { name: '2 open reports' }).click();
  await expect(page).toHaveURL(/memberId=/);
  await expect(table.getByRole('row')).toHaveCount(3);
  await expectNoA11yViolations(page, 'admin-reports');
  await reviewScreenshot(page, 'admin-reports-1280.png', { fullPage: true });

  await row.getByRole('button', { name: `Warn ${sellerName}` }).click();
  const dialog = page.getByRole('dialog', { name: `Warn ${sellerName}?` });
  await dialog.getByRole('button', { name: 'Send warning' }).click();
  await expect(dialog.getByText('Write a note for the member (at least 3 characters)')).toBeVisible();
  const note = 'Please keep your messages courteous; threats are not allowed on DealAcre.';
  await dialog.getByLabel('Note to the member').fill(note);
  await reviewScreenshot(page, 'admin-reports-warn-1280.png');
  await dialog.getByRole('button', { name: 'Send warning' }).click();
  await expect(dialog).toBeHidden();
  await expect(table.getByRole('row').filter({ hasText: rude })).toHaveCount(0);
  await expect(table.getByRole('row').filter({ hasText: pushy })).toBeVisible();

  await page.getByRole('tab', { name: 'Resolved' }).click();
  const resolved = page.getByRole('table', { name: 'Resolved reports' }).getByRole('row').filter({ hasText: rude });
  await expect(resolved).toContainText('Warned');
  await expect(resolved).toContainText(note);
  await reviewScreenshot(page, 'admin-reports-resolved-1280.png', { fullPage: true });

  await expect
    .poll(
      async () =>
        (await devMails(page, seller.account.email)).find((mail) => mail.subject === 'A warning about a message you sent on DealAcre')
          ?.text,
    )
    .toContain(note);

  // on a phone: the open report as a card, dismissed there
  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByRole('tab', { name: 'Open' }).click();
  const card = page.getByRole('list', { name: 'Open reports' }).getByRole('listitem').filter({ hasText: pushy });
  await expect(card).toContainText('Scam or fraud');
  await reviewScreenshot(page, 'admin-reports-390.png', { fullPage: true });
  await card.getByRole('button', { name: /^Dismiss/ }).click();
  await page.getByRole('dialog', { name: 'Dismiss this report?' }).getByRole('button', { name: 'Dismiss report' }).click();
  await expect(card).toHaveCount(0);
  await page.getByRole('tab', { name: 'Resolved' }).click();
  await expect(page.getByRole('list', { name: 'Resolved reports' }).getByRole('listitem').filter({ hasText: pushy })).toContainText(
    'Dismissed',
  );
  await reviewScreenshot(page, 'admin-reports-resolved-390.png', { fullPage: true });

  await page.goto('/admin/audit-log?action=engagement.');
  await expect(page.getByRole('list', { name: 'Audit log' }).getByText('Report resolved').first()).toBeVisible();
  await seller.context.close();
  await buyer.context.close();
});
