import { request } from '@playwright/test';
import { approveListing, csrfToken, registeredMember, toasts } from './accounts.ts';
import { expect, expectNoA11yViolations, reviewScreenshotsAtBothWidths, test, type BrowserContext } from './fixtures.ts';

/**
 * Offers through to the deal (docs/features.md, "Offers"; decision 0067), three people at once: a seller, a buyer
 * whose funds an administrator verified and one whose funds nobody checked. The seller requires verified funds
 * (the unverified buyer is told how to get verified), then lets everyone offer; both offer; the seller compares
 * them (verified funds shown), counters one, calls for best and final; the verified buyer revises; the seller
 * accepts that offer: the listing is under contract, the other buyer is told, the pipeline card moves, the
 * contract draft downloads and the earnest money is marked received.
 */

const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n', 'latin1');

async function send(context: BrowserContext, method: 'post' | 'put', path: string, data: object) {
  const response = await context.request[method](path, { data, headers: { 'X-CSRF-Token': await csrfToken(context) } });
  expect(response.ok(), `${path}: ${await response.text()}`).toBe(true);
  return response.json();
}

/** The buyer sends a statement and the run's administrator verifies $amount for 90 days, both through the API. */
async function verifyFunds(buyer: BrowserContext, amount: number): Promise<void> {
  const uploaded = await buyer.request.post('/api/users/me/funds', {
    multipart: {
      file: { name: 'statement.pdf', mimeType: 'application/pdf', buffer: PDF },
      statementDate: new Date(Date.now() - 2 * 86_400_000).toISOString().slice(0, 10),
      institution: 'Hill Country Credit Union',
    },
    headers: { 'X-CSRF-Token': await csrfToken(buyer) },
  });
  expect(uploaded.status(), await uploaded.text()).toBe(201);
  const documentId = ((await uploaded.json()) as { latest: { id: string } }).latest.id;

  const address = `10.254.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250) + 1}`;
  const admin = await request.newContext({ baseURL: test.info().project.use.baseURL, extraHTTPHeaders: { 'X-Forwarded-For': address } });
  try {
    const csrf = async () => (await admin.storageState()).cookies.find((cookie) => cookie.name === 'csrf_token')?.value ?? '';
    await admin.get('/api/auth/me');
    const login = await admin.post('/api/auth/login', {
      data: { email: process.env.E2E_ADMIN_EMAIL, password: process.env.E2E_ADMIN_PASSWORD },
      headers: { 'X-CSRF-Token': await csrf() },
    });
    expect(login.ok(), await login.text()).toBe(true);
    const expiresOn = new Date(Date.now() + 90 * 86_400_000).toISOString().slice(0, 10);
    const verified = await admin.post(`/api/admin/funds-documents/${documentId}/verify`, {
      data: { amount, expiresOn },
      headers: { 'X-CSRF-Token': await csrf() },
    });
    expect(verified.status(), await verified.text()).toBe(200);
  } finally {
    await admin.dispose();
  }
}

