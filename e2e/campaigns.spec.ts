import { approveListing, csrfToken, devMails, mailedLink, registeredMember, toasts } from './accounts.ts';
import { type BrowserContext, expect, type Page, reviewScreenshotsAtBothWidths, test } from './fixtures.ts';

/**
 * Bulk invitations (decision 0059): a seller without Premium is shown the way to it; on Premium they write an
 * invitation to their buyers list, preview it, send a test to themselves, send it and read its report; each
 * contact gets one mail, the unsubscribed none; a contact who follows the invitation is signed in once to a new
 * account (decision 0062) and counts as joined. From a listing's matching buyers, "Send to N buyers" opens a
 * campaign preset to send that listing to them, and only they get it.
 */

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };

/** review screenshots at both widths, named for this journey */
const screenshots = (page: Page, name: string) => reviewScreenshotsAtBothWidths(page, `campaigns-${name}`, { fullPage: true });

/** The context's member on a paid Premium seller plan (the built-in test provider). */
async function toPremium(context: BrowserContext, headers: Record<string, string>) {
  const checkout = await context.request.post('/api/billing/subscriptions', {
    data: { audience: 'seller', tier: 'premium', trial: false },
    headers,
  });
  expect(checkout.ok(), await checkout.text()).toBe(true);
  const checkoutId = ((await checkout.json()) as { checkoutUrl: string }).checkoutUrl.split('/').pop();
  expect((await context.request.post(`/api/payments/test-checkout/${checkoutId}/pay`, { headers })).ok()).toBe(true);
  expect((await context.request.post(`/api/billing/checkout/${checkoutId}/complete`, { headers })).ok()).toBe(true);
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

    await toPremium(context, headers);

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

    // Ana follows the invitation in her mail, signed out: she is signed in once, to an account made from her contact
    const join = await mailedLink(page, buyers[0]!, '/api/campaign-mail/click');
    expect(join).toContain('&invitation=');
    const invited = await browser.newContext({
      viewport,
      extraHTTPHeaders: { 'X-Forwarded-For': `10.24${viewport.width % 10}.${Math.floor(Math.random() * 250)}.7` },
    });
    const anaPage = await invited.newPage();
    await anaPage.goto(join);
    await expect(anaPage).toHaveURL(/\/member-dashboard/, { timeout: 15_000 });
    await expect(toasts(anaPage)).toContainText('Welcome to DealAcre, Ana!');
    await expect(anaPage.getByRole('heading', { level: 1, name: 'Member Dashboard' })).toBeVisible();
    await screenshots(anaPage, 'invited-signed-in');
    // no password yet: Settings offers to set one, with no current password asked
    await anaPage.goto('/settings#password');
    const setPassword = anaPage.getByRole('form', { name: 'Set a password' });
    await expect(setPassword).toBeVisible();
    await expect(setPassword.getByLabel('Current password')).toHaveCount(0);
    // changing the address or deleting the account waits for that password
    await expect(anaPage.getByText('To change your email, first set a password')).toBeVisible();
    await expect(anaPage.getByRole('button', { name: 'Delete account' })).toBeDisabled();
    await setPassword.scrollIntoViewIfNeeded();
    await reviewScreenshotsAtBothWidths(anaPage, 'campaigns-invited-set-password');
    // the link was for one sign-in: opened again, signed out, it says so and offers the sign-in page
    await invited.clearCookies();
    await anaPage.goto(join);
    await expect(anaPage.getByText('This sign-in link did not work')).toBeVisible();
    await expect(anaPage.getByRole('main').getByRole('link', { name: 'Sign in', exact: true })).toBeVisible();
    await invited.close();

    // the seller's report counts who joined
    await page.reload();
    await page.getByRole('button', { name: /Spring invitations/ }).click();
    const joined = page.locator('dl div').filter({ has: page.locator('dt', { hasText: 'Joined' }) });
    await expect(joined.locator('dd').first()).toHaveText('1', { timeout: 15_000 });
    await expect(page.getByRole('region', { name: 'Who joined' }).getByRole('listitem')).toContainText(buyers[0]!);
    await screenshots(page, 'report-joined');
    await context.close();
  });
}

