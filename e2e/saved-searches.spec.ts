import { randomBytes } from 'node:crypto';
import { SAVED_SEARCHES_LIMIT_MESSAGE, type SavedSearchList } from '../modules/engagement/contracts/saved-searches.ts';
import { DEMO_SELLERS } from '../modules/identity/contracts/demo.ts';
import {
  csrfToken,
  devMails,
  mailedLink,
  payForBuyerPlan,
  registeredMember,
  registerThroughPage,
  signInThroughPage,
  toasts,
} from './accounts.ts';
import { expect, expectNoA11yViolations, reviewScreenshot, test, type Page } from './fixtures.ts';

/**
 * Saved searches and alerts (spec sections 2, 3, 6 and 9): a free buyer saves searches from /search
 * and meets the upgrade dialog at the fourth, then loads one on the homepage's Saved tab; a Plus
 * buyer's instant alert reaches the bell and the mailbox when a seller publishes a matching listing.
 */

const MARIA = DEMO_SELLERS[0];
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };

/** A made-up word new at every run, so a search for it matches only this run's listing. */
function uniqueWord(prefix: string): string {
  return `${prefix}${randomBytes(4)
    .toString('hex')
    .replace(/\d/g, (digit) => 'ghijklmnop'[Number(digit)])
    .slice(0, 5)}`;
}

/** Saves the search /search shows through the Save search dialog; returns the dialog (closed on success). */
async function saveSearchFrom(page: Page, path: string) {
  await page.goto(path);
  await page.getByRole('button', { name: 'Save search' }).click();
  const dialog = page.getByRole('dialog', { name: 'Save this search' });
  await expect(dialog.getByLabel('Name')).not.toHaveValue('');
  return dialog;
}

/** Scrolls the homepage's listing tabs to the top of the window (under the sticky header), for a screenshot. */
async function scrollToTabs(page: Page) {
  await page
    .getByRole('tablist', { name: 'Show properties as' })
    .evaluate('(tabs) => window.scrollTo(0, tabs.getBoundingClientRect().top + window.scrollY - 96)');
}

/** Registers a buyer who verifies their address (alerts go to verified addresses only) and pays for Plus with the test provider. */
async function plusBuyer(page: Page) {
  const buyer = await registerThroughPage(page);
  await page.goto(await mailedLink(page, buyer.email, '/verify-email'));
  await expect(page.getByRole('status').filter({ hasText: 'Your email address is verified' })).toBeVisible();
  await page.goto('/subscribe/buyer/plus');
  await page.getByRole('button', { name: 'Continue to checkout' }).click();
  await expect(page).toHaveURL(/\/billing\/test-checkout\/[\w-]+$/);
  await page.getByRole('button', { name: 'Pay $19 (test)' }).click();
  await expect(page.getByRole('heading', { level: 1, name: "You're all set" })).toBeVisible();
  return buyer;
}

async function savedSearches(page: Page): Promise<SavedSearchList> {
  return (await (await page.request.get('/api/saved-searches')).json()) as SavedSearchList;
}

