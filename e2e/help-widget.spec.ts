import type { FaqCategory } from '../modules/content/contracts/faqs.ts';
import { expect, reviewScreenshot, test } from './fixtures.ts';

/**
 * The help widget (spec sections 2, 5 and 8): on any page the round button opens the FAQ panel,
 * with categories and their counts, answers that open one by one, a search over questions and
 * answers in the browser, the empty texts, and the support mailto.
 */
test('a visitor browses, filters and searches the FAQs in the help widget', async ({ page }) => {
  const faqRequests: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/api/faqs')) faqRequests.push(request.url());
  });
  await page.goto('/pricing');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(faqRequests).toEqual([]); // nothing is fetched until the panel opens

  await page.getByRole('button', { name: 'Open help' }).click();
  const panel = page.getByRole('dialog', { name: 'Help center' });
  await expect(panel.getByRole('heading', { name: 'Help Center' })).toBeVisible();
  const questions = panel.getByRole('button', { name: /\?$/ });

  // All, then every category with its count
  const categories = (await (await page.request.get('/api/faqs/categories')).json()) as FaqCategory[];
  const filter = panel.getByRole('group', { name: 'FAQ category' });
  await expect(filter.getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'true');
  for (const category of categories)
    await expect(filter.getByRole('button', { name: `${category.name} (${category.count})` })).toBeVisible();
  const total = categories.reduce((sum, category) => sum + category.count, 0);
  await expect(questions).toHaveCount(total);

  // one category
  const calculator = categories.find((category) => category.name === 'The deal calculator')!;
  await filter.getByRole('button', { name: `The deal calculator (${calculator.count})` }).click();
  await expect(questions).toHaveCount(calculator.count);
  await expect(questions.first()).toHaveText('What can the deal calculator analyze?');

  // several answers open at once, each closes on its own
  const first = panel.getByRole('button', { name: 'What can the deal calculator analyze?' });
  const second = panel.getByRole('button', { name: 'How is the loan payment calculated?' });
  await first.click();
  await second.click();
  await expect(first).toHaveAttribute('aria-expanded', 'true');
  await expect(second).toHaveAttribute('aria-expanded', 'true');
  await expect(panel.getByText(/BRRRR \(buy, rehab, rent, refinance, repeat\)/)).toBeVisible();
  await expect(panel.getByText(/standard amortization formula/)).toBeVisible();
  await reviewScreenshot(page, 'help-widget-1280.png');
  await first.click();
  await expect(first).toHaveAttribute('aria-expanded', 'false');
  await expect(second).toHaveAttribute('aria-expanded', 'true');

  // a word only in an answer, typed in any case, across All
  await filter.getByRole('button', { name: 'All' }).click();
  const search = panel.getByPlaceholder('Search frequently asked questions...');
  await search.fill('LENDER');
  await expect(questions).toHaveCount(1);
  await expect(questions.first()).toHaveText('Can I save or share an analysis?');

  // nothing found: both empty texts
  await search.fill('timeshare in space');
  await expect(panel.getByText('No FAQs found matching your search.')).toBeVisible();
  await expect(panel.getByText('Try a different search term or category.')).toBeVisible();
  await expect(questions).toHaveCount(0);

  await expect(panel.getByRole('link', { name: /Contact support@dealacre\.com/ })).toHaveAttribute(
    'href',
    `mailto:support@dealacre.com?subject=${encodeURIComponent('Support Request from DealAcre')}`,
  );
});
