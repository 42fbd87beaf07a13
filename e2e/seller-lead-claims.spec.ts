import { randomInt, randomUUID } from 'node:crypto';
import { DEMO_SELLERS } from '../modules/identity/contracts/demo.ts';
import { LEAD_TAKEN_MESSAGE } from '../modules/leads/contracts/seller-leads.ts';
import { csrfToken, devMails, newAccount, registerThroughPage, signInThroughPage, toasts } from './accounts.ts';
import type { Locator } from '@playwright/test';
import {
  type Browser,
  type BrowserContext,
  expect,
  expectNoA11yViolations,
  type Page,
  reviewScreenshot,
  reviewScreenshots,
  screenshotPath,
  test,
  uniquePhone,
} from './fixtures.ts';

/**
 * Seller leads for paid sellers (docs/features.md, "Seller leads"): a Premium seller
 * chooses Texas in Settings,
 * is offered an owner's new lead on the dashboard without who or how to reach them, takes it and
 * sees the owner's name, phone and email, and the owner is mailed who will call; a lead another
 * investor took first goes away with the server's words; a free seller meets the offer to upgrade
 * in both places. Other journeys leave leads in Texas too, so each lead is found by its id.
 */

const MARIA = DEMO_SELLERS[0];
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };
const PANEL = 'section[aria-labelledby="seller-leads-title"]';
const UPSELL = 'Seller leads come with the Starter, Pro and Premium plans and the free trial';

/**
 * Screenshots of one part of the page for review, at desktop and phone widths, cut from the whole
 * page (an element shot of a part taller than the window would stitch the sticky header into it).
 */
async function screenshotPart(page: Page, part: Locator, name: string) {
  if (!reviewScreenshots) return;
  for (const [size, width] of [
    [DESKTOP, 1280],
    [PHONE, 390],
  ] as const) {
    await page.setViewportSize(size);
    await page.evaluate("window.scrollTo({ top: 0, behavior: 'instant' })");
    await expect.poll(() => page.evaluate('window.scrollY')).toBe(0);
    const box = await part.boundingBox();
    const margin = 16;
    const options = {
      path: screenshotPath(`seller-leads-${name}-${width}.png`),
      fullPage: true,
      animations: 'disabled' as const,
      // the help button floats over whatever is at the window's bottom-right; it is no part of this review
      style: '[aria-label="Open help"] { visibility: hidden !important; }',
      clip: {
        x: Math.max(0, box!.x - margin),
        y: Math.max(0, box!.y - margin),
        width: Math.min(size.width, box!.width + 2 * margin),
        height: box!.height + 2 * margin,
      },
      timeout: 15_000,
    };
    // a whole-page capture right after a resize now and then waits for a frame that never comes on a busy machine: once more
    await page.screenshot(options).catch(() => page.screenshot(options));
  }
  await page.setViewportSize(DESKTOP);
}

/** A context of its own, from an address of its own (the per-address limits apply to it alone). */
async function newContext(browser: Browser): Promise<BrowserContext> {
  return browser.newContext({ extraHTTPHeaders: { 'X-Forwarded-For': `10.251.${randomInt(0, 250)}.${randomInt(1, 250)}` } });
}

interface Owner {
  fullName: string;
  phone: string;
  email: string;
}