test('a free buyer saves three searches, meets the upgrade dialog at the fourth, and loads one on the homepage', async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);

  // a visitor is asked to sign in first, and comes back to the search
  await page.goto('/search?view=list&category=land');
  await page.getByRole('button', { name: 'Save search' }).click();
  await expect(page).toHaveURL(/\/login\?redirect=%2Fsearch/);

  await registerThroughPage(page);

  // the first: named from its filters, alerts only with a plan that has them
  let dialog = await saveSearchFrom(page, '/search?view=list&q=creek&category=recreational');
  await expect(dialog.getByLabel('Name')).toHaveValue('“creek” · Recreational');
  const alerts = dialog.getByLabel('Email alerts');
  await expect(alerts).toHaveValue('off');
  await expect(alerts.locator('option', { hasText: 'Instant' })).toBeDisabled();
  await expect(alerts.locator('option', { hasText: 'Daily digest' })).toBeDisabled();
  await expect(dialog).toContainText('Upgrade for alerts');
  await expectNoA11yViolations(page, 'save search dialog', '[role="dialog"]');
  await reviewScreenshot(page, 'saved-searches-dialog-1280.png');
  await page.setViewportSize(PHONE);
  await reviewScreenshot(page, 'saved-searches-dialog-390.png');
  await page.setViewportSize(DESKTOP);
  await dialog.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(toasts(page)).toContainText('Search saved');
  await expect(toasts(page).getByRole('link', { name: 'Manage saved searches' })).toHaveAttribute(
    'href',
    '/member-dashboard#saved-searches',
  );
  await expect(dialog).toBeHidden();

  // the second with a name of the buyer's own, the third as suggested
  dialog = await saveSearchFrom(page, '/search?view=list&category=land&state=TX&maxPrice=80000');
  await dialog.getByLabel('Name').fill('Cheap Texas land');
  await dialog.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(toasts(page)).toContainText('Search saved');
  dialog = await saveSearchFrom(page, '/search?view=list&openToJointVenture=true&minAcres=5');
  await dialog.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(toasts(page)).toContainText('Search saved');

  // the fourth: the free plan keeps three
  dialog = await saveSearchFrom(page, '/search?view=list&category=commercial');
  await dialog.getByRole('button', { name: 'Save', exact: true }).click();
  const upgrade = page.getByRole('dialog', { name: 'Saved Searches Limit Reached' });
  await expect(upgrade).toContainText(SAVED_SEARCHES_LIMIT_MESSAGE);
  await expect(upgrade.getByRole('link', { name: 'View Plans' })).toHaveAttribute('href', '/pricing');
  await reviewScreenshot(page, 'saved-searches-limit-1280.png');
  await upgrade.getByRole('button', { name: 'Maybe Later' }).click();
  await expect(upgrade).toBeHidden();
  expect((await savedSearches(page)).searches).toHaveLength(3);

  // the member dashboard lists them, with their filters and alerts
  await page.goto('/member-dashboard');
  const manager = page.getByRole('region', { name: 'Saved searches' });
  const items = manager.getByRole('list', { name: 'Your saved searches' }).getByRole('listitem');
  await expect(items).toHaveCount(3);
  await expect(manager).toContainText('3 of 3 on your plan');
  // found by its filters, which stay in view while it is renamed
  const texas = items.filter({ hasText: 'Land · TX · up to $80,000' });
  await expect(texas.getByRole('heading', { level: 3 })).toHaveText('Cheap Texas land');
  await expect(texas.getByLabel('Alerts')).toHaveValue('off');
  await expectNoA11yViolations(page, 'member dashboard with saved searches');
  await reviewScreenshot(page, 'saved-searches-manager-1280.png', { fullPage: true });
  await page.setViewportSize(PHONE);
  await reviewScreenshot(page, 'saved-searches-manager-390.png', { fullPage: true });
  await page.setViewportSize(DESKTOP);

  // rename one inline
  await texas.getByRole('button', { name: 'Rename' }).click();
  await texas.getByRole('textbox', { name: 'Name' }).fill('Texas land under 80k');
  await texas.getByRole('button', { name: 'Save name' }).click();
  await expect(toasts(page)).toContainText('Saved search renamed');
  await expect(texas.getByRole('heading', { level: 3 })).toHaveText('Texas land under 80k');

  // the homepage's Saved tab loads one: its category and words, on the list tab
  await page.goto('/');
  await page.getByRole('tab', { name: 'Saved' }).click();
  await expect(page).toHaveURL(/[?&]tab=saved/);
  const saved = page.getByRole('list', { name: 'Your saved searches' });
  await expect(saved.getByRole('listitem')).toHaveCount(3);
  await scrollToTabs(page);
  await reviewScreenshot(page, 'saved-searches-home-1280.png');
  await page.setViewportSize(PHONE);
  await scrollToTabs(page);
  await reviewScreenshot(page, 'saved-searches-home-390.png');
  await page.setViewportSize(DESKTOP);
  await saved.getByRole('button', { name: 'Load “creek” · Recreational' }).click();

  await expect(page).toHaveURL(
    (url) =>
      url.pathname === '/' &&
      url.searchParams.get('category') === 'recreational' &&
      url.searchParams.get('search') === 'creek' &&
      !url.searchParams.has('tab'),
  );
  await expect(page.getByRole('tab', { name: 'List' })).toHaveAttribute('aria-selected', 'true');
  const searchBox = page.getByRole('search', { name: 'Find your next deal' });
  await expect(searchBox.getByRole('searchbox', { name: 'Search' })).toHaveValue('creek');
  await expect(searchBox.getByRole('button', { name: 'Recreational' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByText('Filtered by:')).toBeVisible();

  // a visitor's Saved tab invites them to sign in and come back
  const visitorContext = await browser.newContext({ viewport: DESKTOP });
  const visitor = await visitorContext.newPage();
  try {
    await visitor.goto('/?tab=saved');
    const prompt = visitor.getByRole('tabpanel', { name: 'Saved' });
    await expect(prompt.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login?redirect=%2F%3Ftab%3Dsaved');
    await expect(prompt.getByRole('link', { name: 'Create a free account' })).toHaveAttribute(
      'href',
      '/register?redirect=%2F%3Ftab%3Dsaved',
    );
    // after hydration, which puts the window back at the top
    await expect(visitor.getByRole('tab', { name: 'Saved' })).toHaveAttribute('aria-selected', 'true');
    await visitor.waitForLoadState('networkidle');
    await scrollToTabs(visitor);
    await reviewScreenshot(visitor, 'saved-searches-home-signed-out-1280.png');
    await visitor.setViewportSize(PHONE);
    await scrollToTabs(visitor);
    await reviewScreenshot(visitor, 'saved-searches-home-signed-out-390.png');
  } finally {
    await visitorContext.close();
  }
});

test('a Plus buyer with instant alerts hears of a matching listing in the bell and by mail', async ({ page, browser }) => {
  test.setTimeout(150_000);
  const word = uniqueWord('heron');
  const title = `Marsh edge ${word} hunting tract`;

  const buyer = await plusBuyer(page);

  // and saves a search for the word with instant alerts (the default with alerts)
  const dialog = await saveSearchFrom(page, `/search?view=list&q=${word}&category=recreational&state=VT`);
  await expect(dialog.getByLabel('Email alerts')).toHaveValue('instant');
  await dialog.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(toasts(page)).toContainText('Search saved');
  const [search] = (await savedSearches(page)).searches;
  expect(search.alerts).toBe('instant');

  // the seller, in a browser of their own, sees the demand while writing the listing and publishes it
  const sellerContext = await browser.newContext({ viewport: DESKTOP });
  const seller = await sellerContext.newPage();
  let propertyPath = '';
  try {
    await signInThroughPage(seller, MARIA.email);
    await seller.goto('/post-property');
    const form = seller.getByRole('form', { name: 'New listing' });
    await form.getByLabel('Title', { exact: true }).fill(title);
    await form.getByLabel('Category').selectOption('recreational');
    await form.getByLabel('Description').fill(`Forty acres of ${word} marsh and hardwood bottom, with a gravel drive and a duck blind.`);
    await form.getByLabel('City', { exact: true }).fill('Swanton');
    await form.getByLabel('State', { exact: true }).selectOption('VT');
    await form.getByLabel('ZIP').fill('05488');
    await form.getByLabel('Acres').fill('40');
    await form.getByLabel('Price ($)').fill('88,000');
    const demand = form.getByText(/^Matches [1-9]\d* buyers?'s? saved search/);
    await expect(demand).toBeVisible();
    await demand.scrollIntoViewIfNeeded();
    await reviewScreenshot(seller, 'saved-searches-listing-demand-1280.png');
    await seller.setViewportSize(PHONE);
    await demand.scrollIntoViewIfNeeded();
    await reviewScreenshot(seller, 'saved-searches-listing-demand-390.png');
    await seller.setViewportSize(DESKTOP);
    await form.getByRole('button', { name: 'Publish listing' }).click();
    await expect(toasts(seller)).toContainText('Listing published');
    await expect(seller).toHaveURL(/\/property\/[\w-]+$/);
    propertyPath = new URL(seller.url()).pathname;

    // the seller's table counts the saved searches the listing matches
    await seller.goto('/dashboard');
    const row = seller.getByRole('table', { name: 'Your listings' }).getByRole('row').filter({ hasText: title });
    await expect(row.getByRole('cell').nth(7)).toHaveText(/^[1-9]\d*$/, { timeout: 20_000 });

    // the buyer's bell shows the match without a reload
    await expect(page.getByRole('button', { name: /^Notifications, \d+ unread$/ })).toBeVisible({ timeout: 30_000 });
    await page.getByRole('button', { name: /^Notifications, \d+ unread$/ }).click();
    const match = page.getByRole('menuitem').filter({ hasText: 'New match' });
    await expect(match).toContainText(title);
    await page.keyboard.press('Escape');

    // the alert mail arrives at the mail job's next run (now, rather than waiting for its interval), with a link to
    // the property and one to unsubscribe
    const run = await page.request.post('/api/dev/jobs/engagement.mail-listing-alerts/run', {
      data: { at: new Date().toISOString() },
      headers: { Authorization: `Bearer ${process.env.DEV_MAIL_TOKEN}`, 'X-CSRF-Token': await csrfToken(page.context()) },
    });
    expect(run.status(), await run.text()).toBe(200);
    let text = '';
    await expect
      .poll(
        async () => {
          text = (await devMails(page, buyer.email)).map((message) => message.text).find((body) => body.includes(propertyPath)) ?? '';
          return text;
        },
        { message: `an alert mail to ${buyer.email} linking ${propertyPath}`, timeout: 30_000 },
      )
      .not.toBe('');
    const propertyLink = new RegExp(`https?://[^\\s]+(${propertyPath}[^\\s]*)`).exec(text)?.[1];
    const unsubscribeLink = /https?:\/\/[^\s]+(\/unsubscribe\?token=[^\s]+)/.exec(text)?.[1];
    expect(propertyLink, text).toBeTruthy();
    expect(unsubscribeLink, text).toBeTruthy();

    await page.goto(propertyLink!);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(title);
    await page.goto(unsubscribeLink!);
    await expect(page.getByText("You're unsubscribed")).toBeVisible({ timeout: 15_000 });
    await expect(page.getByText('listings that match your saved searches')).toBeVisible();

    // the member dashboard counts the match, and opening the search starts the count again
    await page.goto('/member-dashboard');
    const item = page.getByRole('list', { name: 'Your saved searches' }).getByRole('listitem').first();
    await expect(item).toContainText('1 new');
    await expect(item.getByLabel('Alerts')).toHaveValue('instant');
    await item.getByRole('button', { name: 'View matches' }).click();
    await expect(item.getByRole('list', { name: 'Properties' })).toContainText(title);
    await reviewScreenshot(page, 'saved-searches-manager-plus-1280.png', { fullPage: true });
    await item.getByRole('button', { name: 'Open' }).click();
    await expect(page).toHaveURL(
      (url) => url.pathname === '/search' && url.searchParams.get('q') === word && url.searchParams.get('state') === 'VT',
    );
    await expect(page.getByRole('list', { name: 'Properties' })).toContainText(title);
    expect((await savedSearches(page)).searches[0].newMatches).toBe(0);
  } finally {
    // a run that failed half-way leaves nothing behind for its retry
    if (propertyPath)
      await seller.request.delete(`/api${propertyPath.replace('/property/', '/properties/')}`, {
        headers: { 'X-CSRF-Token': await csrfToken(sellerContext) },
      });
    await sellerContext.close();
  }
});

test('a daily digest arrives at the hour the buyer chose, in their time zone, with a controlled clock', async ({ page, browser }) => {
  test.setTimeout(120_000);
  const word = uniqueWord('plover');
  const title = `Dune ridge ${word} parcel`;
  // twelve hours from now in UTC (Reykjavik keeps UTC all year): the digest hour is never about to pass during the test
  const hour = (new Date().getUTCHours() + 12) % 24;
  const hourLabel = `${hour % 12 === 0 ? 12 : hour % 12} ${hour < 12 ? 'AM' : 'PM'}`;

  const buyer = await plusBuyer(page);
  const dialog = await saveSearchFrom(page, `/search?view=list&q=${word}&category=land&state=NC`);
  await dialog.getByLabel('Email alerts').selectOption('daily');
  await dialog.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(toasts(page)).toContainText('Search saved');

  // the digest's time, chosen on the member dashboard
  await page.goto('/member-dashboard');
  const digest = page.getByRole('form', { name: 'Daily digest time' });
  await digest.getByLabel('Time', { exact: true }).selectOption(String(hour));
  await digest.getByLabel('Time zone').selectOption('Atlantic/Reykjavik');
  await digest.getByRole('button', { name: 'Save time' }).click();
  await expect(toasts(page)).toContainText(`Daily digests arrive at ${hourLabel} (Atlantic/Reykjavik).`);

  // a seller publishes a matching listing; the match is recorded at once, the mail waits for the hour
  const sellerContext = await browser.newContext();
  const seller = await sellerContext.newPage();
  try {
    await signInThroughPage(seller, MARIA.email);
    const listing = {
      title,
      category: 'land',
      city: 'Kill Devil Hills',
      state: 'NC',
      zip: '27948',
      acres: 3,
      price: 64_000,
      terms: ['cash'],
      description: `Sound-side ${word} lot.`,
    };
    const created = await sellerContext.request.post('/api/properties', {
      data: { listing, publish: true },
      headers: { 'X-CSRF-Token': await csrfToken(sellerContext) },
    });
    expect(created.status(), await created.text()).toBe(201);
    const propertyId = ((await created.json()) as { id: string }).id;

    await expect.poll(async () => (await savedSearches(page)).searches[0]?.newMatches, { timeout: 30_000 }).toBe(1);
    const now = new Date();
    const due = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate(), hour));
    if (due <= now) due.setUTCDate(due.getUTCDate() + 1);
    const runAlertsAt = async (at: Date) => {
      const response = await page.request.post('/api/dev/jobs/engagement.mail-listing-alerts/run', {
        data: { at: at.toISOString() },
        headers: { Authorization: `Bearer ${process.env.DEV_MAIL_TOKEN}`, 'X-CSRF-Token': await csrfToken(page.context()) },
      });
      expect(response.status(), await response.text()).toBe(200);
    };
    const digests = async () => (await devMails(page, buyer.email)).filter((mail) => mail.subject.startsWith('Your daily digest'));

    // a minute before the hour: nothing yet
    await runAlertsAt(new Date(due.getTime() - 60_000));
    await page.waitForTimeout(1_000);
    expect(await digests()).toEqual([]);

    // on the hour: one digest, HTML with a plain-text part, linking the listing and the unsubscribe page
    await runAlertsAt(due);
    await expect.poll(async () => (await digests()).length, { timeout: 15_000 }).toBe(1);
    const [mail] = await digests();
    expect(mail!.subject).toBe('Your daily digest: 1 deal matches your saved searches');
    expect(mail!.text).toContain(title);
    expect(mail!.html).toContain(`/property/${propertyId}`);
    expect(mail!.text).toMatch(/\/unsubscribe\?token=/);

    // run again: the digest is never sent twice
    await runAlertsAt(new Date(due.getTime() + 60_000));
    await page.waitForTimeout(1_000);
    expect(await digests()).toHaveLength(1);
    await sellerContext.request.delete(`/api/properties/${propertyId}`, { headers: { 'X-CSRF-Token': await csrfToken(sellerContext) } });
  } finally {
    await sellerContext.close();
  }
});

