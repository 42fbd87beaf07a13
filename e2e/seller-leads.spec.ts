import {
  SELLER_LEAD_FAILURE,
  SELLER_LEAD_MESSAGES,
  SELLER_LEAD_NEXT_STEP_TEXT,
  SELLER_LEAD_SUCCESS,
} from '../modules/leads/contracts/seller-leads.ts';
import { devMails, toasts } from './accounts.ts';
import { expect, expectNoA11yViolations, type Page, reviewScreenshots, screenshotPath, test, uniquePhone } from './fixtures.ts';

/**
 * The homepage's seller lead form (spec sections 2, 4, 5 and 8): an owner who wants a cash offer meets
 * the spec's four messages, fixes them one by one, sees 'Submitting...' while the lead travels, then
 * the thanks, an empty form and what really happens next: investors who buy in the area have it (the
 * demo sellers buy in Texas), or, where no investor buys, the team reviews it; a failure toasts
 * 'Error' with the server's message and keeps what they typed; the server's field issues go under
 * their fields.
 */

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };
const SECTION_HEADING = 'Selling a property? Get a cash offer within 24 hours';
const FORM_NAME = 'Request your cash offer';
const SUBMIT = 'Get My Cash Offer';

/** Opens the homepage, scrolls to the lead section and waits until its form takes input (hydrated). */
async function openLeadForm(page: Page) {
  await page.goto('/');
  const section = page.getByRole('region', { name: SECTION_HEADING });
  await section.scrollIntoViewIfNeeded();
  await expect(section.getByRole('heading', { name: SECTION_HEADING })).toBeInViewport();
  const form = section.getByRole('form', { name: FORM_NAME });
  await expect(form.getByLabel('Property address')).toBeEditable();
  await expect(form.getByLabel('Situation (optional)')).toBeEnabled();
  return { section, form };
}

/**
 * Screenshots of the section for review, at desktop and phone widths, cut from the whole page (the
 * section is taller than a window: an element shot would stitch the sticky header and the help button
 * into it); leaves the desktop size and the section in view.
 */
async function screenshotSection(page: Page, name: string) {
  if (!reviewScreenshots) return;
  const section = page.getByRole('region', { name: SECTION_HEADING });
  for (const [size, width] of [
    [DESKTOP, 1280],
    [PHONE, 390],
  ] as const) {
    await page.setViewportSize(size);
    // at the top, the box the window reports is the box in the page
    await page.evaluate("window.scrollTo({ top: 0, behavior: 'instant' })");
    await expect.poll(() => page.evaluate('window.scrollY')).toBe(0);
    const box = await section.boundingBox();
    await page.screenshot({
      path: screenshotPath(`seller-lead-form-${name}-${width}.png`),
      fullPage: true,
      clip: box!,
      animations: 'disabled',
    });
  }
  await page.setViewportSize(DESKTOP);
  await section.scrollIntoViewIfNeeded();
}