/** An owner asks for a cash offer through the public API, as the homepage form does (CSRF double-submit); returns the lead's id. */
async function submitLead(visitor: BrowserContext, owner: Owner): Promise<string> {
  await visitor.request.get('/');
  const response = await visitor.request.post('/api/seller-leads', {
    data: { propertyAddress: '1200 Ranch Road 12, Wimberley, TX 78676', ...owner, situation: 'probate' },
    headers: { 'X-CSRF-Token': await csrfToken(visitor) },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { id: string }).id;
}

function newOwner(): Owner {
  return { fullName: 'Dolores Reyes', phone: uniquePhone(), email: `owner-${randomUUID().slice(0, 8)}@example.com` };
}

/** Another investor on the Pro trial, buying in Texas, registered through the API in a context of their own. */
async function rivalInvestor(browser: Browser): Promise<BrowserContext> {
  const context = await newContext(browser);
  const account = newAccount('Rival');
  await context.request.get('/api/auth/me');
  const register = await context.request.post('/api/auth/register', {
    data: account,
    headers: { 'X-CSRF-Token': await csrfToken(context) },
  });
  expect(register.status(), await register.text()).toBe(201);
  const csrf = await csrfToken(context);
  const seller = await context.request.post('/api/users/me/capabilities/seller', { headers: { 'X-CSRF-Token': csrf } });
  expect(seller.ok(), await seller.text()).toBe(true);
  const trial = await context.request.post('/api/billing/subscriptions', {
    data: { audience: 'seller', tier: 'pro', trial: true },
    headers: { 'X-CSRF-Token': csrf },
  });
  expect(trial.ok(), await trial.text()).toBe(true);
  const markets = await context.request.put('/api/leads/markets', {
    data: { markets: [{ state: 'TX' }] },
    headers: { 'X-CSRF-Token': csrf },
  });
  expect(markets.ok(), await markets.text()).toBe(true);
  return context;
}

test('a Premium seller chooses Texas, takes a new lead there and gets the owner’s details; the owner hears who will call; a lead taken first by another goes away', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  await signInThroughPage(page, MARIA.email);
  // the demo data gives Maria the states of her listings: she starts here from none
  const cleared = await page.request.put('/api/leads/markets', {
    data: { markets: [] },
    headers: { 'X-CSRF-Token': await csrfToken(page.context()) },
  });
  expect(cleared.ok(), await cleared.text()).toBe(true);

  // Settings → Lead markets
  await page.goto('/settings#lead-markets');
  const section = page.getByRole('region', { name: 'Lead markets' });
  const save = section.getByRole('button', { name: 'Save markets' });
  await expect(save).toBeVisible({ timeout: 15_000 });
  await expect(page.getByRole('navigation', { name: 'Settings sections' }).getByRole('link', { name: 'Lead markets' })).toHaveAttribute(
    'href',
    '/settings#lead-markets',
  );
  await expect(section).toContainText('No markets yet.');

  const add = section.getByRole('form', { name: 'Add a market' });
  await add.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(add.getByLabel('State')).toHaveAccessibleDescription('Choose a state');
  // a county first, typed the way people write it
  await add.getByLabel('State').selectOption({ label: 'Texas' });
  await add.getByLabel('County').fill('Hays County');
  await add.getByRole('button', { name: 'Add', exact: true }).click();
  const chips = section.getByRole('list', { name: 'Your lead markets' });
  await expect(chips.getByRole('listitem').filter({ hasText: 'Hays County, TX' })).toBeVisible();
  await expect(add.getByLabel('County')).toHaveValue('');
  await add.getByLabel('County').fill('Travis');
  await add.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(chips.getByRole('listitem')).toHaveText(['Hays County, TX', 'Travis County, TX']);
  // the same county again is refused under its field
  await add.getByLabel('County').fill('hays');
  await add.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(add.getByLabel('County')).toHaveAccessibleDescription(/Hays County, TX is one of your markets already/);
  await expect(section).toContainText('You have unsaved changes.');
  await screenshotPart(page, section, 'settings-editing');
  await add.getByLabel('County').fill('');
  // then the whole state, which takes in its counties
  await add.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(chips.getByRole('listitem').filter({ hasText: /^Texas$/ })).toBeVisible();
  await expect(chips.getByRole('listitem')).toHaveText(['Texas']);
  await expect(section).toContainText('You have unsaved changes.');
  await save.click();
  await expect(toasts(page)).toContainText('Markets saved');
  await expect(section).not.toContainText('You have unsaved changes.');
  await expect(save).toBeDisabled();
  await expectNoA11yViolations(page, 'Settings → Lead markets', '#lead-markets');
  await screenshotPart(page, section, 'settings');

  // an owner asks for a cash offer
  const visitor = await newContext(browser);
  const owner = newOwner();
  const leadId = await submitLead(visitor, owner);

  // Maria's bell rings without a reload, and leads her to the dashboard, which offers it: what and where, never who
  const bell = page.getByRole('button', { name: /^Notifications, \d+ unread$/ });
  await expect(bell).toBeVisible({ timeout: 30_000 });
  await bell.click();
  const notice = page.getByRole('menuitem').filter({ hasText: 'New seller lead in Wimberley, Hays County, TX' }).first();
  await expect(notice).toContainText('Inherited or in probate. The first investor to take it gets the owner’s contact details.');
  await notice.click();
  await expect(page).toHaveURL('/dashboard#seller-leads');
  // the link opens the Leads tab, which counts the leads waiting to be taken
  await expect(page.getByRole('tab', { name: /^Leads \d+ new$/ })).toHaveAttribute('aria-selected', 'true', { timeout: 15_000 });
  const panel = page.locator(PANEL);
  await expect(panel.getByRole('heading', { level: 2, name: 'Seller leads' })).toBeVisible();
  // the panel is drawn once the page has hydrated
  await expect(panel).toContainText('Your markets: Texas — Edit in Settings', { timeout: 15_000 });
  await expect(panel.getByRole('link', { name: 'Edit in Settings' })).toHaveAttribute('href', '/settings#lead-markets');
  const offered = panel.getByRole('list', { name: 'Leads you can take' });
  const card = offered.locator(`[data-lead-id="${leadId}"]`);
  await expect(card.getByRole('heading', { name: 'Inherited or in probate' })).toBeVisible();
  await expect(card).toContainText('Wimberley, Hays County, TX');
  await expect(card).toContainText('Came in just now');
  await expect(panel).not.toContainText(owner.phone);
  await expect(panel).not.toContainText(owner.email);
  const taken = Number(/(\d+) taken this month/.exec(await panel.getByText(/taken this month/).innerText())![1]);
  await expectNoA11yViolations(page, 'dashboard → Seller leads with an offer', PANEL);
  await screenshotPart(page, panel, 'offered');

  // Maria takes it: the owner's details, and the owner's mail
  await card.getByRole('button', { name: 'Take this lead' }).click();
  await expect(toasts(page)).toContainText(`Lead taken: call Dolores Reyes at ${owner.phone}`);
  await expect(card).toHaveCount(0);
  const mine = panel.getByRole('list', { name: 'Leads you took' }).locator(`[data-lead-id="${leadId}"]`);
  await expect(mine.getByRole('heading', { name: 'Dolores Reyes' })).toBeFocused();
  await expect(mine).toContainText('1200 Ranch Road 12, Wimberley, TX 78676');
  await expect(mine).toContainText('Inherited or in probate');
  await expect(mine.getByRole('link', { name: owner.phone })).toHaveAttribute('href', `tel:+1${owner.phone.replace(/\D/g, '')}`);
  await expect(mine.getByRole('link', { name: owner.email })).toHaveAttribute('href', `mailto:${owner.email}`);
  await expect(panel).toContainText(`${taken + 1} taken this month`);
  await expect
    .poll(() => devMails(page, owner.email).then((mails) => mails.map((mail) => mail.subject)), {
      message: 'the owner is told who will call',
    })
    .toContain('Maria Lopez will call you about your property');
  await expectNoA11yViolations(page, 'dashboard → Seller leads with a lead taken', PANEL);
  await screenshotPart(page, panel, 'taken');

  // still there after a reload
  await page.reload();
  // (the address keeps the Leads tab open)
  await expect(page.locator(PANEL).getByRole('list', { name: 'Leads you took' }).locator(`[data-lead-id="${leadId}"]`)).toContainText(
    owner.phone,
    { timeout: 15_000 },
  );

  // another investor takes the next lead while Maria is looking at it
  const rival = await rivalInvestor(browser);
  const secondId = await submitLead(visitor, newOwner());
  await page.reload();
  const second = page.locator(PANEL).getByRole('list', { name: 'Leads you can take' }).locator(`[data-lead-id="${secondId}"]`);
  await expect(second).toBeVisible({ timeout: 15_000 });
  const claim = await rival.request.post(`/api/leads/${secondId}/claim`, { headers: { 'X-CSRF-Token': await csrfToken(rival) } });
  expect(claim.status(), await claim.text()).toBe(200);
  await second.getByRole('button', { name: 'Take this lead' }).click();
  await expect(toasts(page)).toContainText(LEAD_TAKEN_MESSAGE);
  await expect(second).toHaveCount(0);

  await Promise.all([visitor.close(), rival.close()]);
});