test('a buyer with 53 saved searches pages through them in the dashboard, newest first', async ({ browser }) => {
  const { context, page } = await registeredMember(browser, 'Paige');
  try {
    await payForBuyerPlan(context, 'plus');
    const headers = { 'X-CSRF-Token': await csrfToken(context) };
    for (let n = 1; n <= 53; n++) {
      const saved = await context.request.post('/api/saved-searches', {
        data: { criteria: { state: 'TX', minPrice: n * 1000 }, name: `Texas from $${n}K`, alerts: 'off' },
        headers,
      });
      expect(saved.status(), await saved.text()).toBe(201);
    }

    await page.goto('/member-dashboard#saved-searches');
    const section = page.getByRole('region', { name: 'Saved searches' });
    const items = section.getByRole('list', { name: 'Your saved searches' }).getByRole('listitem');
    await expect(section.getByText('53 saved')).toBeVisible();
    await expect(items.first()).toContainText('Texas from $53K');
    await expect(items).toHaveCount(50);
    const pager = section.getByRole('navigation', { name: 'Saved searches pages' });
    await expect(pager.getByText('Page 1 of 2')).toBeVisible();
    await expect(pager.getByRole('button', { name: 'Previous' })).toBeDisabled();

    await pager.getByRole('button', { name: 'Next' }).click();
    await expect(pager.getByText('Page 2 of 2')).toBeVisible();
    await expect(items).toHaveCount(3);
    await expect(items.last()).toContainText('Texas from $1K');
    await page.setViewportSize(PHONE);
    await reviewScreenshot(pager, 'saved-searches-pager-390.png');

    await pager.getByRole('button', { name: 'Previous' }).click();
    await expect(pager.getByText('Page 1 of 2')).toBeVisible();
    await expect(items.first()).toContainText('Texas from $53K');
  } finally {
    await context.close();
  }
});