/** a Travis County land buyer paying cash, proof of funds on file: fits the listing below */
const TRAVIS_CASH = {
  states: ['TX'],
  counties: ['Travis'],
  propertyTypes: ['land'],
  priceMax: 90_000,
  financing: 'cash',
  proofOfFunds: true,
};

for (const viewport of [DESKTOP, PHONE]) {
  test(`a Premium seller sends a new listing to the buyers who fit it (${viewport.width} px)`, async ({ browser }) => {
    test.setTimeout(150_000);
    const { context, page } = await registeredMember(browser, 'Mona', viewport);
    const headers = { 'X-CSRF-Token': await csrfToken(context) };
    expect((await context.request.post('/api/users/me/capabilities/seller', { headers })).ok()).toBe(true);
    await toPremium(context, headers);

    const tag = `${Date.now()}-${viewport.width}`;
    const email = (name: string) => `${name}-${tag}@example.com`;
    const ids: Record<string, string> = {};
    for (const [name, fields] of [
      ['ana', TRAVIS_CASH],
      ['cy', { ...TRAVIS_CASH, counties: [], financing: 'either' }],
      ['di', TRAVIS_CASH],
      ['bo', { states: ['OK'], propertyTypes: ['residential'], priceMax: 30_000, financing: 'financing' }],
    ] as const) {
      const added = await context.request.post('/api/contacts', {
        data: { name: `${name[0]!.toUpperCase()}${name.slice(1)} Buyer`, email: email(name), ...fields },
        headers,
      });
      expect(added.status(), await added.text()).toBe(201);
      ids[name] = ((await added.json()) as { id: string }).id;
    }

    // Di unsubscribed from an earlier mail, with one click
    const earlier = await context.request.post('/api/campaigns', {
      data: {
        name: 'Hello',
        subject: 'Hello',
        body: 'Hello {{first_name}}: {{join_link}}',
        kind: 'invite',
        recipients: { kind: 'contacts', contactIds: [ids.di] },
      },
      headers,
    });
    expect(earlier.status(), await earlier.text()).toBe(201);
    const earlierId = ((await earlier.json()) as { id: string }).id;
    expect((await context.request.post(`/api/campaigns/${earlierId}/send`, { headers })).status()).toBe(202);
    const unsubscribe = await mailedLink(page, email('di'), '/api/campaign-mail/unsubscribe');
    const token = /token=([\w.-]+)/.exec(unsubscribe)![1]!;
    const unsubscribed = await context.request.post('/api/campaign-mail/unsubscribe', { params: { token } });
    expect(unsubscribed.ok(), await unsubscribed.text()).toBe(true);

    const title = `Creek parcel ${tag}`;
    const listing = await context.request.post('/api/properties', {
      data: {
        listing: {
          title,
          description: 'Road frontage and a creek.',
          category: 'land',
          city: 'Austin',
          state: 'TX',
          zip: '78701',
          county: 'Travis',
          acres: 5,
          price: 60_000,
          terms: ['cash'],
        },
        publish: true,
      },
      headers,
    });
    expect(listing.ok(), await listing.text()).toBe(true);
    const listingId = ((await listing.json()) as { id: string }).id;
    // a new seller's first listing is reviewed before buyers see it: until then it cannot be sent, and the page says why
    await page.goto(`/property/${listingId}/matches`);
    await expect(page.getByText('2 buyers fit')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Send to 2 buyers' })).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Send to 2 buyers' })).toHaveAccessibleDescription(
      'This listing is in review. You can send it to buyers once it is approved.',
    );
    await approveListing(listingId);

    // the matches page counts the mailable buyers who fit and links to a campaign for them
    await page.goto(`/property/${listingId}/matches`);
    await expect(page.getByText('2 buyers fit')).toBeVisible();
    await expect(page.getByText('1 more fits but cannot be mailed')).toBeVisible();
    const sendLink = page.getByRole('link', { name: 'Send to 2 buyers' });
    await expect(sendLink).toHaveAttribute('href', `/bulk-invitations?listing=${listingId}`);
    await screenshots(page, 'matches');
    await sendLink.click();

    // the composer, preset: this listing, to the buyers who fit it
    await expect(page).toHaveURL(new RegExp(`/bulk-invitations\\?listing=${listingId}`));
    await expect(page.getByLabel('Send a listing')).toBeChecked();
    await expect(page.getByRole('combobox', { name: 'Listing' })).toHaveValue(listingId);
    await expect(page.getByLabel('Buyers who fit a listing')).toBeChecked();
    await expect(page.getByText('2 buyers fit and can be mailed now.')).toBeVisible();
    await page.getByLabel('Campaign name').fill('Creek parcel to its buyers');
    await screenshots(page, 'preset');
    await page.getByRole('button', { name: 'Save draft' }).click();
    await expect(toasts(page)).toContainText('Draft saved');

    await page.getByRole('button', { name: 'Preview' }).click();
    await expect(page.getByRole('region', { name: 'Preview' }).getByText('Goes to 2 contacts who can be mailed now.')).toBeVisible();
    await page.getByRole('button', { name: 'Send campaign' }).click();
    await page.getByRole('alertdialog', { name: 'Send this campaign?' }).getByRole('button', { name: 'Send' }).click();
    await expect(toasts(page)).toContainText('Sending to 2 contacts');
    await expect(page.getByText('2 of 2 sent').first()).toBeVisible({ timeout: 20_000 });
    await screenshots(page, 'matches-sent');

    // one mail each to the buyers who fit; none to the unsubscribed one or the one who does not fit
    const dealMails = async (name: string) => (await devMails(page, email(name))).filter((mail) => mail.subject === `New deal: ${title}`);
    expect(await dealMails('ana')).toHaveLength(1);
    expect(await dealMails('cy')).toHaveLength(1);
    expect(await dealMails('di')).toHaveLength(0);
    expect(await dealMails('bo')).toHaveLength(0);

    // an invitation to a saved segment: chosen in the composer, with how many of it can be mailed now
    const segment = await context.request.post('/api/contacts/segments', {
      data: { name: 'Texas cash', filter: { state: 'TX', cash: true } },
      headers,
    });
    expect(segment.status(), await segment.text()).toBe(201);
    await page.getByRole('button', { name: 'New campaign' }).click();
    await page.getByLabel('Invite to join').check();
    await page.getByLabel('A saved segment').check();
    await page.getByRole('combobox', { name: 'Segment' }).selectOption({ label: 'Texas cash' });
    await expect(page.getByText('2 contacts in this segment can be mailed now.')).toBeVisible();
    await page.getByLabel('Campaign name').fill('Texas cash invitations');
    await page.getByLabel('Subject').fill('Join my buyers, {{first_name}}');
    await page.getByLabel('Message').fill('My deals go to DealAcre first: {{join_link}}');
    await page.getByRole('button', { name: 'Save draft' }).click();
    await expect(toasts(page)).toContainText('Draft saved');
    await page.getByRole('button', { name: 'Preview' }).click();
    await expect(page.getByRole('region', { name: 'Preview' }).getByText('Goes to 2 contacts who can be mailed now.')).toBeVisible();
    await screenshots(page, 'segment');

    // a draft made for chosen contacts (through the API) reopens with them, and saving it again keeps them
    const chosen = await context.request.post('/api/campaigns', {
      data: {
        name: 'Ana and Cy only',
        subject: 'A word, {{first_name}}',
        body: 'Join me: {{join_link}}',
        kind: 'invite',
        recipients: { kind: 'contacts', contactIds: [ids.ana, ids.cy] },
      },
      headers,
    });
    expect(chosen.status(), await chosen.text()).toBe(201);
    const chosenId = ((await chosen.json()) as { id: string }).id;
    await page.reload();
    await page.getByRole('button', { name: /^Ana and Cy only/ }).click();
    await expect(page.getByLabel('The 2 contacts chosen for this campaign')).toBeChecked();
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(toasts(page)).toContainText('Draft saved');
    const reopened = (await (await context.request.get(`/api/campaigns/${chosenId}`)).json()) as { recipients: unknown };
    expect(reopened.recipients).toEqual({ kind: 'contacts', contactIds: [ids.ana, ids.cy] });
    await context.close();
  });
}
