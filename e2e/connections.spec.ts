import { randomInt } from 'node:crypto';
import { csrfToken, fillSignIn, newAccount, registerThroughApi, registerThroughPage, toasts, type NewAccount } from './accounts.ts';
import {
  type Browser,
  type BrowserContext,
  expect,
  expectNoA11yViolations,
  type Page,
  reviewScreenshots,
  screenshotPath,
  test,
} from './fixtures.ts';

/**
 * The member directory and connections (docs/features.md, "Member directory and connections"): a member
 * turns on their public profile in Settings;
 * a visitor finds them on /connections by market and strategy, opens the profile (no email or phone),
 * presses Connect, signs in and sends a request with a note; the member hears of it in the bell and
 * accepts; both see each other under My connections, and the asker messages the member from the profile.
 */

const PHONE = '(512) 555-0199';

/** a first name of letters only, new at every run, so the directory search finds this run's member alone */
const uniqueName = (base: string) => `${base}${Array.from({ length: 5 }, () => String.fromCharCode(97 + randomInt(26))).join('')}`;

async function newMemberContext(browser: Browser): Promise<BrowserContext> {
  const address = `10.251.${randomInt(250)}.${randomInt(250) + 1}`;
  return browser.newContext({ extraHTTPHeaders: { 'X-Forwarded-For': address } });
}

/** An account made through the API in a context of its own, to sign in with later. */
async function accountThroughApi(browser: Browser, account: NewAccount): Promise<void> {
  const context = await newMemberContext(browser);
  await registerThroughApi(context.request, account);
  await context.close();
}

