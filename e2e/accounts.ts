import { randomUUID } from 'node:crypto';
import { expect, request, test, type APIRequestContext, type Browser, type BrowserContext, type Page } from '@playwright/test';

/** Shared steps of the account journeys. Every journey makes its own account, so they run in parallel. */

/** the demo accounts' password, which the configuration gives the server and the journeys */
export const DEMO_PASSWORD = process.env.DEMO_PASSWORD!;
export const NEW_PASSWORD = 'green-acres-and-wide-skies';

export interface NewAccount {
  email: string;
  firstName: string;
  lastName: string;
  password: string;
}

export function newAccount(firstName = 'Robin'): NewAccount {
  return {
    email: `e2e-${randomUUID().slice(0, 8)}@example.com`,
    firstName,
    lastName: 'Fields',
    password: NEW_PASSWORD,
  };
}

/** The toast viewport (Radix labels it with its hotkey). */
export function toasts(page: Page) {
  return page.getByRole('region', { name: 'Notifications (F8)' });
}

/** The header's account menu button, named after the signed-in user ("Robin F."). */
export function accountMenuButton(page: Page, account: Pick<NewAccount, 'firstName' | 'lastName'>) {
  return page.getByRole('banner').getByRole('button', { name: `${account.firstName} ${account.lastName.charAt(0)}.` });
}

/** Fills and sends the registration form on /register (the page must be open). */
export async function fillRegistration(page: Page, account: NewAccount): Promise<void> {
  const form = page.getByRole('form', { name: 'Create your account' });
  await form.getByLabel('First name').fill(account.firstName);
  await form.getByLabel('Last name').fill(account.lastName);
  await form.getByLabel('Email').fill(account.email);
  await form.getByLabel('Password', { exact: true }).fill(account.password);
  await form.getByLabel('Confirm password').fill(account.password);
  await form.getByRole('button', { name: 'Create Account' }).click();
}

/**
 * Registers a fresh account through the API in the page's browser context, opens the member dashboard and waits
 * until it shows the account signed in. The registration form has journeys of its own (auth.spec.ts, join.spec.ts).
 */
export async function registerThroughPage(page: Page, account = newAccount()): Promise<NewAccount> {
  await registerThroughApi(page.request, account);
  await page.goto('/member-dashboard');
  await expect(accountMenuButton(page, account)).toBeVisible();
  return account;
}

/** Registers an account through `POST /api/auth/register` with a request context, which keeps the new session's cookies. */
export async function registerThroughApi(request: APIRequestContext, account: NewAccount): Promise<void> {
  await request.get('/api/auth/me');
  const registered = await request.post('/api/auth/register', {
    data: { email: account.email, password: account.password, firstName: account.firstName, lastName: account.lastName },
    headers: { 'X-CSRF-Token': await csrfToken(request) },
  });
  expect(registered.status(), await registered.text()).toBe(201);
}

/** Fills and sends the sign-in form on /login (the page must be open). */
export async function fillSignIn(page: Page, email: string, password: string): Promise<void> {
  const form = page.getByRole('form', { name: 'Sign in' });
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Password', { exact: true }).fill(password);
  await form.getByRole('button', { name: 'Sign In' }).click();
}

/**
 * Signs an account in (with the demo password unless told otherwise) through the API in the page's browser context
 * and opens the member dashboard. The sign-in form has journeys of its own (auth.spec.ts).
 */
export async function signInThroughPage(page: Page, email: string, password = DEMO_PASSWORD): Promise<void> {
  await signInThroughApi(page.request, email, password);
  await page.goto('/member-dashboard');
  await expect(page).toHaveURL('/member-dashboard');
}

/** Signs the run's administrator in through the API in the page's browser context and opens the overview. */
export async function signInAsAdministrator(page: Page): Promise<void> {
  await signInThroughApi(page.request, process.env.E2E_ADMIN_EMAIL!, process.env.E2E_ADMIN_PASSWORD!);
  await page.goto('/admin');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Overview');
}

/** Signs in through `POST /api/auth/login` with a request context (a browser context's `request` keeps the session's cookies). */
export async function signInThroughApi(request: APIRequestContext, email: string, password = DEMO_PASSWORD): Promise<void> {
  await request.get('/api/auth/me');
  const login = await request.post('/api/auth/login', { data: { email, password }, headers: { 'X-CSRF-Token': await csrfToken(request) } });
  expect(login.ok(), await login.text()).toBe(true);
}

/**
 * The session's CSRF token, for writes through `page.request` or `context.request` (they share the
 * browser context's cookies): send it as the `X-CSRF-Token` header.
 */
export async function csrfToken(context: BrowserContext | APIRequestContext): Promise<string> {
  return (await context.storageState()).cookies.find((cookie) => cookie.name === 'csrf_token')?.value ?? '';
}

/**
 * A new member registered through the API, in a browser context of their own with an address of their
 * own (X-Forwarded-For), so the per-address limits of one journey never meet another's.
 */
