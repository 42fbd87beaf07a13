import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from './fixtures.ts';
import { DEMO_BUYER } from '../modules/identity/contracts/demo.ts';
import { signInThroughPage } from './accounts.ts';

/**
 * Accessibility checks (axe, WCAG 2.1 A and AA rules) along three journeys: a visitor browsing and
 * searching, a visitor reading a property, a buyer signing in. Each page is checked as it stands
 * after its content has loaded; any violation fails with the rule, the impact and the elements.
 */
async function expectNoViolations(page: Page, where: string) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  const violations = results.violations.map((violation) => ({
    rule: violation.id,
    impact: violation.impact,
    help: violation.help,
    elements: violation.nodes.slice(0, 3).map((node) => node.target.join(' ')),
  }));
  expect(violations, where).toEqual([]);
}

test('a visitor browses the homepage and searches', async ({ page }) => {
  await page.goto('/', { waitUntil: 'networkidle' });
  await expect(page.getByRole('heading', { name: 'Latest Properties' })).toBeVisible();
  await expectNoViolations(page, 'homepage');

  await page.goto('/search', { waitUntil: 'networkidle' });
  await expect(page.getByRole('list', { name: 'Properties' })).toBeVisible();
  await expectNoViolations(page, 'search');

  await page.goto('/pricing', { waitUntil: 'networkidle' });
  await expectNoViolations(page, 'pricing');
});

test('a visitor reads a property', async ({ page }) => {
  await page.goto('/', { waitUntil: 'networkidle' });
  const href = await page.getByRole('list', { name: 'Properties' }).getByRole('link').first().getAttribute('href');
  await page.goto(href!, { waitUntil: 'networkidle' });
  await expect(page.getByText('Asking price')).toBeVisible();
  await expectNoViolations(page, 'property page');
});

test('a buyer signs in and reaches their dashboard', async ({ page }) => {
  await page.goto('/login', { waitUntil: 'networkidle' });
  await expectNoViolations(page, 'sign-in');
  await signInThroughPage(page, DEMO_BUYER.email);
  await page.waitForLoadState('networkidle');
  await expectNoViolations(page, 'member dashboard');
});
