import { MARKET_PROMPT_TITLE } from '../web/src/features/leads/copy.ts';
import { csrfToken, registeredMember, toasts } from './accounts.ts';
import { expect, expectNoA11yViolations, type BrowserContext, type Page, reviewScreenshot, test } from './fixtures.ts';

/**
 * Lead markets reach somebody out of the box (docs/features.md, "Seller leads"): a seller who starts
 * selling without lead markets is asked on the dashboard to choose some, with the states of their
 * listings suggested; one click takes them, the card goes, and Settings shows them. A seller whose plan
 * has no leads is told so, with the plans, and may put the card away for good.
 */

const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };

async function post(context: BrowserContext, path: string, data: unknown) {
  const answer = await context.request.post(path, { data, headers: { 'X-CSRF-Token': await csrfToken(context) } });
  expect(answer.ok(), `${path}: ${await answer.text()}`).toBe(true);
}

/** Opens the dashboard and waits for the prompt's answer (the card is drawn in the browser once it has come). */
async function openDashboard(page: Page) {
  const answered = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/leads/markets/suggested');
  await page.goto('/dashboard');
  expect((await answered).status()).toBe(200);
}

/** The prompt at both widths, for review, and nothing wider than a phone's window. */
async function reviewPrompt(page: Page, name: string) {
  const prompt = page.getByRole('region', { name: /homeowner leads/i });
  for (const [size, width] of [
    [DESKTOP, 1280],
    [PHONE, 390],
  ] as const) {
    await page.setViewportSize(size);
    await expect(prompt).toBeVisible();
    const widths = (await page.evaluate('({ page: document.documentElement.scrollWidth, window: window.innerWidth })')) as {
      page: number;
      window: number;
    };
    expect(widths.page, `${name} at ${width} px: the page is no wider than the window`).toBeLessThanOrEqual(widths.window);
    await reviewScreenshot(page, `lead-markets-${name}-${width}.png`);
  }
  await page.setViewportSize(DESKTOP);
}

test('a new seller is asked to choose lead markets with their listings’ states suggested; one click takes them, and Settings shows them', async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const { context, page } = await registeredMember(browser, 'Lena');
  await post(context, '/api/users/me/capabilities/seller', undefined);
  await post(context, '/api/billing/subscriptions', { audience: 'seller', tier: 'pro', trial: true });
  for (const [city, state] of [
    ['Tulsa', 'OK'],
    ['Austin', 'TX'],
    ['Broken Arrow', 'OK'],
  ]) {
    await post(context, '/api/properties', {
      listing: { title: `Acreage near ${city}`, category: 'land', city, state, acres: 10, price: 80_000 },
      publish: true,
    });
  }

  await openDashboard(page);
  const prompt = page.getByRole('region', { name: MARKET_PROMPT_TITLE });
  await expect(prompt).toBeVisible();
  // the prompt sits above the seller's listings
  const listings = page.getByRole('heading', { level: 2, name: 'Your listings' });
  expect((await prompt.boundingBox())!.y).toBeLessThan((await listings.boundingBox())!.y);
  // most listings first
  await expect(prompt.getByRole('list', { name: 'Suggested markets' }).getByRole('listitem')).toHaveText(['Oklahoma', 'Texas']);
  await expect(prompt.getByRole('link', { name: 'Edit in Settings' })).toHaveAttribute('href', '/settings#lead-markets');
  await expectNoA11yViolations(page, 'the dashboard’s prompt to choose lead markets');
  await reviewPrompt(page, 'prompt');

  await prompt.getByRole('button', { name: 'Use these markets' }).click();
  await expect(toasts(page)).toContainText('Markets saved');
  await expect(prompt).toHaveCount(0);
  // and it stays gone
  await openDashboard(page);
  await expect(page.getByRole('table', { name: 'Your listings' })).toBeVisible();
  await expect(page.getByRole('region', { name: MARKET_PROMPT_TITLE })).toHaveCount(0);

  await page.goto('/settings#lead-markets');
  const section = page.getByRole('region', { name: 'Lead markets' });
  await expect(section.getByRole('list', { name: 'Your lead markets' }).getByRole('listitem')).toHaveText(['Oklahoma', 'Texas'], {
    timeout: 15_000,
  });
  await context.close();
});

test('a seller whose plan has no leads is told so, with the plans, and puts the prompt away for good', async ({ browser }) => {
  test.setTimeout(60_000);
  const { context, page } = await registeredMember(browser, 'Omar');
  await post(context, '/api/users/me/capabilities/seller', undefined);

  await openDashboard(page);
  const prompt = page.getByRole('region', { name: 'Homeowner leads are not in your plan' });
  await expect(prompt).toContainText('Seller leads come with the Starter, Pro and Premium plans and the free trial.');
  await expect(prompt.getByRole('link', { name: 'View plans' })).toHaveAttribute('href', '/pricing');
  await expect(prompt.getByRole('button', { name: 'Use these markets' })).toHaveCount(0);
  await expectNoA11yViolations(page, 'the dashboard’s prompt without leads in the plan');
  await reviewPrompt(page, 'upsell');

  await prompt.getByRole('button', { name: 'Dismiss' }).click();
  await expect(toasts(page)).toContainText('We will not ask again');
  await expect(prompt).toHaveCount(0);
  await openDashboard(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await expect(page.getByRole('region', { name: /homeowner leads/i })).toHaveCount(0);
  await context.close();
});
