import { writeFileSync } from 'node:fs';
import { expect, reviewScreenshot, reviewScreenshots, screenshotPath, test, type Page } from './fixtures.ts';
import { analyze, ANALYSIS_INPUT_SCHEMAS, type Strategy } from '../modules/listings/contracts/deal-math/index.ts';
import { DEMO_BUYER } from '../modules/identity/contracts/demo.ts';
import { csrfToken, sharedBrrrrAnalysis, signInThroughPage, toasts } from './accounts.ts';

/** The deal calculator: prefilled from a listing, saved, reopened, shared, and read signed out. */

interface Listing {
  id: string;
  title: string;
  price: number;
  arv: number | null;
}

async function aResidentialListing(page: Page): Promise<Listing> {
  const response = await page.request.get('/api/properties', { params: { category: 'residential', limit: 12 } });
  expect(response.ok()).toBe(true);
  const listings = (await response.json()) as Listing[];
  const listing = listings.find((candidate) => candidate.arv !== null) ?? listings[0];
  expect(listing).toBeTruthy();
  return listing;
}

const cents = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 2, maximumFractionDigits: 2 });

function headline(page: Page, label: string) {
  return page.getByRole('group', { name: label, exact: true }).getByRole('definition').first();
}

test('a buyer analyzes a listing, saves the analysis, reopens it and shares a link that works signed out', async ({
  page,
  browser,
  context,
}) => {
  test.setTimeout(120_000);
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await signInThroughPage(page, DEMO_BUYER.email);
  const listing = await aResidentialListing(page);

  // prefilled from the listing (the property page's "Analyze this deal" leads here)
  await page.goto(`/calculator?propertyId=${listing.id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Deal Calculator' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Prefilled from a listing' })).toContainText(listing.title);
  await expect(page.getByRole('tab', { name: 'Rental', selected: true })).toBeVisible();
  await expect(page.getByLabel('Purchase price', { exact: true })).toHaveValue(listing.price.toLocaleString('en-US'));
  // what only the buyer knows is asked for, not invented
  await expect(page.getByRole('status').filter({ hasText: 'Almost there' })).toContainText(
    'fill in Monthly rent, Property taxes, and Insurance',
  );

  // results as you type, from the same math as the server
  await page.getByLabel('Monthly rent', { exact: true }).fill('1,250');
  await page.getByLabel('Property taxes', { exact: true }).fill('1200');
  await page.getByLabel('Insurance', { exact: true }).fill('900');
  const expected = (monthlyRent: number) =>
    analyze(
      'rental',
      ANALYSIS_INPUT_SCHEMAS.rental.parse({ purchasePrice: listing.price, monthlyRent, taxesPerYear: 1_200, insurancePerYear: 900 }),
    ).monthlyCashFlow;
  await expect(headline(page, 'Monthly cash flow')).toHaveText(cents.format(expected(1_250)));
  await page.getByLabel('Monthly rent', { exact: true }).fill('1400');
  await expect(headline(page, 'Monthly cash flow')).toHaveText(cents.format(expected(1_400)));
  await expect(page.getByRole('row', { name: /^1 / }).first()).toBeVisible();

  // the flip tab has the listing's price and ARV
  await page.getByRole('tab', { name: 'Flip' }).click();
  await expect(page).toHaveURL(/strategy=flip/);
  await expect(page.getByLabel('Purchase price', { exact: true })).toHaveValue(listing.price.toLocaleString('en-US'));
  if (listing.arv !== null)
    await expect(page.getByLabel('After-repair value (ARV)', { exact: true })).toHaveValue(listing.arv.toLocaleString('en-US'));
  await page.getByRole('tab', { name: 'Rental' }).click();

  // save
  const name = `E2E ${listing.title}`.slice(0, 100);
  await page.getByRole('button', { name: 'Save analysis' }).click();
  const saveForm = page.getByRole('form', { name: 'Save analysis' });
  await saveForm.getByLabel('Name').fill(name);
  await saveForm.getByRole('button', { name: 'Save' }).click();
  await expect(toasts(page)).toContainText('Analysis saved');
  await expect(page).toHaveURL(/analysis=[0-9a-f-]{36}/);
  const analysisId = new URL(page.url()).searchParams.get('analysis')!;
  await expect(page.getByTestId('analysis-name')).toHaveText(name);
  await expect(page.getByText('All changes saved')).toBeVisible();

  // change and save the changes
  await page.getByLabel('Vacancy', { exact: true }).fill('8');
  await expect(page.getByText('Unsaved changes')).toBeVisible();
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(toasts(page)).toContainText('Changes saved');
  await expect(page.getByText('All changes saved')).toBeVisible();

  // reopen from the list, on a fresh calculator
  await page.goto('/calculator');
  await expect(page.getByLabel('Purchase price', { exact: true })).toHaveValue('200,000');
  const saved = page.getByRole('list', { name: 'Your saved analyses' });
  await saved.getByRole('link', { name }).click();
  await expect(page).toHaveURL(new RegExp(`analysis=${analysisId}`));
  await expect(page.getByLabel('Monthly rent', { exact: true })).toHaveValue('1,400');
  await expect(page.getByLabel('Vacancy', { exact: true })).toHaveValue('8');
  const cashFlow = await headline(page, 'Monthly cash flow').textContent();

  // share: the link is created and copied
  await page.getByRole('button', { name: 'Share', exact: true }).click();
  await page.getByRole('button', { name: 'Create share link' }).click();
  const link = page.getByRole('textbox', { name: 'Share link' });
  await expect(link).toHaveValue(/\/analysis\/[A-Za-z0-9_-]{32}$/);
  const shareUrl = await link.inputValue();
  // (the dialog is modal: the toast behind it is hidden from the accessibility tree)
  await expect(page.getByRole('button', { name: 'Link copied' })).toBeVisible();
  expect(await page.evaluate('navigator.clipboard.readText()')).toBe(shareUrl);
  await page.keyboard.press('Escape');

  // signed out, in another browser
  const visitorContext = await browser.newContext();
  const visitor = await visitorContext.newPage();
  await visitor.goto(shareUrl);
  await expect(visitor.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(visitor.getByText('Shared Rental analysis · read-only')).toBeVisible();
  await expect(headline(visitor, 'Monthly cash flow')).toHaveText(cashFlow!);
  await expect(visitor.getByRole('region', { name: 'Inputs' })).toContainText('$1,400/mo');
  await expect(visitor.getByRole('link', { name: 'Sign in to open in the calculator' })).toBeVisible();
  await visitorContext.close();

  // signed in, a shared analysis opens in the calculator as a copy to play with
  await page.goto(shareUrl);
  await page.getByRole('link', { name: 'Open in calculator' }).click();
  await expect(page.getByRole('status').filter({ hasText: `Opened from the shared analysis “${name}”` })).toBeVisible();
  await expect(page.getByLabel('Monthly rent', { exact: true })).toHaveValue('1,400');

  // delete it (with confirmation): the link stops working
  const row = page.getByRole('list', { name: 'Your saved analyses' }).getByRole('listitem').filter({ hasText: name });
  await row.getByRole('button', { name: `Actions for ${name}` }).click();
  await page.getByRole('menuitem', { name: 'Delete' }).click();
  await expect(page.getByRole('alertdialog')).toContainText('its share link will stop working');
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await expect(toasts(page)).toContainText('Analysis deleted');
  expect((await page.request.get(`/api/shared-analyses/${shareUrl.split('/').pop()}`)).status()).toBe(404);
});

test('every tab at 1280 and 390 px, and the printed report', async ({ page }) => {
  test.setTimeout(120_000);
  await signInThroughPage(page, DEMO_BUYER.email);
  const strategies: Strategy[] = ['rental', 'flip', 'wholesale', 'brrrr', 'land'];
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    for (const strategy of strategies) {
      await page.goto(`/calculator?strategy=${strategy}`);
      await expect(page.getByRole('tab', { selected: true })).toBeVisible();
      if (reviewScreenshots) await page.waitForTimeout(300);
      await reviewScreenshot(page, `calculator-${strategy}-${width}.png`, { fullPage: true });
    }
  }
  // the shared page, signed out, at both widths
  const { id, shareUrl } = await sharedBrrrrAnalysis(page.context(), 'Screenshot BRRRR');
  const visitorContext = await page.context().browser()!.newContext();
  const visitor = await visitorContext.newPage();
  for (const width of [1280, 390]) {
    await visitor.setViewportSize({ width, height: 900 });
    await visitor.goto(shareUrl);
    await expect(visitor.getByRole('heading', { level: 1, name: 'Screenshot BRRRR' })).toBeVisible();
    await reviewScreenshot(visitor, `calculator-shared-${width}.png`, { fullPage: true });
  }
  await visitorContext.close();
  await page.request.delete(`/api/analyses/${id}`, { headers: { 'X-CSRF-Token': await csrfToken(page.context()) } });

  await page.setViewportSize({ width: 1280, height: 900 });
  const listing = await aResidentialListing(page);
  await page.goto(`/calculator?propertyId=${listing.id}`);
  await page.getByLabel('Monthly rent', { exact: true }).fill('1,250');
  await reviewScreenshot(page, 'calculator-prefilled-1280.png', { fullPage: true });
  for (const strategy of strategies) {
    await page.goto(`/calculator?strategy=${strategy}`);
    await page.emulateMedia({ media: 'print' });
    await reviewScreenshot(page, `calculator-print-${strategy}.png`, { fullPage: true });
    const pdf = await page.pdf({ format: 'Letter', printBackground: true });
    writeFileSync(screenshotPath(`calculator-print-${strategy}.pdf`), pdf);
    const pages = (pdf.toString('latin1').match(/\/Type\s*\/Page[^s]/g) ?? []).length;
    console.log(`${strategy}: ${pages} printed page(s)`);
    expect(pages).toBeLessThanOrEqual(2);
    await page.emulateMedia({ media: 'screen' });
  }
});