test('an owner asks for a cash offer: the spec’s messages, fixed one by one, Submitting..., the thanks and an empty form', async ({
  page,
}) => {
  test.setTimeout(60_000);
  const { form } = await openLeadForm(page);
  const address = form.getByLabel('Property address');
  const fullName = form.getByLabel('Full name');
  const phone = form.getByLabel('Phone');
  const email = form.getByLabel('Email');
  const situation = form.getByLabel('Situation (optional)');
  const submit = form.getByRole('button', { name: SUBMIT });

  // the honeypot is out of reach: hidden from assistive technology and off the tab order
  const honeypot = form.locator('input[name="website"]');
  await expect(honeypot).toHaveAttribute('tabindex', '-1');
  await expect(honeypot).toHaveAttribute('aria-hidden', 'true');
  await expect(honeypot).toHaveAttribute('autocomplete', 'off');
  await expect(form.getByRole('textbox')).toHaveCount(4);

  await expectNoA11yViolations(page, 'lead form, idle', '#sell-your-property');
  await screenshotSection(page, 'idle');

  // empty: the four messages of spec section 5, each linked to its field
  await submit.click();
  await expect(address).toHaveAccessibleDescription(SELLER_LEAD_MESSAGES.propertyAddress);
  await expect(fullName).toHaveAccessibleDescription(SELLER_LEAD_MESSAGES.fullName);
  await expect(phone).toHaveAccessibleDescription(SELLER_LEAD_MESSAGES.phone);
  await expect(email).toHaveAccessibleDescription(SELLER_LEAD_MESSAGES.email);
  for (const field of [address, fullName, phone, email]) await expect(field).toHaveAttribute('aria-invalid', 'true');
  await expect(situation).not.toHaveAttribute('aria-invalid');
  await expect(address).toBeFocused();
  await expectNoA11yViolations(page, 'lead form, errors shown', '#sell-your-property');
  await screenshotSection(page, 'errors');

  // fixed one by one, each message leaves with its mistake
  await address.fill('1200 Ranch Road 12, Wimberley, TX 78676');
  await expect(form.getByText(SELLER_LEAD_MESSAGES.propertyAddress)).toBeHidden();
  await expect(address).not.toHaveAttribute('aria-invalid');
  await fullName.fill('Dana Whitfield');
  await expect(form.getByText(SELLER_LEAD_MESSAGES.fullName)).toBeHidden();
  await phone.fill('555-12');
  await expect(phone).toHaveAccessibleDescription(SELLER_LEAD_MESSAGES.phone);
  const number = uniquePhone();
  await phone.fill(number);
  await expect(form.getByText(SELLER_LEAD_MESSAGES.phone)).toBeHidden();
  await email.fill('dana.whitfield@example');
  await expect(email).toHaveAccessibleDescription(SELLER_LEAD_MESSAGES.email);
  await email.fill('dana.whitfield@example.com');
  await expect(form.getByText(SELLER_LEAD_MESSAGES.email)).toBeHidden();
  await situation.selectOption({ label: 'Inherited or in probate' });

  // held on its way until 'Submitting...' has been seen
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/seller-leads', async (route) => {
    await released;
    await route.continue();
  });
  const request = page.waitForRequest((sent) => new URL(sent.url()).pathname === '/api/seller-leads' && sent.method() === 'POST');
  await submit.click();
  expect((await request).postDataJSON()).toEqual({
    propertyAddress: '1200 Ranch Road 12, Wimberley, TX 78676',
    fullName: 'Dana Whitfield',
    phone: number,
    email: 'dana.whitfield@example.com',
    situation: 'probate',
    website: '',
  });
  const pending = form.getByRole('button', { name: 'Submitting...' });
  await expect(pending).toHaveText('Submitting...');
  await expect(pending).toBeDisabled();
  const answer = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/seller-leads');
  release();
  expect((await answer).status(), 'POST /api/seller-leads').toBe(201);

  await expect(toasts(page)).toContainText(SELLER_LEAD_SUCCESS);
  // a demo seller buys in Texas
  await expect(form.getByRole('status').filter({ hasText: 'what happens next' })).toContainText(
    SELLER_LEAD_NEXT_STEP_TEXT.investors_notified,
  );
  for (const field of [address, fullName, phone, email]) await expect(field).toHaveValue('');
  await expect(situation).toHaveValue('');
  await expect(form.getByRole('button', { name: SUBMIT })).toBeEnabled();
});

test('an owner where no investor buys is told the team will review the request, not promised an offer', async ({ page }) => {
  test.setTimeout(60_000);
  const { form } = await openLeadForm(page);
  const email = `hal.brennan.${Date.now()}@example.com`;
  await form.getByLabel('Property address').fill('15 Pearl Street, Burlington, VT 05401');
  await form.getByLabel('Full name').fill('Hal Brennan');
  await form.getByLabel('Phone').fill(`(802) 555-${String(Date.now()).slice(-4)}`);
  await form.getByLabel('Email').fill(email);
  const answer = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/seller-leads');
  await form.getByRole('button', { name: SUBMIT }).click();
  const response = await answer;
  expect(response.status()).toBe(201);
  expect(await response.json()).toMatchObject({ status: 'received', nextStep: 'team_review' });

  await expect(toasts(page)).toContainText(SELLER_LEAD_SUCCESS);
  const next = form.getByRole('status').filter({ hasText: 'what happens next' });
  await expect(next).toContainText('No investor on DealAcre buys in your area yet.');
  await expect(next).toContainText('Our team will review your request and reply by email within 2 business days.');
  await expect(form.getByLabel('Property address')).toHaveValue('');
  await expectNoA11yViolations(page, 'lead form, sent where no investor buys', '#sell-your-property');
  await screenshotSection(page, 'team-review');
  await expect
    .poll(() => devMails(page, email).then((mails) => mails.map((mail) => mail.subject)))
    .toEqual(['We received your property: our team will review your request']);
});