test('a free member with the seller capability meets the offer to upgrade in Settings and on the dashboard', async ({ page }) => {
  test.setTimeout(60_000);
  await registerThroughPage(page);
  await page.goto('/settings');
  // no section before the seller capability
  await expect(page.getByRole('region', { name: 'Lead markets' })).toHaveCount(0);
  await page.getByRole('region', { name: 'Capabilities', exact: true }).getByRole('button', { name: 'Enable seller capability' }).click();
  await expect(toasts(page)).toContainText('Seller capability enabled');

  const section = page.getByRole('region', { name: 'Lead markets' });
  await expect(section).toContainText(UPSELL);
  await expect(section.getByRole('link', { name: 'View plans' })).toHaveAttribute('href', '/pricing');
  await expect(section.getByRole('form', { name: 'Add a market' })).toHaveCount(0);
  await expect(section.getByRole('button', { name: 'Save markets' })).toHaveCount(0);
  await expectNoA11yViolations(page, 'Settings → Lead markets without leads in the plan', '#lead-markets');
  await screenshotPart(page, section, 'settings-upsell');

  // the server says the same
  const refused = await page.request.put('/api/leads/markets', {
    data: { markets: [{ state: 'TX' }] },
    headers: { 'X-CSRF-Token': await csrfToken(page.context()) },
  });
  expect(refused.status()).toBe(403);
  expect(((await refused.json()) as { upgradeRequired?: boolean }).upgradeRequired).toBe(true);

  await page.goto('/dashboard?tab=leads');
  const panel = page.locator(PANEL);
  await expect(panel).toContainText(UPSELL);
  await expect(panel.getByRole('link', { name: 'View plans' })).toHaveAttribute('href', '/pricing');
  await expect(panel.getByRole('button', { name: 'Take this lead' })).toHaveCount(0);
  await expect(panel.getByRole('list', { name: 'Leads you took' })).toHaveCount(0);
  await expectNoA11yViolations(page, 'dashboard → Seller leads without leads in the plan', PANEL);
  await screenshotPart(page, panel, 'upsell');
});

