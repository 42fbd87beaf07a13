import { randomUUID } from 'node:crypto';
import type { BlogPost, BlogPostPage } from '../modules/content/contracts/blog.ts';
import { csrfToken, signInAsAdministrator, toasts } from './accounts.ts';
import { expect, expectNoA11yViolations, makePhotos, reviewScreenshot, test, type Page } from './fixtures.ts';

/**
 * The blog (spec section 2): visitors read `/blog`, filter it, read an article with its related and
 * neighbouring articles, and meet the three newest on the homepage, where the footer's Blog link
 * leads; administrators write, preview, schedule and publish posts on `/admin/blog-management`, whose
 * other tab maintains the help center's FAQs.
 */

/** Administrators' pages say "your local time": the journeys' browser keeps UTC, so the test knows it. */
test.use({ timezoneId: 'UTC' });

/** Opens a new post in the editor of `/admin/blog-management`. */
async function openNewPost(page: Page) {
  await page.goto('/admin/blog-management');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Content management');
  await page.getByRole('button', { name: 'New post' }).click();
  await expect(page).toHaveURL(/[?&]post=new/);
  const editor = page.getByRole('form', { name: 'New post' });
  await expect(editor).toBeVisible();
  return editor;
}

/** The `datetime-local` value of a moment, in the browser's zone (UTC here). */
const localInput = (date: Date) => date.toISOString().slice(0, 16);