/** screenshots for review at desktop and phone widths: the whole page, or the part `part` selects */
async function shoot(page: Page, name: string, part?: string): Promise<void> {
  if (!reviewScreenshots) return;
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    const path = screenshotPath(`${name}-${width}.png`);
    await (part ? page.locator(part).screenshot({ path }) : page.screenshot({ path, fullPage: true }));
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

test('a visitor finds a member in the directory, signs in to connect, and the member accepts', async ({ page, browser }) => {
  test.setTimeout(120_000);
  // the member who opts in, with a phone number on their account
  const member = await registerThroughPage(page, newAccount(uniqueName('Alma')));
  const patched = await page.request.patch('/api/users/me', {
    data: { firstName: member.firstName, lastName: member.lastName, phone: PHONE },
    headers: { 'X-CSRF-Token': await csrfToken(page.context()) },
  });
  expect(patched.ok(), await patched.text()).toBe(true);

  await page.goto('/settings#public-profile');
  const section = page.getByRole('region', { name: 'Public profile' });
  await expect(section.getByRole('switch', { name: 'Show me in the member directory' })).toBeVisible();
  await section.getByRole('switch', { name: 'Show me in the member directory' }).click();
  await section.getByLabel('Add a state').selectOption('TX');
  await section.getByLabel('Counties').fill('Gillespie');
  await section.getByRole('checkbox', { name: 'Land', exact: true }).first().check();
  await section.getByRole('group', { name: 'Buy box: property types' }).getByRole('checkbox', { name: 'Land' }).check();
  await section.getByLabel('Highest price ($)').fill('150000');
  await section.getByLabel('Experience').selectOption('3-5');
  await section.getByLabel('Short bio').fill('I buy hunting land and small ranches in the Hill Country and close in three weeks.');
  await section.getByRole('button', { name: 'Save public profile' }).click();
  await expect(toasts(page).getByText('Public profile saved')).toBeVisible();
  await expectNoA11yViolations(page, 'the public profile section', '#public-profile');
  // the buy box becomes a saved search
  await section.getByRole('button', { name: 'Create a saved search from my buy box' }).click();
  await expect(toasts(page).getByText('Saved search created')).toBeVisible();
  const saved = (await (await page.request.get('/api/saved-searches')).json()) as {
    searches: Array<{ criteria: Record<string, unknown> }>;
  };
  expect(saved.searches[0]?.criteria).toMatchObject({ category: ['land'], state: ['TX'], maxPrice: 150_000 });
  await shoot(page, 'connections-settings', '#public-profile');

  // a visitor browses the directory and filters it
  const visitorContext = await newMemberContext(browser);
  const visitor = await visitorContext.newPage();
  await visitor.goto('/connections');
  await expect(visitor.getByRole('heading', { level: 1, name: 'Find investors to partner with' })).toBeVisible();
  await visitor.getByLabel('Market').selectOption('TX');
  await visitor.getByLabel('Strategy').selectOption('land');
  await expect(visitor).toHaveURL(/state=TX/);
  await visitor.getByLabel('Search').fill(member.firstName);
  await visitor.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(visitor).toHaveURL(new RegExp(`q=${member.firstName}`));
  const card = visitor.getByRole('article').filter({ hasText: member.firstName });
  await expect(card).toHaveCount(1);
  await expect(card).toContainText('Gillespie County, TX');
  await expectNoA11yViolations(visitor, 'the directory');
  await shoot(visitor, 'connections-directory');

  await card.getByRole('link', { name: `${member.firstName} ${member.lastName}` }).click();
  await expect(visitor.getByRole('heading', { level: 1, name: `${member.firstName} ${member.lastName}` })).toBeVisible();
  await expect(visitor.getByText('3–5 years investing')).toBeVisible();
  const profileText = await visitor.locator('main').innerText();
  expect(profileText).not.toContain(member.email);
  expect(profileText).not.toContain('555-0199');
  await expectNoA11yViolations(visitor, 'the profile page');
  await shoot(visitor, 'connections-profile');

  // connecting needs an account: sign in and come back to the dialog
  const asker = newAccount(uniqueName('Bram'));
  await accountThroughApi(browser, asker);
  await visitor.getByRole('button', { name: 'Connect' }).click();
  await expect(visitor).toHaveURL(/\/login\?redirect=.*open%3Dconnect/);
  await fillSignIn(visitor, asker.email, asker.password);
  const dialog = visitor.getByRole('dialog', { name: `Connect with ${member.firstName}` });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('Note').fill('We buy in the same counties. Open to a JV on a ranch?');
  await expectNoA11yViolations(visitor, 'the connect dialog', '[role="dialog"]');
  await dialog.getByRole('button', { name: 'Send request' }).click();
  await expect(toasts(visitor).getByText('Request sent')).toBeVisible();
  await expect(visitor.getByRole('link', { name: 'Request sent' })).toBeVisible();

  // the member hears of it and accepts
  await page.goto('/member-dashboard');
  const bell = page.getByRole('button', { name: /^Notifications, \d+ unread$/ });
  await expect(bell).toBeVisible({ timeout: 20_000 });
  await bell.click();
  await page
    .getByRole('menuitem')
    .filter({ hasText: `${asker.firstName} ${asker.lastName} wants to connect` })
    .click();
  await expect(page).toHaveURL(/\/connections\?view=mine&tab=received/);
  const request = page.getByRole('listitem').filter({ hasText: `${asker.firstName} ${asker.lastName}` });
  await expect(request).toContainText('Open to a JV on a ranch?');
  await shoot(page, 'connections-requests');
  await request.getByRole('button', { name: 'Accept' }).click();
  await page.getByRole('tab', { name: /^Connections/ }).click();
  await expect(page.getByRole('tabpanel').getByRole('link', { name: `${asker.firstName} ${asker.lastName}` })).toBeVisible();
  await expectNoA11yViolations(page, 'my connections');

  // and the asker sees them among their connections
  await visitor.goto('/connections?view=mine');
  await expect(visitor.getByRole('tabpanel').getByRole('link', { name: `${member.firstName} ${member.lastName}` })).toBeVisible();
  await shoot(visitor, 'connections-mine');

  // connected, they message the member from the profile
  await visitor
    .getByRole('tabpanel')
    .getByRole('link', { name: `${member.firstName} ${member.lastName}` })
    .click();
  await expect(visitor.getByText('Connected')).toBeVisible();
  await visitor.getByRole('button', { name: 'Message' }).click();
  const composer = visitor.getByRole('dialog', { name: `Message ${member.firstName}` });
  await composer.getByLabel('Message').fill('Thanks for connecting. Free for a call this week?');
  await composer.getByRole('button', { name: 'Send message' }).click();
  await expect(visitor).toHaveURL(/\/messages\?c=/);
  await expect(visitor.getByText('Thanks for connecting. Free for a call this week?').first()).toBeVisible();
  await visitorContext.close();
});