test('a Pro seller shares his own lead page; an owner asks him there, and the lead is his at once', async ({ page, browser }) => {
  test.setTimeout(90_000);
  const james = DEMO_SELLERS[1];
  await signInThroughPage(page, james.email);
  await page.goto('/dashboard?tab=leads');
  const panel = page.locator(PANEL);
  const box = panel.getByRole('region', { name: 'Your lead page' });
  const address = box.getByLabel('Page address', { exact: true });
  await expect(address).toHaveValue(new RegExp(`/sell/${james.id}$`), { timeout: 15_000 });
  await expect(box.getByLabel('Link for your website', { exact: true })).toHaveValue(
    new RegExp(`^<a href="[^"]+/sell/${james.id}" target="_blank" rel="noopener">Sell your property to James Carter</a>$`),
  );
  await expectNoA11yViolations(page, 'dashboard → Your lead page', PANEL);

  // an owner opens the page: it names James, and the form goes to him alone
  const visitor = await newContext(browser);
  const owner = await visitor.newPage();
  await owner.goto(`/sell/${james.id}`);
  await expect(owner).toHaveTitle('Sell your property to James Carter | DealAcre');
  await expect(owner.getByRole('heading', { level: 1, name: 'Sell your property to James Carter' })).toBeVisible();
  await expect(owner.getByText('Your details go only to James Carter.')).toBeVisible();
  const form = owner.getByRole('form', { name: 'Request your cash offer' });
  const details = newOwner();
  await form.getByLabel('Property address').fill('88 County Road 140, Wimberley, TX 78676');
  await form.getByLabel('Full name').fill(details.fullName);
  await form.getByLabel('Phone').fill(details.phone);
  await form.getByLabel('Email').fill(details.email);
  await expectNoA11yViolations(owner, 'a seller’s lead page');
  for (const [size, width] of [
    [DESKTOP, 1280],
    [PHONE, 390],
  ] as const) {
    await owner.setViewportSize(size);
    await reviewScreenshot(owner, `lead-page-${width}.png`, { fullPage: true, animations: 'disabled' });
  }
  await owner.setViewportSize(DESKTOP);
  await form.getByRole('button', { name: 'Get My Cash Offer' }).click();
  await expect(toasts(owner)).toContainText('Thank you!');
  await expect
    .poll(() => devMails(owner, details.email).then((mails) => mails.map((mail) => mail.subject)))
    .toContain('James Carter will call you about your property');

  // James hears of it and finds it among his leads, with the owner's details
  const bell = page.getByRole('button', { name: /^Notifications, \d+ unread$/ });
  await expect(bell).toBeVisible({ timeout: 30_000 });
  await bell.click();
  await page.getByRole('menuitem').filter({ hasText: 'New lead from your lead page: Wimberley, Hays County, TX' }).first().click();
  await expect(page).toHaveURL('/dashboard#seller-leads');
  await expect(panel.getByRole('list', { name: 'Leads you took' })).toContainText(details.phone);

  // a page that takes no requests sends owners to the network's form
  await owner.goto('/sell/00000000-0000-4000-8000-000000000000');
  // (the answer is fetched once the page has hydrated)
  await expect(owner.getByRole('heading', { name: 'This page is not taking requests' })).toBeVisible({ timeout: 15_000 });
  await expect(owner.getByRole('link', { name: 'Get a cash offer' })).toHaveAttribute('href', '/#sell-your-property');
  await visitor.close();
});
