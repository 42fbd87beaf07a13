import { expect, test } from './fixtures.ts';

test('the homepage shows the hero, the marketplace metrics and demo properties', async ({ page }) => {
  await page.goto('/');

  await expect(page.getByRole('heading', { level: 1 })).toContainText('Find your next investment deal');
  await expect(page.getByRole('button', { name: 'Browse Deals', exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'See Pricing Plans' })).toHaveAttribute('href', '/pricing');

  const metrics = page.getByRole('group', { name: 'Marketplace metrics' });
  await expect(metrics.getByText('Total Properties')).toBeVisible();
  await expect(metrics.getByText('Average Price')).toBeVisible();
  await expect(metrics.getByText(/^\$[\d,]+$/)).toBeVisible();

  const cards = page.getByRole('list', { name: 'Properties' }).getByRole('listitem');
  await expect(cards.first()).toBeVisible();
  await expect(cards.first().getByRole('link', { name: /View Details/ })).toHaveAttribute('href', /^\/property\/.+/);
});

test('Browse Deals scrolls to the listings', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Browse Deals', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Latest Properties' })).toBeInViewport();
});

test('a link to the listings anchor lands on the listings', async ({ page }) => {
  await page.goto('/pricing');
  await page.goto('/#properties');
  await expect(page.getByRole('heading', { name: 'Latest Properties' })).toBeInViewport();
});

test('a footer category link shows that category on the homepage', async ({ page }) => {
  await page.goto('/pricing');
  await page.getByRole('navigation', { name: 'Property categories' }).getByRole('link', { name: 'Land', exact: true }).click();

  await expect(page).toHaveURL('/?category=land#properties');
  await expect(page.getByText('Filtered by:')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Latest Properties' })).toBeInViewport();
  await expect(page.getByRole('list', { name: 'Properties' }).getByRole('listitem').first()).toBeVisible();
});

test('signed out, the feature cards lead to registration and the page tells how it works', async ({ page }) => {
  await page.goto('/');
  const features = page.getByRole('region', { name: 'What you can do on DealAcre' });
  await expect(features.getByRole('link', { name: /Post Properties/ })).toHaveAttribute('href', '/register');
  await expect(features.getByRole('link', { name: /Deal Calculator/ })).toHaveAttribute('href', '/register');
  await expect(features.getByRole('link', { name: /Joint Venture Board/ })).toHaveAttribute('href', '/register');

  await features.getByRole('button', { name: /Browse Deals/ }).click();
  await expect(page.getByRole('heading', { name: 'Latest Properties' })).toBeInViewport();

  const howItWorks = page.getByRole('region', { name: 'How it works' });
  await expect(howItWorks.getByRole('listitem')).toHaveCount(8);
  await expect(page.getByRole('region', { name: 'Simple monthly plans' })).toContainText('$79/mo');
});

test("the footer's company anchors land on their topics on the homepage, which lead on", async ({ page }) => {
  await page.goto('/pricing');
  const company = page.getByRole('navigation', { name: 'Company' });
  for (const [label, hash, heading] of [
    ['Financing', 'financing', 'Financing'],
    ['Contact', 'contact', 'Contact'],
    ['FAQ', 'faq', 'Questions and answers'],
    ['Terms', 'terms', 'Terms'],
    ['Privacy', 'privacy', 'Privacy'],
  ] as const) {
    await company.getByRole('link', { name: label, exact: true }).click();
    await expect(page).toHaveURL(`/#${hash}`);
    await expect(page.getByRole('heading', { level: 3, name: heading, exact: true })).toBeInViewport();
  }

  const topics = page.getByRole('region', { name: 'Good to know' });
  await expect(topics.getByRole('link', { name: 'support@dealacre.com' })).toHaveAttribute(
    'href',
    /^mailto:support@dealacre\.com\?subject=/,
  );
  await topics.getByRole('button', { name: 'Open the help center' }).click();
  await expect(page.getByRole('dialog', { name: 'Help center' })).toBeVisible();
  await page.keyboard.press('Escape');
  await topics.getByRole('link', { name: 'Owner-financed deals' }).click();
  await expect(page).toHaveURL(/\/search\?terms=owner-finance$/);
  await expect(page.getByRole('button', { name: 'Owner finance (remove filter)' })).toBeVisible();
});
