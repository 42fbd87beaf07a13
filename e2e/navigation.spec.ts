import { expect, reviewScreenshot, test } from './fixtures.ts';

test('header links lead to their pages; a signed-in page sends a visitor to sign in', async ({ page }) => {
  await page.goto('/');
  const header = page.getByRole('navigation', { name: 'Main' });

  await header.getByRole('link', { name: 'Pricing' }).click();
  await expect(page).toHaveURL('/pricing');
  await expect(page.getByRole('heading', { level: 1, name: 'Pricing' })).toBeVisible();

  await header.getByRole('link', { name: 'User Guide' }).click();
  await expect(page).toHaveURL('/user-guide');
  await expect(page.getByRole('heading', { level: 1, name: 'User Guide' })).toBeVisible();

  await header.getByRole('link', { name: 'Joint Venture' }).click();
  await expect(page).toHaveURL('/login?redirect=%2Fjoint-venture');
  await expect(page.getByRole('heading', { level: 1, name: 'Sign In' })).toBeVisible();
});

test('a protected page redirects to /login and keeps where the visitor was going', async ({ page }) => {
  await page.goto('/dashboard');
  await expect(page).toHaveURL('/login?redirect=%2Fdashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Sign In' })).toBeVisible();
});

test('an unknown path shows the 404 page with a working link home', async ({ page }) => {
  await page.goto('/no-such-page/anywhere');
  await expect(page.getByRole('heading', { name: '404 - Page Not Found' })).toBeVisible();

  await page.getByRole('link', { name: 'Back to Home' }).click();
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Find your next investment deal');
});

test('an unknown API path answers a JSON 404, not the web app', async ({ request }) => {
  const response = await request.get('/api/unknown');
  expect(response.status()).toBe(404);
  expect(response.headers()['content-type']).toContain('application/json');
  expect(await response.json()).toHaveProperty('message');
});

test('a visitor who scrolls before the page’s scripts have run stays where they are as it hydrates, and comes back there', async ({
  page,
}) => {
  // hold the app's entry until the visitor has scrolled, as on a slow phone
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/entry-client-[\w-]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/', { waitUntil: 'domcontentloaded' });
  await page.evaluate("window.scrollTo({ top: 1200, behavior: 'instant' })");
  const scrolled = await page.evaluate<number>('window.scrollY');
  expect(scrolled).toBe(1200);

  release();
  // the router drops its dehydrated state once it has taken the page over
  await page.waitForFunction(() => !('$_TSR' in globalThis));
  expect(await page.evaluate<number>('window.scrollY')).toBe(scrolled);

  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Pricing' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Pricing' })).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL('/');
  await expect.poll(() => page.evaluate<number>('window.scrollY')).toBe(scrolled);
});

test('the footer’s links to sections of the homepage land on them from another page, once what is above has loaded', async ({ page }) => {
  const sections = [
    { link: 'How It Works', hash: 'how-it-works', heading: 'how-it-works-heading' },
    { link: 'Blog', hash: 'blog', heading: 'blog-teasers-heading' },
    { link: 'Financing', hash: 'financing', heading: 'financing-heading' },
    { link: 'Contact', hash: 'contact', heading: 'contact-heading' },
    { link: 'FAQ', hash: 'faq', heading: 'faq-heading' },
  ];
  for (const { link, hash, heading } of sections) {
    await page.goto('/pricing');
    await page.getByRole('navigation', { name: 'Company' }).getByRole('link', { name: link, exact: true }).click();
    await expect(page).toHaveURL(`/#${hash}`);
    // the listings and the blog's teasers above the section arrive after the navigation
    await expect(page.locator('#properties a[href^="/property/"]').first()).toBeAttached();
    await expect(page.locator('#blog a[href^="/blog/"]').first()).toBeAttached();
    await expect(page.locator(`#${heading}`), link).toBeInViewport();
  }

  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 800 });
    await page.goto('/pricing');
    await page.getByRole('navigation', { name: 'Company' }).getByRole('link', { name: 'How It Works', exact: true }).click();
    await expect(page.locator('#properties a[href^="/property/"]').first()).toBeAttached();
    await expect(page.locator('#how-it-works-heading')).toBeInViewport();
    await reviewScreenshot(page, `footer-how-it-works-${width}.png`);
  }
});