test('a failed submission toasts Error with the server’s message and keeps everything the owner typed', async ({ page }) => {
  const { form } = await openLeadForm(page);
  await page.route('**/api/seller-leads', (route) =>
    route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ message: 'Lead service unavailable' }) }),
  );

  const typed = {
    address: '88 County Road 140, Kerrville, TX 78028',
    name: 'Sam Ortega',
    phone: uniquePhone(),
    email: 'sam.ortega@example.com',
  };
  await form.getByLabel('Property address').fill(typed.address);
  await form.getByLabel('Full name').fill(typed.name);
  await form.getByLabel('Phone').fill(typed.phone);
  await form.getByLabel('Email').fill(typed.email);
  await form.getByLabel('Situation (optional)').selectOption('repairs');
  await form.getByRole('button', { name: SUBMIT }).click();

  await expect(toasts(page)).toContainText('Error');
  await expect(toasts(page)).toContainText('Lead service unavailable');
  await expect(form.getByLabel('Property address')).toHaveValue(typed.address);
  await expect(form.getByLabel('Full name')).toHaveValue(typed.name);
  await expect(form.getByLabel('Phone')).toHaveValue(typed.phone);
  await expect(form.getByLabel('Email')).toHaveValue(typed.email);
  await expect(form.getByLabel('Situation (optional)')).toHaveValue('repairs');
  await expect(form.getByRole('button', { name: SUBMIT })).toBeEnabled();

  // without a message of its own (a proxy's HTML page), the spec's fallback
  await page.unroute('**/api/seller-leads');
  await page.route('**/api/seller-leads', (route) =>
    route.fulfill({ status: 502, contentType: 'text/html', body: '<html>Bad Gateway</html>' }),
  );
  await form.getByRole('button', { name: SUBMIT }).click();
  await expect(toasts(page)).toContainText(SELLER_LEAD_FAILURE);
  await expect(form.getByLabel('Property address')).toHaveValue(typed.address);
});

test('the server’s field issues show under their fields, the first focused', async ({ page }) => {
  const { form } = await openLeadForm(page);
  const invalidPhone = SELLER_LEAD_MESSAGES.phoneInvalid;
  await page.route('**/api/seller-leads', (route) =>
    route.fulfill({
      status: 400,
      contentType: 'application/json',
      body: JSON.stringify({
        message: 'Please check the highlighted fields',
        code: 'validation_failed',
        details: [
          { path: ['phone'], message: invalidPhone, code: 'custom' },
          { path: ['website'], message: 'Too long', code: 'too_big' },
        ],
      }),
    }),
  );

  await form.getByLabel('Property address').fill('1200 Ranch Road 12, Wimberley, TX 78676');
  await form.getByLabel('Full name').fill('Dana Whitfield');
  await form.getByLabel('Phone').fill('(512) 000-0000');
  await form.getByLabel('Email').fill('dana.whitfield@example.com');
  await form.getByRole('button', { name: SUBMIT }).click();

  await expect(form.getByLabel('Phone')).toHaveAccessibleDescription(invalidPhone);
  await expect(form.getByLabel('Phone')).toBeFocused();
  await expect(toasts(page)).toContainText('Please check the highlighted fields');
  await expect(form.getByText('Too long')).toHaveCount(0);
  await expect(form.getByLabel('Property address')).toHaveValue('1200 Ranch Road 12, Wimberley, TX 78676');
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  // (a headless browser counts as a crawler, whose pages the host sends only when complete: the lazy section is always inline)
  test('the server’s HTML holds the section, its form read-only until the page runs', async ({ page }) => {
    await page.goto('/#sell-your-property');
    const section = page.getByRole('region', { name: SECTION_HEADING });
    await expect(section).toContainText('Your details go only to investors on DealAcre who buy in your area.');
    const form = section.getByRole('form', { name: FORM_NAME });
    await expect(form.getByLabel('Property address')).not.toBeEditable();
    await expect(form.getByLabel('Situation (optional)')).toBeDisabled();
    await expect(form.getByRole('button', { name: SUBMIT })).toHaveAttribute('type', 'button');
  });
});
