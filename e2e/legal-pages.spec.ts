import { expect, expectNoA11yViolations, reviewScreenshot, test } from './fixtures.ts';

/**
 * The Privacy Policy and the Terms of Service: real documents with their effective date, sections
 * reachable by anchor, rendered on the server (readable without JavaScript), and linked where people
 * agree to them (registration) or hand over details (the seller lead form).
 */

const PAGES = [
  {
    path: '/privacy-policy',
    title: 'Privacy Policy',
    sections: ['What we collect', 'Who sees what', 'Service providers', 'Cookies', 'Your rights'],
    anchor: 'who-sees-what',
  },
  {
    path: '/terms-of-service',
    title: 'Terms of Service',
    sections: ['Posting listings', 'Cash-offer requests (seller leads)', 'Plans, trials and billing', 'Limitation of liability'],
    anchor: 'plans-and-billing',
  },
  {
    path: '/user-guide',
    title: 'User Guide',
    sections: ['Buyers: find deals', 'Buyers: contact sellers', 'Sellers: list a property', 'Sellers: manage listings and buyers'],
    anchor: 'sellers-list',
  },
] as const;

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  for (const { path, title, sections } of PAGES) {
    test(`${title} is the server's document, with its effective date and sections`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await expect(page).toHaveTitle(`${title} | DealAcre`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
      await expect(page.getByText(/^(Effective|Updated) November 25, 2026$/).first()).toBeVisible();
      await expect(page.getByText('Coming soon', { exact: true })).toHaveCount(0);
      for (const [index, section] of sections.entries()) {
        await expect(
          page.getByRole('heading', { level: 2, name: new RegExp(`^\\d+\\. ${section.replace(/[()]/g, '\\$&')}$`) }),
          `${section} (${index})`,
        ).toBeVisible();
      }
      expect(await page.locator('meta[name="description"]').getAttribute('content')).toMatch(
        /^(DealAcre is a marketplace|These terms are the agreement|How to find deals)/,
      );
    });
  }
});

for (const { path, title, anchor } of PAGES) {
  test(`${title}: the contents lead to each section, and the page passes axe`, async ({ page }) => {
    await page.goto(path);
    const contents = page.getByRole('navigation', { name: 'Contents' });
    await contents.locator(`a[href="#${anchor}"]`).click();
    await expect(page).toHaveURL(new RegExp(`#${anchor}$`));
    await expect(page.locator(`#${anchor}`)).toBeInViewport();

    await expectNoA11yViolations(page, 'legal-pages');

    const name = path.slice(1);
    await page.evaluate('window.scrollTo(0, 0)');
    await reviewScreenshot(page, `${name}-1280.png`);
    await page.setViewportSize({ width: 390, height: 844 });
    await reviewScreenshot(page, `${name}-390.png`);
  });
}

test('registration and the seller lead form link the policies', async ({ page }) => {
  await page.goto('/register');
  await page.getByRole('link', { name: 'Terms of Service' }).click();
  await expect(page).toHaveURL(/\/terms-of-service$/);
  await page.goto('/register');
  await page.getByRole('link', { name: 'Privacy Policy' }).click();
  await expect(page).toHaveURL(/\/privacy-policy$/);

  await page.goto('/');
  const form = page.getByRole('form', { name: 'Request your cash offer' });
  await form.getByRole('link', { name: 'Privacy Policy' }).click();
  await expect(page).toHaveURL(/\/privacy-policy#who-sees-what$/);
  await expect(page.getByRole('heading', { level: 2, name: /Who sees what$/ })).toBeInViewport();
});
