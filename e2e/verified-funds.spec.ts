import { csrfToken, fillSignIn, mailedLink, payForBuyerPlan, registeredMember } from './accounts.ts';
import {
  expect,
  expectNoA11yViolations,
  reviewPartAtBothWidths,
  reviewScreenshotsAtBothWidths,
  test,
  uniquePhone,
  type BrowserContext,
} from './fixtures.ts';

/** Proof of funds: a buyer sends a statement, an administrator verifies it in the back office, and the buyer's profile shows the badge. */

const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n', 'latin1');

async function send(context: BrowserContext, method: 'post' | 'put' | 'patch', path: string, data: object) {
  const response = await context.request[method](path, { data, headers: { 'X-CSRF-Token': await csrfToken(context) } });
  expect(response.ok(), `${path}: ${await response.text()}`).toBe(true);
}

test('a buyer sends a statement, an administrator verifies it in the queue, and the buyer’s profile shows “Funds verified up to”', async ({
  page,
  browser,
}) => {
  test.slow();
  const buyer = await registeredMember(browser, 'Vera');
  const buyerName = `Vera ${buyer.account.lastName}`;
  // the decision is mailed to a confirmed address; the profile is public so that others see the badge
  await send(buyer.context, 'post', '/api/auth/verify-email', {
    token: new URL(await mailedLink(buyer.page, buyer.account.email, '/verify-email'), 'http://x').searchParams.get('token'),
  });
  await send(buyer.context, 'patch', '/api/users/me', { firstName: 'Vera', lastName: buyer.account.lastName, phone: uniquePhone() });
  await send(buyer.context, 'put', '/api/me/profile', {
    isPublic: true,
    states: ['TX'],
    counties: [],
    strategies: ['land'],
    buyBox: { categories: ['land'], minPrice: 50_000, maxPrice: 400_000, minAcres: 5, maxAcres: 80 },
    experience: '3-5',
    bio: 'Cash buyer of Hill Country acreage.',
  });

  // the buyer sends a statement from their settings
  await buyer.page.goto('/settings#proof-of-funds');
  const section = buyer.page.getByRole('region', { name: 'Proof of funds' });
  await expect(section.getByText('You have not sent a statement yet.')).toBeVisible();
  const form = section.getByRole('form', { name: 'Send a statement' });
  await form.getByRole('button', { name: 'Send for review' }).click();
  await expect(form.getByText('Choose the statement to upload (PDF, JPEG or PNG).')).toBeVisible();
  await form
    .getByLabel('Statement', { exact: true })
    .setInputFiles({ name: 'october-statement.pdf', mimeType: 'application/pdf', buffer: PDF });
  // a statement older than 30 days is refused with the rule
  const old = new Date(Date.now() - 40 * 86_400_000).toISOString().slice(0, 10);
  await form.getByLabel('Statement date').fill(old);
  await form.getByLabel('Bank or lender').fill('Hill Country Credit Union');
  await form.getByRole('button', { name: 'Send for review' }).click();
  await expect(form.getByText(/The statement must be dated within the last 30 days/)).toBeVisible();
  await reviewPartAtBothWidths(buyer.page, section, 'verified-funds-settings-form');
  await form.getByLabel('Statement date').fill(new Date(Date.now() - 2 * 86_400_000).toISOString().slice(0, 10));
  await form.getByLabel('Note for our team').fill('Savings and checking, both pages');
  await form.getByRole('button', { name: 'Send for review' }).click();
  await expect(section.getByText('Waiting for review')).toBeVisible();
  await expect(section.getByRole('form', { name: 'Send a statement' })).toHaveCount(0);
  await expectNoA11yViolations(buyer.page, 'settings proof of funds', '#proof-of-funds');
  await reviewPartAtBothWidths(buyer.page, section, 'verified-funds-settings-pending');

  // an administrator finds it from the overview's to-do strip
  await page.goto('/login');
  await fillSignIn(page, process.env.E2E_ADMIN_EMAIL!, process.env.E2E_ADMIN_PASSWORD!);
  await expect(page).toHaveURL(/\/admin$/);
  await page.getByRole('link', { name: 'Open the proof-of-funds queue' }).click();
  await expect(page).toHaveURL(/\/admin\/funds$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Proof of funds');
  await expect(page.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Proof of funds' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  const table = page.getByRole('table', { name: 'Statements to check' });
  const row = table.getByRole('row').filter({ hasText: buyer.account.email });
  await expect(row).toContainText(buyerName);
  await expect(row).toContainText('Hill Country Credit Union');
  await expect(row).toContainText('Savings and checking, both pages');
  const statement = await page.request.get((await row.getByRole('link', { name: /Open the statement/ }).getAttribute('href'))!);
  expect(statement.headers()['content-type']).toBe('application/pdf');
  await expectNoA11yViolations(page, 'admin funds queue');
  await reviewScreenshotsAtBothWidths(page, 'verified-funds-queue', { fullPage: true });

  await row.getByRole('button', { name: `Verify the statement of ${buyerName}` }).click();
  const dialog = page.getByRole('dialog', { name: `Verify ${buyerName}’s funds?` });
  const ninetyDays = new Date(Date.now() + 90 * 86_400_000).toISOString().slice(0, 10);
  await expect(dialog.getByLabel('Valid through')).toHaveValue(ninetyDays);
  await dialog.getByLabel('Amount verified (dollars)').fill('250000');
  await reviewScreenshotsAtBothWidths(page, 'verified-funds-verify-dialog');
  await dialog.getByRole('button', { name: 'Verify funds' }).click();
  await expect(dialog).toBeHidden();
  await expect(table.getByRole('row').filter({ hasText: buyer.account.email })).toHaveCount(0);
  await page.getByRole('tab', { name: 'Verified' }).click();
  await expect(page.getByRole('table', { name: 'Statements' }).getByRole('row').filter({ hasText: buyer.account.email })).toContainText(
    'Up to $250,000',
  );

  // the buyer's public profile and settings show the badge
  await buyer.page.goto(`/connections/${await buyerId(buyer.context)}`);
  await expect(buyer.page.getByRole('heading', { level: 1 })).toContainText('Vera');
  await expect(buyer.page.getByText('Funds verified up to $250,000')).toBeVisible();
  await reviewScreenshotsAtBothWidths(buyer.page, 'verified-funds-profile');
  await buyer.page.goto('/settings#proof-of-funds');
  await expect(buyer.page.getByTestId('my-verified-funds')).toContainText('Funds verified up to $250,000');
  await reviewPartAtBothWidths(buyer.page, section, 'verified-funds-settings-verified');

  // a JV post of the buyer's carries the badge on the board's detail dialog too
  await payForBuyerPlan(buyer.context, 'plus');
  const post = await buyer.context.request.post('/api/jv/posts', {
    data: { kind: 'offering-capital', title: 'Cash for Texas flips', description: 'Private money for flips.' },
    headers: { 'X-CSRF-Token': await csrfToken(buyer.context) },
  });
  expect(post.status(), await post.text()).toBe(201);
  const { id: postId } = (await post.json()) as { id: string };
  await buyer.page.goto(`/joint-venture?post=${postId}`);
  await expect(buyer.page.getByRole('dialog', { name: 'Cash for Texas flips' })).toContainText('Funds verified up to $250,000');
  await reviewScreenshotsAtBothWidths(buyer.page, 'verified-funds-jv-dialog');
  await buyer.context.close();
});

async function buyerId(context: BrowserContext): Promise<string> {
  return ((await (await context.request.get('/api/auth/me')).json()) as { id: string }).id;
}
