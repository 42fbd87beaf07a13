import { csrfToken, devMails, registeredMember, toasts } from './accounts.ts';
import { expect, type Page, reviewScreenshots, screenshotPath, test } from './fixtures.ts';

/**
 * Bulk invitations (decision 0059): a seller without Premium is shown the way to it; on Premium they write an
 * invitation to their buyers list, preview it, send a test to themselves, send it and read its report; each
 * contact gets one mail, the unsubscribed none.
 */

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };

/** screenshots at both widths, then back to the width the journey runs at */
async function screenshots(page: Page, name: string) {
  if (!reviewScreenshots) return;
  const before = page.viewportSize() ?? DESKTOP;
  for (const [size, width] of [
    [DESKTOP, 1280],
    [PHONE, 390],
  ] as const) {
    await page.setViewportSize(size);
    const options = {
      path: screenshotPath(`campaigns-${name}-${width}.png`),
      animations: 'disabled' as const,
      fullPage: true,
      style: '[aria-label="Open help"] { visibility: hidden !important; }',
      timeout: 15_000,
    };
    await page.screenshot(options).catch(() => page.screenshot(options));
  }
  await page.setViewportSize(before);
}

for (const viewport of [DESKTOP, PHONE]) {
  test(`a Premium seller invites their buyers list and reads the report (${viewport.width} px)`, async ({ browser }) => {
    test.setTimeout(120_000);
    const { context, page, account } = await registeredMember(browser, 'Cora', viewport);
    const headers = { 'X-CSRF-Token': await csrfToken(context) };
    expect((await context.request.post('/api/users/me/capabilities/seller', { headers })).ok()).toBe(true);

    // without Premium: what campaigns are and the way to the plan
    await page.goto('/bulk-invitations');
    await expect(page.getByRole('heading', { level: 1, name: 'Bulk Invitations' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Email campaigns come with Premium' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'See the Premium plan' })).toHaveAttribute('href', '/pricing');
    await screenshots(page, 'upgrade');

    const checkout = await context.request.post('/api/billing/subscriptions', {
      data: { audience: 'seller', tier: 'premium', trial: false },
      headers,
    });
    expect(checkout.ok(), await checkout.text()).toBe(true);
    const checkoutId = ((await checkout.json()) as { checkoutUrl: string }).checkoutUrl.split('/').pop();
    expect((await context.request.post(`/api/payments/test-checkout/${checkoutId}/pay`, { headers })).ok()).toBe(true);
    expect((await context.request.post(`/api/billing/checkout/${checkoutId}/complete`, { headers })).ok()).toBe(true);

    const tag = `${Date.now()}-${viewport.width}`;
    const buyers = ['ana', 'bo', 'cy'].map((name) => `${name}-${tag}@example.com`);
    for (const [index, email] of buyers.entries()) {
      const added = await context.request.post('/api/contacts', {
        data: { name: `${['Ana', 'Bo', 'Cy'][index]} Buyer`, email, company: 'Ranch Capital' },
        headers,
      });
      expect(added.status(), await added.text()).toBe(201);
    }

    await page.goto('/bulk-invitations');
    await expect(page.getByText('Your plan sends 200 emails a minute, 10,000 a day.')).toBeVisible();
    await page.getByRole('button', { name: 'New campaign' }).click();
    await page.getByLabel('Invite to join').check();
    await page.getByLabel('Campaign name').fill('Spring invitations');
    await page.getByLabel('Subject').fill('{{first_name}}, join my buyers on DealAcre');
    await page.getByLabel('Message').fill('I post my deals on DealAcre first. Join here: {{join_link}}\n\n{{sender_name}}');
    await page.getByRole('button', { name: 'Save draft' }).click();
    await expect(toasts(page)).toContainText('Draft saved');

    await page.getByRole('button', { name: 'Preview' }).click();
    const preview = page.getByRole('region', { name: 'Preview' });
    await expect(preview.getByText('Ana, join my buyers on DealAcre')).toBeVisible();
    await expect(preview.getByText('Goes to 3 contacts who can be mailed now.')).toBeVisible();
    await expect(
      page.frameLocator('iframe[title="The mail as the contact reads it"]').getByText('I post my deals on DealAcre first.'),
    ).toBeVisible();
    await screenshots(page, 'compose');

    await page.getByRole('button', { name: 'Send a test to me' }).click();
    await expect(toasts(page)).toContainText(`Test sent to ${account.email}`);
    await expect.poll(async () => (await devMails(page, account.email)).some((mail) => mail.subject.startsWith('[Test] Ana'))).toBe(true);

    await page.getByRole('button', { name: 'Send campaign' }).click();
    await page.getByRole('alertdialog', { name: 'Send this campaign?' }).getByRole('button', { name: 'Send' }).click();
    await expect(toasts(page)).toContainText('Sending to 3 contacts');
    await expect(page.getByText('3 of 3 sent').first()).toBeVisible({ timeout: 20_000 });
    await expect(page.getByRole('button', { name: /Spring invitations/ })).toContainText('Sent');
    await screenshots(page, 'report');

    for (const email of buyers) {
      const mails = (await devMails(page, email)).filter((mail) => mail.subject.endsWith('join my buyers on DealAcre'));
      expect(mails, email).toHaveLength(1);
      expect(mails[0]!.text).toContain('/api/campaign-mail/unsubscribe?token=');
    }
    await context.close();
  });
}