export async function registeredMember(
  browser: Browser,
  firstName: string,
  viewport?: { width: number; height: number },
): Promise<{ context: BrowserContext; page: Page; account: NewAccount }> {
  const address = `10.25${Math.floor(Math.random() * 5)}.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250) + 1}`;
  const context = await browser.newContext({ extraHTTPHeaders: { 'X-Forwarded-For': address }, ...(viewport ? { viewport } : {}) });
  const account = newAccount(firstName);
  await registerThroughApi(context.request, account);
  return { context, page: await context.newPage(), account };
}

/** A request context of its own (no cookies), from an address of its own, at the run's server. */
async function requestFromOwnAddress(): Promise<APIRequestContext> {
  const address = `10.255.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250) + 1}`;
  return request.newContext({ baseURL: test.info().project.use.baseURL, extraHTTPHeaders: { 'X-Forwarded-For': address } });
}

/**
 * Approves a listing waiting for review (a new seller's publication or material edit) as the run's
 * administrator, signed in through the API in a request context of its own, and waits until a stranger
 * can open it: the public view is a read model the approval reaches through an event.
 */
export async function approveListing(propertyId: string): Promise<void> {
  const admin = await requestFromOwnAddress();
  const stranger = await requestFromOwnAddress();
  try {
    await signInThroughApi(admin, process.env.E2E_ADMIN_EMAIL!, process.env.E2E_ADMIN_PASSWORD!);
    const approved = await admin.post(`/api/admin/listings/${propertyId}/moderate`, {
      data: { action: 'approve' },
      headers: { 'X-CSRF-Token': await csrfToken(admin) },
    });
    expect(approved.status(), await approved.text()).toBe(200);
    expect(await approved.json()).toMatchObject({ status: 'active', review: null });
    await expect
      .poll(async () => (await stranger.get(`/api/properties/${propertyId}`)).status(), { message: `listing ${propertyId} on public view` })
      .toBe(200);
  } finally {
    await admin.dispose();
    await stranger.dispose();
  }
}

/** Pays for a buyer plan through the test checkout, as the pricing page would. */
export async function payForBuyerPlan(context: BrowserContext, tier: 'plus' | 'pro'): Promise<void> {
  const headers = { 'X-CSRF-Token': await csrfToken(context) };
  const checkout = await context.request.post('/api/billing/subscriptions', { data: { audience: 'buyer', tier, trial: false }, headers });
  expect(checkout.ok(), await checkout.text()).toBe(true);
  const checkoutId = ((await checkout.json()) as { checkoutUrl: string }).checkoutUrl.split('/').pop();
  expect((await context.request.post(`/api/payments/test-checkout/${checkoutId}/pay`, { headers })).ok()).toBe(true);
  expect((await context.request.post(`/api/billing/checkout/${checkoutId}/complete`, { headers })).ok()).toBe(true);
}

/**
 * The newest link to `path` (e.g. /verify-email) mailed to `to`, read from the development mail
 * outbox (`GET /api/dev/mail?to=`, served outside production to whoever holds its key, which the
 * configuration gives the server and the journeys). Mail leaves after the commit, so it is polled for.
 */
export interface DevMail {
  subject: string;
  text: string;
  html: string | null;
}

/** What the development mail outbox holds for `to`, newest first (`GET /api/dev/mail?to=`, with the run's key). */
export async function devMails(page: Page, to: string): Promise<DevMail[]> {
  const response = await page.request.get('/api/dev/mail', {
    params: { to },
    headers: { Authorization: `Bearer ${process.env.DEV_MAIL_TOKEN}` },
  });
  return ((await response.json()) as { messages: DevMail[] }).messages;
}

export async function mailedLink(page: Page, to: string, path: string): Promise<string> {
  const pattern = new RegExp(`https?://[^\\s]+(${path.replace(/[/?]/g, '\\$&')}\\?token=[\\w-]+[^\\s]*)`);
  let link: string | undefined;
  await expect
    .poll(
      async () => {
        link = (await devMails(page, to)).map((message) => pattern.exec(message.text)?.[1]).find(Boolean);
        return link;
      },
      { message: `a ${path} link mailed to ${to}` },
    )
    .toBeTruthy();
  return link!;
}

/** Saves a BRRRR analysis (a fixed, realistic deal) as the context's member and shares it; answers its id and public link. */
export async function sharedBrrrrAnalysis(context: BrowserContext, name: string): Promise<{ id: string; shareUrl: string }> {
  const headers = { 'X-CSRF-Token': await csrfToken(context) };
  const saved = await context.request.post('/api/analyses', {
    headers,
    data: {
      name,
      strategy: 'brrrr',
      inputs: {
        purchasePrice: 100_000,
        rehabCosts: 30_000,
        arv: 200_000,
        monthlyRent: 1_800,
        taxesPerYear: 2_400,
        insurancePerYear: 1_000,
        refinanceCosts: 3_000,
        holdingMonths: 0,
        purchasePointsPercent: 0,
        closingCosts: 3_000,
      },
    },
  });
  expect(saved.status(), await saved.text()).toBe(201);
  const { id } = (await saved.json()) as { id: string };
  const shared = await context.request.post(`/api/analyses/${id}/share`, { headers });
  return { id, shareUrl: ((await shared.json()) as { shareUrl: string }).shareUrl };
}
