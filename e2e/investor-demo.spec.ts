import { expect, expectNoA11yViolations, reviewScreenshot, test } from './fixtures.ts';

test('the investor demo walks through six live screens, starting with a land search', async ({ page }) => {
  await page.goto('/investor-demo');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Six stops from a search to a deal');
  await expect(page.getByText('Coming soon', { exact: true })).toHaveCount(0);
  const stops = page.getByRole('list', { name: 'Tour stops' }).getByRole('listitem');
  await expect(stops).toHaveCount(6);

  await expectNoA11yViolations(page, 'investor-demo');
  await reviewScreenshot(page, 'investor-demo-1280.png', { fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await reviewScreenshot(page, 'investor-demo-390.png', { fullPage: true });
  await page.setViewportSize({ width: 1280, height: 800 });

  await stops
    .first()
    .getByRole('link', { name: /Land under \$100k/ })
    .click();
  await expect(page).toHaveURL(
    (url) => url.pathname === '/search' && url.searchParams.get('category') === 'land' && url.searchParams.get('maxPrice') === '100000',
  );
  // the demo data has such land: the first stop never shows an empty page
  const cards = page.getByRole('list', { name: 'Properties' }).getByRole('article');
  await expect(cards.first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Up to $100,000 (remove filter)' })).toBeVisible();

  await page.goBack();
  await stops
    .nth(5)
    .getByRole('link', { name: /Deals open to joint venture/ })
    .click();
  await expect(page).toHaveURL(/openToJointVenture=true/);
});