test('three people: verified funds, a counter, best and final, the accepted deal with its checklist and contract draft', async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const seller = await registeredMember(browser, 'Sam');
  await send(seller.context, 'post', '/api/users/me/capabilities/seller', {});
  await send(seller.context, 'post', '/api/billing/subscriptions', { audience: 'seller', tier: 'pro', trial: true });
  const title = `Oak ridge ${Date.now()}`;
  const listing = await send(seller.context, 'post', '/api/properties', {
    listing: {
      title,
      description: 'Oaks, a creek and a county road.',
      category: 'land',
      city: 'Fredericksburg',
      state: 'TX',
      zip: '78624',
      acres: 20,
      price: 60_000,
    },
    publish: true,
  });
  await approveListing(listing.id);

  const verified = await registeredMember(browser, 'Vic');
  const unverified = await registeredMember(browser, 'Una');
  try {
    await verifyFunds(verified.context, 250_000);

    // the seller takes offers only from buyers with verified funds
    await seller.page.goto(`/property/${listing.id}/offers`);
    await expect(seller.page.getByText('No offers yet')).toBeVisible();
    const requireFunds = seller.page.getByRole('switch', { name: /Require verified funds/ });
    await requireFunds.click();
    await expect(toasts(seller.page)).toContainText('Only buyers with verified funds may offer now');
    await expect(requireFunds).toBeChecked();

    // the unverified buyer is told how to get verified, and refused
    await unverified.page.goto(`/property/${listing.id}`);
    await unverified.page.getByRole('button', { name: 'Make an offer' }).click();
    const form = unverified.page.getByRole('dialog', { name: 'Make an offer' });
    await expect(form).toContainText('This seller takes offers only from buyers with verified funds.');
    await expect(form.getByRole('link', { name: 'Settings, Proof of funds' })).toHaveAttribute('href', '/settings#proof-of-funds');
    await form.getByLabel('Price').fill('52000');
    await form.getByRole('button', { name: 'Send offer' }).click();
    await expect(form.getByRole('alert')).toContainText('The seller takes offers only from buyers with verified funds.');
    await reviewScreenshotsAtBothWidths(unverified.page, 'offers-deal-funds-required');
    await form.getByRole('button', { name: 'Cancel' }).click();

    // the verified buyer offers from the page; then the seller opens offers to everyone and the other buyer offers
    await verified.page.goto(`/property/${listing.id}`);
    await verified.page.getByRole('button', { name: 'Make an offer' }).click();
    const verifiedForm = verified.page.getByRole('dialog', { name: 'Make an offer' });
    await verifiedForm.getByLabel('Price').fill('55000');
    await verifiedForm.getByLabel('Earnest money').fill('2000');
    await verifiedForm.getByRole('button', { name: 'Send offer' }).click();
    await expect(toasts(verified.page)).toContainText('Offer sent');
    await expect(verified.page.getByText('Your offer of $55,000 is with the seller.')).toBeVisible();

    await requireFunds.click();
    await expect(requireFunds).not.toBeChecked();
    await send(unverified.context, 'post', `/api/properties/${listing.id}/offers`, {
      price: 57_000,
      earnestMoney: 1_000,
      daysToClose: 30,
      inspectionDays: 10,
      funding: 'hard_money',
    });

    // the seller compares: verified funds shown
    await seller.page.reload();
    const table = seller.page.getByRole('table', { name: 'Offers on this listing' });
    const vic = table.getByRole('row').filter({ hasText: 'Vic F.' });
    const una = table.getByRole('row').filter({ hasText: 'Una F.' });
    await expect(vic).toContainText('Funds verified up to $250,000');
    await expect(una).toContainText('Funds not verified');
    await expectNoA11yViolations(seller.page, 'the listing’s offers with verified funds');
    await reviewScreenshotsAtBothWidths(seller.page, 'offers-deal-compare');

    // counters one
    await una.getByRole('button', { name: 'Counter' }).click();
    const counter = seller.page.getByRole('dialog', { name: 'Counter Una F.’s offer' });
    await counter.getByLabel('Price').fill('59000');
    await counter.getByRole('button', { name: 'Send counter' }).click();
    await expect(una).toContainText('Your counter: $59,000');

    // calls for best and final
    await seller.page.getByRole('button', { name: 'Ask for best and final' }).click();
    const call = seller.page.getByRole('dialog', { name: 'Ask for best and final offers' });
    await expect(call.getByLabel('Deadline')).not.toHaveValue('');
    await reviewScreenshotsAtBothWidths(seller.page, 'offers-deal-best-and-final-dialog');
    await call.getByRole('button', { name: 'Tell the bidders' }).click();
    await expect(toasts(seller.page)).toContainText('Best and final called');
    await expect(seller.page.getByText('Best and final called: bidders may revise their offers until')).toBeVisible();

    // the verified buyer revises from their dashboard
    await verified.page.goto('/member-dashboard#offers');
    const mine = verified.page.getByRole('region', { name: 'My offers' });
    await expect(mine).toContainText('Funds verified up to $250,000');
    await expect(mine).toContainText('The seller asks for best and final offers by');
    await reviewScreenshotsAtBothWidths(verified.page, 'offers-deal-best-and-final-buyer');
    await mine.getByRole('button', { name: 'Revise offer' }).click();
    const revise = verified.page.getByRole('dialog', { name: 'Your best and final' });
    await revise.getByLabel('Price').fill('61000');
    await revise.getByRole('button', { name: 'Send best and final' }).click();
    await expect(toasts(verified.page)).toContainText('Best and final sent');
    await expect(mine).toContainText('Your offer: $61,000');

    // the seller accepts it
    await seller.page.reload();
    await expect(vic).toContainText('$61,000');
    await expect(vic).toContainText('Best and final, revised');
    await vic.getByRole('button', { name: 'Accept' }).click();
    await seller.page.getByRole('alertdialog').getByRole('button', { name: 'Accept offer' }).click();
    await expect(toasts(seller.page)).toContainText('Offer accepted: the listing is under contract');
    await expect(vic).toContainText('Accepted');
    await expect(una).toContainText('Declined');

    // the listing is under contract, the other buyer is told, the pipeline card moved
    await expect
      .poll(async () => (await (await unverified.context.request.get(`/api/properties/${listing.id}`)).json()).status)
      .toBe('under_contract');
    await expect
      .poll(async () => {
        const { notifications } = (await (await unverified.context.request.get('/api/notifications')).json()) as {
          notifications: Array<{ title: string }>;
        };
        return notifications.map((notification) => notification.title);
      })
      .toContain(`Your offer on ${title} was declined`);
    await expect
      .poll(async () => {
        const pipeline = (await (await seller.context.request.get('/api/pipeline')).json()) as {
          stages: Array<{ id: string; cards: Array<{ title: string }> }>;
        };
        return pipeline.stages.find((stage) => stage.id === 'under-contract')?.cards.map((card) => card.title);
      })
      .toEqual([expect.stringContaining(title)]);

    // the contract draft downloads; the seller marks the earnest money received
    const checklist = seller.page.getByRole('list', { name: 'Deal checklist' });
    await expect(checklist).toContainText('Earnest money of $2,000 due');
    const [download] = await Promise.all([
      seller.page.waitForEvent('download'),
      seller.page.getByRole('link', { name: 'Contract draft (PDF)' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^assignment-contract-draft-.+\.pdf$/);
    await reviewScreenshotsAtBothWidths(seller.page, 'offers-deal-accepted-seller');
    await seller.page.getByRole('button', { name: 'Mark earnest money received' }).click();
    await expect(toasts(seller.page)).toContainText('Earnest money marked received');
    await expect(checklist).toContainText('Earnest money of $2,000 received');

    // the buyer sees the same checklist
    await verified.page.reload();
    await expect(mine.getByRole('list', { name: 'Deal checklist' })).toContainText('Earnest money of $2,000 received');
    await expect(mine).toContainText('Under contract at $61,000');
    await reviewScreenshotsAtBothWidths(verified.page, 'offers-deal-accepted-buyer');
  } finally {
    for (const member of [seller, verified, unverified]) await member.context.close();
  }
});
