import { csrfToken, registeredMember, toasts } from './accounts.ts';
import { expect, expectNoA11yViolations, type Page, reviewScreenshotsAtBothWidths, test } from './fixtures.ts';

/**
 * Segments and matching buyers (docs/features.md, "Bulk contacts"): a seller on the Pro trial with a few
 * contacts filters the buyers list to Texas cash buyers and saves the filter as a segment, applies, renames
 * and deletes it; then from My listings finds the buyers who fit a listing, with each score's reasons and how
 * many can be mailed.
 */

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };

/** review screenshots at both widths, named for this journey */
const screenshots = (page: Page, name: string) => reviewScreenshotsAtBothWidths(page, `listing-matches-${name}`);

const CONTACTS = [
  {
    name: 'Ana Ruiz',
    email: 'ana.ruiz@example.com',
    states: ['TX'],
    counties: ['Travis'],
    propertyTypes: ['land'],
    priceMin: 40_000,
    priceMax: 90_000,
    financing: 'cash',
    proofOfFunds: true,
  },
  {
    name: 'Bo Diaz',
    email: 'bo.diaz@example.com',
    states: ['OK'],
    propertyTypes: ['residential'],
    priceMax: 30_000,
    financing: 'financing',
  },
  { name: 'Cy Lane', email: 'cy.lane@example.com', states: ['TX'], priceMax: 200_000, financing: 'either', proofOfFunds: true },
];

for (const viewport of [DESKTOP, PHONE]) {
  test(`a seller saves a segment and finds the buyers who fit a listing (${viewport.width} px)`, async ({ browser }) => {
    test.setTimeout(120_000);
    const { context, page } = await registeredMember(browser, 'Sally', viewport);
    const headers = { 'X-CSRF-Token': await csrfToken(context) };
    expect((await context.request.post('/api/users/me/capabilities/seller', { headers })).ok()).toBe(true);
    const trial = await context.request.post('/api/billing/subscriptions', {
      data: { audience: 'seller', tier: 'pro', trial: true },
      headers,
    });
    expect(trial.ok(), await trial.text()).toBe(true);
    for (const contact of CONTACTS) {
      const added = await context.request.post('/api/contacts', { data: contact, headers });
      expect(added.ok(), await added.text()).toBe(true);
    }
    const title = `Creek parcel ${viewport.width}`;
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
        publish: false,
      },
      headers,
    });
    expect(listing.ok(), await listing.text()).toBe(true);

    // a segment: the list filtered to Texas cash buyers, saved under a name
    await page.goto('/bulk-contacts');
    await expect(page.getByText('1–3 of 3 contacts')).toBeVisible();
    await expect(page.getByText('Filter the list, then save the filter as a segment.')).toBeVisible();
    await page.getByRole('button', { name: 'States: Every state' }).click();
    await page.getByRole('menu', { name: 'States' }).getByRole('menuitemcheckbox', { name: 'Texas' }).click();
    await page.keyboard.press('Escape');
    await page.getByRole('checkbox', { name: 'Cash buyers' }).check();
    await expect(page).toHaveURL(/state=TX/);
    await expect(page).toHaveURL(/cash=true/);
    await expect(page.getByText('1–2 of 2 contacts')).toBeVisible();
    await page.getByRole('button', { name: 'Save as segment' }).click();
    const naming = page.getByRole('dialog', { name: 'Save as segment' });
    await naming.getByLabel('Segment name').fill('Texas cash');
    await naming.getByRole('button', { name: 'Save segment' }).click();
    await expect(toasts(page)).toContainText('Saved the segment “Texas cash”');
    const segments = page.getByRole('region', { name: 'Segments' });
    const chip = segments.getByRole('button', { name: /Texas cash · 2 contacts/ });
    await expect(chip).toHaveAttribute('aria-pressed', 'true');

    // applied again from an unfiltered list
    await page.goto('/bulk-contacts');
    await expect(page.getByText('1–3 of 3 contacts')).toBeVisible();
    await chip.click();
    await expect(page.getByText('1–2 of 2 contacts')).toBeVisible();
    await expect(page.getByRole('button', { name: 'States: Texas' })).toBeVisible();
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    await expectNoA11yViolations(page, 'the buyers list with a segment');
    await screenshots(page, 'segment');

    // renamed, then deleted (its contacts stay)
    await segments.getByRole('button', { name: 'Manage Texas cash' }).click();
    await page.getByRole('menuitem', { name: 'Rename' }).click();
    const renaming = page.getByRole('dialog', { name: 'Rename the segment' });
    await renaming.getByLabel('Segment name').fill('TX cash buyers');
    await renaming.getByRole('button', { name: 'Rename' }).click();
    await expect(segments.getByRole('button', { name: /TX cash buyers · 2 contacts/ })).toBeVisible();
    await segments.getByRole('button', { name: 'Manage TX cash buyers' }).click();
    await page.getByRole('menuitem', { name: 'Delete' }).click();
    await page
      .getByRole('alertdialog', { name: 'Delete the segment “TX cash buyers”?' })
      .getByRole('button', { name: 'Delete segment' })
      .click();
    await expect(toasts(page)).toContainText('Deleted the segment “TX cash buyers”');
    await expect(segments.getByRole('button', { name: /TX cash buyers/ })).toHaveCount(0);
    await expect(page.getByText('1–2 of 2 contacts')).toBeVisible();

    // matching buyers, from My listings
    await page.goto('/dashboard');
    await page.getByRole('button', { name: `Actions for ${title}` }).click();
    await page.getByRole('menuitem', { name: 'Find matching buyers' }).click();
    await expect(page).toHaveURL(/\/property\/[0-9a-f-]+\/matches/);
    await expect(page.getByRole('heading', { level: 1, name: 'Matching buyers' })).toBeVisible();
    await expect(page.getByText('2 buyers fit')).toBeVisible();
    const cards = page.getByRole('listitem').filter({ has: page.getByRole('list', { name: 'Why' }) });
    await expect(cards).toHaveCount(2);
    await expect(cards.nth(0)).toContainText('Ana Ruiz');
    await expect(cards.nth(0)).toContainText('100 / 100');
    await expect(cards.nth(0)).toContainText('Buys in Travis County, TX');
    await expect(cards.nth(0)).toContainText('Price $60,000 within budget');
    await expect(cards.nth(1)).toContainText('Cy Lane');
    await expect(cards.nth(1)).toContainText('No property type on file');
    // campaigns are Premium's: on Pro the way to the plan, not the link to send
    await expect(page.getByText('Email campaigns come with Premium.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'See the Premium plan' })).toHaveAttribute('href', '/pricing');
    await expect(page.getByRole('link', { name: /Send to/ })).toHaveCount(0);
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    await expectNoA11yViolations(page, 'a listing’s matching buyers');
    await screenshots(page, 'fits');

    // everyone, the one who does not fit too
    await page.getByRole('button', { name: 'All contacts' }).click();
    await expect(page).toHaveURL(/show=all/);
    await expect(cards).toHaveCount(3);
    await expect(cards.nth(2)).toContainText('Bo Diaz');
    await expect(cards.nth(2)).toContainText('Does not buy in TX');
    await screenshots(page, 'all');

    await context.close();
  });
}
