import { approveListing, csrfToken, registeredMember, toasts } from './accounts.ts';
import { expect, expectNoA11yViolations, reviewScreenshotsAtBothWidths, test, type BrowserContext } from './fixtures.ts';

/**
 * Offers (docs/features.md, "Offers"): a buyer makes an offer from a listing's page while another buyer
 * offers more; the seller compares both on the listing's offers page and counters the first; the first buyer
 * accepts the counter from their dashboard; the listing is under contract and the other offer declined. The free
 * buyer sees their month's contacts in the dialog, and a third offer open at once meets the upgrade dialog.
 */

async function post(context: BrowserContext, path: string, data: object) {
  const response = await context.request.post(path, { data, headers: { 'X-CSRF-Token': await csrfToken(context) } });
  expect(response.ok(), await response.text()).toBe(true);
  return response.json();
}

test('a buyer offers, the seller compares and counters, the buyer accepts: the listing is under contract', async ({ browser }) => {
  test.setTimeout(180_000);
  const seller = await registeredMember(browser, 'Sam');
  await post(seller.context, '/api/users/me/capabilities/seller', {});
  await post(seller.context, '/api/billing/subscriptions', { audience: 'seller', tier: 'pro', trial: true });
  const title = `Pecan grove ${Date.now()}`;
  const list = async (name: string) => {
    const made = await post(seller.context, '/api/properties', {
      listing: {
        title: name,
        description: 'Pecan trees and a well.',
        category: 'land',
        city: 'Waco',
        state: 'TX',
        zip: '76701',
        acres: 12,
        price: 60_000,
      },
      publish: true,
    });
    await approveListing(made.id);
    return made as { id: string };
  };
  const listing = await list(title);

  const buyer = await registeredMember(browser, 'Bea');
  const rival = await registeredMember(browser, 'Rex');
  try {
    // the buyer offers from the listing's page
    await buyer.page.goto(`/property/${listing.id}`);
    await buyer.page.getByRole('button', { name: 'Make an offer' }).click();
    const form = buyer.page.getByRole('dialog', { name: 'Make an offer' });
    await form.getByLabel('Price').fill('55,000');
    await form.getByLabel('Earnest money').fill('1000');
    await form.getByLabel('Hard money').check();
    await form.getByLabel('Message to the seller').fill('Can close in three weeks.');
    await expect(form).toContainText('3 of 3 free contacts left this month');
    await reviewScreenshotsAtBothWidths(buyer.page, 'offers-make');
    await form.getByRole('button', { name: 'Send offer' }).click();
    await expect(toasts(buyer.page)).toContainText('Offer sent');
    await expect(buyer.page.getByText('Your offer of $55,000 is with the seller.')).toBeVisible();

    await post(rival.context, `/api/properties/${listing.id}/offers`, {
      price: 58_000,
      earnestMoney: 2_000,
      daysToClose: 30,
      inspectionDays: 10,
      funding: 'cash',
    });

    // the seller compares both and counters the first
    await seller.page.goto(`/property/${listing.id}`);
    await seller.page.getByRole('link', { name: 'Offers' }).click();
    await expect(seller.page).toHaveURL(`/property/${listing.id}/offers`);
    const table = seller.page.getByRole('table', { name: 'Offers on this listing' });
    await expect(table.getByRole('row')).toHaveCount(3);
    const first = table.getByRole('row').filter({ hasText: 'Bea F.' });
    await expect(first).toContainText('$55,000');
    await expect(first).toContainText('Hard money');
    await expect(table.getByRole('row').filter({ hasText: 'Rex F.' })).toContainText('$58,000');
    await expectNoA11yViolations(seller.page, 'the listing’s offers');
    await reviewScreenshotsAtBothWidths(seller.page, 'offers-compare');
    await first.getByRole('button', { name: 'Counter' }).click();
    const counter = seller.page.getByRole('dialog', { name: 'Counter Bea F.’s offer' });
    await counter.getByLabel('Price').fill('57000');
    await counter.getByRole('button', { name: 'Send counter' }).click();
    await expect(toasts(seller.page)).toContainText('Counter sent');
    await expect(first).toContainText('Your counter: $57,000');

    // the buyer accepts the counter from their dashboard
    await buyer.page.goto('/member-dashboard#offers');
    const mine = buyer.page.getByRole('region', { name: 'My offers' });
    await expect(mine).toContainText('Seller’s counter: $57,000');
    await reviewScreenshotsAtBothWidths(buyer.page, 'offers-mine');
    await mine.getByRole('button', { name: 'Accept counter' }).click();
    await expect(toasts(buyer.page)).toContainText('Counter accepted');
    await expect(mine).toContainText('Under contract at $57,000');

    // the other offer was declined, and the listing is under contract
    await seller.page.reload();
    await expect(table.getByRole('row').filter({ hasText: 'Rex F.' })).toContainText('Declined');
    await expect(table.getByRole('row').filter({ hasText: 'Bea F.' })).toContainText('Accepted');
    await expect
      .poll(async () => (await (await rival.context.request.get(`/api/properties/${listing.id}`)).json()).status)
      .toBe('under_contract');

    // a free buyer keeps 2 offers open at once: the third meets the upgrade dialog, and Maybe Later brings the form back
    const more = [await list(`${title} 2`), await list(`${title} 3`), await list(`${title} 4`)];
    for (const { id } of more.slice(0, 2)) {
      await post(buyer.context, `/api/properties/${id}/offers`, {
        price: 50_000,
        earnestMoney: 1_000,
        daysToClose: 30,
        inspectionDays: 10,
        funding: 'cash',
      });
    }
    await buyer.page.goto(`/property/${more[2].id}`);
    await buyer.page.getByRole('button', { name: 'Make an offer' }).click();
    const third = buyer.page.getByRole('dialog', { name: 'Make an offer' });
    // the same seller three times is one contact
    await expect(third).toContainText('2 of 3 free contacts left this month');
    await third.getByLabel('Price').fill('52000');
    await third.getByRole('button', { name: 'Send offer' }).click();
    const upgrade = buyer.page.getByRole('dialog', { name: 'Offer Limit Reached' });
    await expect(upgrade).toContainText("You've reached the 2 open offers your plan allows at once.");
    await reviewScreenshotsAtBothWidths(buyer.page, 'offers-limit');
    await upgrade.getByRole('button', { name: 'Maybe Later' }).click();
    await expect(buyer.page.getByRole('dialog', { name: 'Make an offer' }).getByLabel('Price')).toHaveValue(/52,?000/);
  } finally {
    for (const member of [seller, buyer, rival]) await member.context.close();
  }
});