test('a visitor reads the blog, filters it by a category, reads an article and its neighbours, and finds the newest on the homepage', async ({
  page,
}) => {
  test.setTimeout(90_000);
  // the server renders the pages and the browser takes them over without a mismatch or asking again
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error' && /hydrat|Minified React error/i.test(message.text())) errors.push(message.text());
  });
  const reads: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/api/blog/')) reads.push(request.url());
  });
  await page.goto('/blog', { waitUntil: 'networkidle' });
  expect(reads).toEqual([]);
  await expect(page).toHaveTitle('Blog | DealAcre');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Guides for land and property investors');
  const articles = page.getByRole('region', { name: 'Articles' }).getByRole('article');
  await expect(articles.first()).toBeVisible();
  expect(await articles.count()).toBeGreaterThanOrEqual(8);
  await expect(articles.getByText('DealAcre Team').first()).toBeVisible();
  await expect(articles.first().getByText(/^\d+ min read$/)).toBeVisible();
  await expectNoA11yViolations(page, 'blog');
  await reviewScreenshot(page, 'blog-1280.png', { fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await reviewScreenshot(page, 'blog-390.png', { fullPage: true });
  await page.setViewportSize({ width: 1280, height: 800 });

  // a category chip filters the list (in the URL); choosing it again clears it
  const categories = page.getByRole('navigation', { name: 'Blog categories' });
  await categories.getByRole('link', { name: 'Wholesaling' }).click();
  await expect(page).toHaveURL(/\/blog\?category=wholesaling$/);
  await expect(categories.getByRole('link', { name: 'Wholesaling' })).toHaveAttribute('aria-current', 'page');
  await expect(page).toHaveTitle('Wholesaling articles | DealAcre');
  await expect(articles.first()).toBeVisible();
  // waited for as a whole: the URL changes before the filtered list replaces the full one
  const inCategory = page.getByRole('list', { name: 'Categories' }).filter({ hasText: 'Wholesaling' });
  await expect(articles.filter({ hasNot: inCategory })).toHaveCount(0);
  expect(await articles.count()).toBeGreaterThan(0);

  // the article
  const title = (await articles.first().getByRole('heading').textContent())!;
  await articles.first().getByRole('heading').getByRole('link').click();
  await expect(page).toHaveURL(/\/blog\/[a-z0-9-]+$/);
  const slug = new URL(page.url()).pathname.split('/').pop()!;
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  await expect(page).toHaveTitle(`${title} | DealAcre Blog`);
  const article = page.getByRole('article', { name: title });
  await expect(article.getByText('DealAcre Team')).toBeVisible();
  await expect(article.locator('.blog-prose h2').first()).toBeVisible();
  await expect(article.getByRole('link', { name: 'Wholesaling', exact: true })).toHaveAttribute('href', '/blog?category=wholesaling');
  const related = page.getByRole('region', { name: 'Related articles' });
  await expect(related.getByRole('article').first()).toBeVisible();
  const neighbours = page.getByRole('navigation', { name: 'More articles' });
  const neighbour = neighbours.getByRole('link').first();
  await expect(neighbour).toHaveText(/^(Previous article|Next article)/);
  await expectNoA11yViolations(page, 'blog article');
  await reviewScreenshot(page, 'blog-article-1280.png', { fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await reviewScreenshot(page, 'blog-article-390.png', { fullPage: true });
  await page.setViewportSize({ width: 1280, height: 800 });

  // to a neighbour and back to the blog
  const neighbourTitle = (await neighbour.locator('span').last().textContent())!;
  await neighbour.click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(neighbourTitle);
  await page.getByRole('link', { name: 'Back to blog' }).click();
  await expect(page).toHaveURL(/\/blog$/);

  // an old link by id leads to the slug; an unknown article is the 404 page
  const post = (await (await page.request.get(`/api/blog/posts/${slug}`)).json()) as BlogPost;
  await page.goto(`/blog/${post.id}`);
  await expect(page).toHaveURL(new RegExp(`/blog/${slug}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  const missing = await page.goto('/blog/no-such-article-anywhere');
  expect(missing?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: '404 - Page Not Found' })).toBeVisible();

  // the homepage's three newest, where the footer's Blog link leads
  await page.goto('/');
  const teasers = page.getByRole('region', { name: 'From the blog' });
  await expect(teasers.getByRole('article')).toHaveCount(3);
  for (const link of await teasers.getByRole('heading', { level: 3 }).getByRole('link').all()) {
    await expect(link).toHaveAttribute('href', /^\/blog\/[a-z0-9-]+$/);
  }
  await expect(teasers.getByRole('link', { name: 'All articles' })).toHaveAttribute('href', '/blog');
  await teasers.scrollIntoViewIfNeeded();
  await reviewScreenshot(teasers, 'home-blog-teasers-1280.png');
  await page.setViewportSize({ width: 390, height: 844 });
  await reviewScreenshot(teasers, 'home-blog-teasers-390.png');
  await page.setViewportSize({ width: 1280, height: 800 });

  await page.goto('/pricing');
  await page.getByRole('navigation', { name: 'Company' }).getByRole('link', { name: 'Blog', exact: true }).click();
  await expect(page).toHaveURL('/#blog');
  await expect(page.getByRole('heading', { name: 'From the blog' })).toBeInViewport();
  expect(errors).toEqual([]);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the blog, a filtered page and an article come rendered from the server', async ({ page }) => {
    const list = await page.goto('/blog?category=land-investing');
    expect(list?.status()).toBe(200);
    const articles = page.getByRole('region', { name: 'Articles' }).getByRole('article');
    expect(await articles.count()).toBeGreaterThan(0);
    const link = articles.first().getByRole('heading').getByRole('link');
    const href = (await link.getAttribute('href'))!;
    expect(href).toMatch(/^\/blog\/[a-z0-9-]+$/);

    const article = await page.goto(href);
    expect(article?.status()).toBe(200);
    await expect(page.locator('.blog-prose p').first()).toBeVisible();
    await expect(page.getByRole('region', { name: 'Related articles' })).toBeVisible();

    await page.goto('/');
    await expect(page.getByRole('region', { name: 'From the blog' }).getByRole('article')).toHaveCount(3);
  });
});

test('an administrator writes a post with a cover and a link, previews it, schedules it, and it goes public at its time', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signInAsAdministrator(page);
  const editor = await openNewPost(page);
  await expectNoA11yViolations(page, 'blog editor (new)');

  const title = `Scouting rural lots before you offer ${randomUUID().slice(0, 6)}`;
  await editor.getByLabel('Title').fill(title);
  await editor.getByLabel('Excerpt').fill('What to check on a rural lot from your desk before you make an offer.');
  await editor.getByRole('checkbox', { name: 'Land investing' }).check();
  await editor.getByRole('checkbox', { name: 'Deal analysis' }).check();
  const tags = editor.getByLabel('Tags', { exact: true });
  await tags.fill('Due Diligence');
  await tags.press('Enter');
  await tags.fill('rural');
  await tags.press('Enter');
  await expect(editor.getByRole('list', { name: 'Chosen tags' }).getByRole('listitem')).toHaveText(['due-diligence', 'rural']);
  await editor.getByLabel('Author name').fill('Jordan Reyes');

  const [cover] = await makePhotos([{ name: 'rural-lot.jpg', background: { r: 84, g: 130, b: 53 } }]);
  await editor.getByLabel('Upload cover').setInputFiles(cover);
  const coverImage = editor.getByRole('img', { name: "The post's cover" });
  await expect(coverImage).toBeVisible();
  await expect(coverImage).toHaveAttribute('src', /^\/uploads\/.+\.webp$/);

  await editor
    .getByLabel('Article (Markdown)')
    .fill(
      '## Start with the county\n\nPull the parcel from the [county records](https://example.com/county-records) first.\n\n- Road access\n- Utilities nearby',
    );
  const preview = editor.getByRole('region', { name: 'Preview' });
  await expect(preview.getByRole('heading', { name: 'Start with the county' })).toBeVisible();
  await expect(preview.getByRole('link', { name: 'county records' })).toHaveAttribute('href', 'https://example.com/county-records');
  await expect(preview.getByRole('listitem')).toHaveText(['Road access', 'Utilities nearby']);
  await page.evaluate('window.scrollTo(0, 0)');
  await reviewScreenshot(page, 'blog-editor-1280.png', { fullPage: true });

  // scheduled for a time to come: the post is saved, and stays out of the blog until then
  const at = new Date(Date.now() + 3 * 24 * 3600_000);
  at.setUTCSeconds(0, 0);
  await editor.getByLabel('Publish at (your local time)').fill(localInput(at));
  await editor.getByRole('button', { name: 'Schedule' }).click();
  await expect(toasts(page).getByText(/^Scheduled for /)).toBeVisible();
  await expect(page).toHaveURL(/[?&]post=[0-9a-f-]{36}/);
  const saved = page.getByRole('form', { name: 'Edit post' });
  await expect(saved.getByText(/^Scheduled for /).first()).toBeVisible();
  // never public yet, so its slug (made from the title) can still change
  const slugValue = await saved.getByLabel('Slug').inputValue();
  expect(slugValue).toMatch(/^scouting-rural-lots-before-you-offer/);
  expect((await page.request.get(`/api/blog/posts/${slugValue}`)).status()).toBe(404);

  await expectNoA11yViolations(page, 'blog editor (scheduled)');
  await page.setViewportSize({ width: 390, height: 844 });
  await page.evaluate('window.scrollTo(0, 0)');
  await reviewScreenshot(page, 'blog-editor-390.png', { fullPage: true });
  await saved.getByRole('button', { name: 'Preview', exact: true }).click();
  await expect(saved.getByRole('region', { name: 'Preview' }).getByRole('link', { name: 'county records' })).toBeVisible();
  await expect(saved.getByLabel('Article (Markdown)')).toBeHidden();
  await page.setViewportSize({ width: 1280, height: 800 });

  // the list shows it as scheduled
  await saved.getByRole('button', { name: 'All posts' }).click();
  const row = page.getByRole('list', { name: 'Blog posts' }).getByRole('listitem').filter({ hasText: title });
  await expect(row.getByText(/^Scheduled for /)).toBeVisible();

  // the scheduler's job runs as if its time had come
  const response = await page.request.post('/api/dev/jobs/content.publish-scheduled-posts/run', {
    data: { at: new Date(at.getTime() + 60_000).toISOString() },
    headers: { Authorization: `Bearer ${process.env.DEV_MAIL_TOKEN}`, 'X-CSRF-Token': await csrfToken(page.context()) },
  });
  expect(response.status(), await response.text()).toBe(200);

  await page.goto('/blog');
  await expect(page.getByRole('region', { name: 'Articles' }).getByRole('link', { name: title })).toBeVisible();
  await page.goto('/');
  await expect(page.getByRole('region', { name: 'From the blog' }).getByRole('link', { name: title })).toBeVisible();
  const feed = await page.request.get('/blog/rss.xml');
  expect(feed.status()).toBe(200);
  const xml = await feed.text();
  expect(xml).toContain(title);
  expect(xml).toContain(`/blog/${slugValue}`);

  await page.goto(`/blog/${slugValue}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  await expect(page.getByText('Jordan Reyes')).toBeVisible();
  await expect(page.locator('.blog-prose').getByRole('link', { name: 'county records' })).toHaveAttribute(
    'href',
    'https://example.com/county-records',
  );
  await expect(page.getByRole('link', { name: '#due-diligence' })).toHaveAttribute('href', '/blog?tag=due-diligence');
});

test('a post whose Markdown holds a script and an event handler is shown without them', async ({ page }) => {
  test.setTimeout(90_000);
  await signInAsAdministrator(page);
  const editor = await openNewPost(page);
  const title = `Markup that must not run ${randomUUID().slice(0, 6)}`;
  await editor.getByLabel('Title').fill(title);
  await editor.getByLabel('Excerpt').fill('An article whose author pasted markup.');
  await editor.getByRole('checkbox', { name: 'Financing' }).check();

  // leaving with unsaved changes asks first
  await editor.getByRole('button', { name: 'All posts' }).click();
  const leave = page.getByRole('alertdialog', { name: 'Leave without saving?' });
  await expect(leave).toBeVisible();
  await leave.getByRole('button', { name: 'Keep editing' }).click();
  await expect(leave).toBeHidden();
  await expect(editor.getByLabel('Title')).toHaveValue(title);

  // a slug another post has: the server's refusal shows under the field
  const newest = (await (await page.request.get('/api/blog/posts', { params: { pageSize: 1 } })).json()) as BlogPostPage;
  const taken = newest.items[0].slug;
  await editor.getByLabel('Slug').fill(taken);
  await editor.getByRole('button', { name: 'Save draft' }).click();
  await expect(editor.getByText(`Another post already uses the slug "${taken}"`)).toBeVisible();
  await expect(editor.getByLabel('Slug')).toHaveAttribute('aria-invalid', 'true');
  await editor.getByLabel('Slug').fill('');

  await editor
    .getByLabel('Article (Markdown)')
    .fill(
      'Before the markup.\n\n<script>window.__pwned=1</script>\n\n<img src="/uploads/blog/missing.webp" onerror="window.__pwned=1">\n\nAfter the markup.',
    );
  const preview = editor.getByRole('region', { name: 'Preview' });
  await expect(preview.getByText('After the markup.')).toBeVisible();
  await expect(preview.locator('script, [onerror]')).toHaveCount(0);

  await editor.getByRole('button', { name: 'Publish now' }).click();
  await expect(toasts(page).getByText('Post published')).toBeVisible();
  const saved = page.getByRole('form', { name: 'Edit post' });
  await expect(saved.getByText('Published', { exact: true })).toBeVisible();
  const slug = (await saved
    .getByText(/^\/blog\//)
    .first()
    .textContent())!.replace('/blog/', '');

  await page.goto(`/blog/${slug}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  const body = page.locator('.blog-prose');
  await expect(body.getByText('After the markup.')).toBeVisible();
  await expect(body.locator('script')).toHaveCount(0);
  await expect(page.locator('[onerror]')).toHaveCount(0);
  expect(await page.evaluate('typeof window.__pwned')).toBe('undefined');
});

test('an administrator adds an FAQ in a new category and finds it in the help widget', async ({ page }) => {
  test.setTimeout(90_000);
  await signInAsAdministrator(page);
  await page.goto('/admin/blog-management');
  await page.getByRole('tab', { name: 'Help center FAQs' }).click();
  await expect(page).toHaveURL(/[?&]tab=faqs/);

  const category = `Blog and guides ${randomUUID().slice(0, 6)}`;
  const categories = page.getByRole('region', { name: 'Categories' });
  await categories.getByRole('form', { name: 'New category' }).getByLabel('New category').fill(category);
  await categories.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(toasts(page).getByText('Category added')).toBeVisible();
  await categories.getByRole('button', { name: new RegExp(`^${category}`) }).click();

  const faqs = page.getByRole('region', { name: category });
  const question = 'Where do I find the guides?';
  const form = faqs.getByRole('form', { name: 'New FAQ' });
  await form.getByLabel('Question').fill(question);
  await form.getByLabel('Answer').fill('On the blog: open Blog from the footer, or the "From the blog" section of the homepage.');
  await form.getByRole('button', { name: 'Add FAQ' }).click();
  await expect(toasts(page).getByText('FAQ added')).toBeVisible();
  await expect(faqs.getByRole('heading', { name: question })).toBeVisible();
  await expect(categories.getByRole('button', { name: `${category} 1 FAQ`, exact: true })).toBeVisible();

  // a category that holds an FAQ is not deleted, and says why
  await categories.getByRole('button', { name: `Delete ${category}` }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete category' }).click();
  await expect(categories.getByRole('status')).toContainText(/still holds 1 FAQ/);

  await expectNoA11yViolations(page, 'FAQ administration');
  await page.evaluate('window.scrollTo(0, 0)');
  await reviewScreenshot(page, 'faq-admin-1280.png', { fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await reviewScreenshot(page, 'faq-admin-390.png', { fullPage: true });
  await page.setViewportSize({ width: 1280, height: 800 });

  // the help widget, on a fresh page (the toasts sit where its panel opens)
  await page.reload();
  await page.getByRole('button', { name: 'Open help' }).click();
  const panel = page.getByRole('dialog', { name: 'Help center' });
  await panel
    .getByRole('group', { name: 'FAQ category' })
    .getByRole('button', { name: `${category} (1)` })
    .click();
  await panel.getByRole('button', { name: question }).click();
  await expect(panel.getByText(/open Blog from the footer/)).toBeVisible();
});
