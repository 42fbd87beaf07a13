import { approveListing, csrfToken, registeredMember, toasts } from './accounts.ts';
import { expect, expectNoA11yViolations, reviewPartAtBothWidths, test, type BrowserContext } from './fixtures.ts';

/**
 * Address gating (docs/features.md, "Offers"; decision 0070): a seller hides a listing's street address on its offers
 * page; a buyer without verified funds sees the area only (the page, its server-rendered HTML) and asks for it; the
 * seller shares it, and the buyer sees the street.
 */

async function post(context: BrowserContext, path: string, data: object) {
  const response = await context.request.post(path, { data, headers: { 'X-CSRF-Token': await csrfToken(context) } });
  expect(response.ok(), await response.text()).toBe(true);
  return response.json();
}

const STREET = '4410 Old Mill Rd';

test('a seller hides the street address, a buyer asks for it, the seller shares it', async ({ browser }) => {
  test.setTimeout(180_000);
  const seller = await registeredMember(browser, 'Sol');
  const buyer = await registeredMember(browser, 'Bo');
  try {
    await post(seller.context, '/api/users/me/capabilities/seller', {});
    await post(seller.context, '/api/billing/subscriptions', { audience: 'seller', tier: 'pro', trial: true });
    const title = `Mill creek acreage ${Date.now()}`;
    const listing = await post(seller.context, '/api/properties', {
      listing: {
        title,
        description: 'Creek frontage and an old mill foundation.',
        category: 'land',
        streetAddress: STREET,
        city: 'Waco',
        state: 'TX',
        zip: '76701',
        apn: '48309-1177',
        acres: 9,
        price: 72_000,
      },
      publish: true,
    });
    await approveListing(listing.id);

    // the seller switches it on from the listing's offers page
    await seller.page.goto(`/property/${listing.id}/offers`);
    const panel = seller.page.getByRole('region', { name: 'Street address' });
    await panel.getByRole('switch', { name: /Hide the street address from buyers without verified funds/ }).click();
    await expect(toasts(seller.page)).toContainText('The street address is hidden from buyers without verified funds');
    await expect(panel.getByText('No buyer has asked for the address yet.')).toBeVisible();

    // a buyer without verified funds sees the area, in the page and in the HTML the server rendered for them
    const html = await (await buyer.context.request.get(`/property/${listing.id}`)).text();
    expect(html).toContain(title);
    expect(html).not.toContain(STREET);
    expect(html).not.toContain('48309-1177');
    await buyer.page.goto(`/property/${listing.id}`);
    await expect(buyer.page.getByRole('heading', { level: 1 })).toHaveText(title);
    const gate = buyer.page.getByTestId('address-gate');
    await expect(gate).toContainText('The seller shares the street address with buyers whose funds are verified');
    await expect(buyer.page.getByText(STREET)).toHaveCount(0);
    await reviewPartAtBothWidths(buyer.page, buyer.page.getByRole('region', { name: 'Location', exact: true }), 'address-gating-hidden');
    await gate.getByRole('button', { name: 'Request the address' }).click();
    await expect(gate.getByText('Address requested. The seller will answer soon.')).toBeVisible();

    // the seller shares it
    await seller.page.reload();
    const request = panel.getByRole('listitem').filter({ hasText: 'Bo F.' });
    await expect(request).toContainText('Asked');
    await expectNoA11yViolations(seller.page, 'the address requests', '#address-requests');
    await reviewPartAtBothWidths(seller.page, panel, 'address-gating-requests');
    await request.getByRole('button', { name: 'Share the address' }).click();
    await expect(toasts(seller.page)).toContainText('sees the street address now');
    await expect(request).toContainText('Address shared');

    // the buyer sees the street now, without reloading: the bell's notification refreshes the open page
    await expect(buyer.page.getByText(STREET).first()).toBeVisible();
    await expect(buyer.page.getByTestId('address-gate')).toHaveCount(0);
    await reviewPartAtBothWidths(buyer.page, buyer.page.getByRole('region', { name: 'Location', exact: true }), 'address-gating-shared');
  } finally {
    for (const member of [seller, buyer]) await member.context.close();
  }
});
