import { randomUUID } from 'node:crypto';
import {
  expect,
  reviewScreenshot,
  test as base,
  type APIRequestContext,
  type Browser,
  type BrowserContext,
  type Page,
} from './fixtures.ts';
import sharp from 'sharp';
import { DEMO_BUYER, DEMO_SELLERS } from '../modules/identity/contracts/demo.ts';
import type { ListingInput } from '../modules/listings/contracts/listing.ts';
import type { UploadedImage } from '../modules/listings/contracts/media.ts';
import type { PropertyDetail } from '../modules/listings/contracts/property.ts';
import { csrfToken, signInThroughApi, signInThroughPage, toasts } from './accounts.ts';

/**
 * The property card and page: a visitor opens a listing from the homepage, its owner manages it,
 * drafts stay private, and the served HTML carries link-preview tags. Each journey posts its own
 * listing as a demo seller through the API, so they run in parallel.
 */

const MARIA = DEMO_SELLERS[0];

type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;

/** Maria signs in once per worker (sign-ins are rate limited per account); her tests reuse the session. */
const test = base.extend<object, { sellerState: StorageState }>({
  sellerState: [
    async ({ browser }, use) => {
      const context = await browser.newContext();
      await signInThroughApi(context.request, MARIA.email);
      const state = await context.storageState();
      await context.close();
      await use(state);
    },
    { scope: 'worker' },
  ],
});

/** Distinct photos (a colour each) uploaded through the real image pipeline. */
async function uploadPhotos(request: APIRequestContext, csrf: string, colours: string[]): Promise<string[]> {
  const form = new FormData();
  for (const [index, colour] of colours.entries()) {
    const jpeg = await sharp({ create: { width: 1200, height: 800, channels: 3, background: colour } })
      .composite([
        {
          input: Buffer.from(
            `<svg width="1200" height="800"><text x="600" y="430" font-size="160" text-anchor="middle" fill="white" font-family="sans-serif">Photo ${index + 1}</text></svg>`,
          ),
        },
      ])
      .jpeg()
      .toBuffer();
    form.append('images', new Blob([new Uint8Array(jpeg)], { type: 'image/jpeg' }), `photo-${index + 1}.jpg`);
  }
  const response = await request.post('/api/properties/images', { multipart: form, headers: { 'X-CSRF-Token': csrf } });
  expect(response.ok(), await response.text()).toBe(true);
  return ((await response.json()) as UploadedImage[]).map((image) => image.url);
}

interface PostedListing {
  property: PropertyDetail;
  title: string;
}

/** Maria (a demo seller on the Premium plan) posts a listing in her own browser context. */
async function postListing(
  browser: Browser,
  sellerState: StorageState,
  { publish = true, photos = 3, ...overrides }: Partial<ListingInput> & { publish?: boolean; photos?: number } = {},
): Promise<PostedListing> {
  const context = await browser.newContext({ storageState: sellerState });
  try {
    const csrf = await csrfToken(context);
    const images =
      photos > 0 ? await uploadPhotos(context.request, csrf, ['#2f6f4e', '#8a5a2b', '#1f4e79', '#7a1f3d'].slice(0, photos)) : [];
    const title = overrides.title ?? `Creekside Hunting Tract ${randomUUID().slice(0, 6)}`;
    const listing: ListingInput = {
      title,
      description: 'Forty wooded acres with a year-round creek.\n\nDeer and turkey on the property; a county road on the south line.',
      category: 'land',
      city: 'Fort Stockton',
      state: 'TX',
      zip: '79735',
      county: 'Pecos',
      apn: 'R-10442-77',
      acres: 40,
      price: 38_000,
      arv: 52_000,
      estimatedRepairs: 4_000,
      utilities: ['electric', 'well'],
      roadAccess: 'dirt',
      zoning: 'AG',
      terms: ['cash', 'owner-finance'],
      openToJointVenture: true,
      jvTerms: { seeking: 'capital', amount: 20_000, partnerShare: 50, note: 'Split profits 50/50 with a partner who brings the buyer.' },
      images,
      ...overrides,
    };
    const response = await context.request.post('/api/properties', { data: { listing, publish }, headers: { 'X-CSRF-Token': csrf } });
    expect(response.status(), await response.text()).toBe(201);
    return { property: (await response.json()) as PropertyDetail, title };
  } finally {
    await context.close();
  }
}

/** The homepage card of a listing (the newest come first). */
function homepageCard(page: Page, title: string) {
  return page.getByRole('list', { name: 'Properties' }).getByRole('article', { name: title });
}

test('a visitor opens a listing from the homepage: gallery, facts, price per acre, map and similar listings', async ({
  browser,
  page,
  sellerState,
}) => {
  test.slow(); // many steps, on a machine shared with other test runs
  const { property, title } = await postListing(browser, sellerState);

  await page.goto('/');
  const card = homepageCard(page, title);
  await expect(card).toBeVisible();
  await expect(card.getByText('$950/acre')).toBeVisible();
  await expect(card.getByText('JV · $20K wanted')).toBeVisible();
  await expect(card.getByText('Premium seller')).toBeVisible(); // Maria is on the Premium plan
  await expect(card.getByRole('button', { name: /Delete/ })).toHaveCount(0);
  // hovering a card prefetches its property
  const prefetched = page.waitForRequest((request) => new URL(request.url()).pathname === `/api/properties/${property.id}`);
  await card.hover();
  await prefetched;
  await card.getByRole('link', { name: /View Details/ }).click();

  await expect(page).toHaveURL(`/property/${property.id}`);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page).toHaveTitle(`${title} | DealAcre`);

  // the gallery: arrow keys, the next button and the thumbnails change the photo
  const gallery = page.getByRole('region', { name: `Photos of ${title}`, exact: true });
  await expect(gallery.getByRole('group', { name: 'Photo 1 of 3' })).toBeVisible();
  await page.keyboard.press('ArrowRight');
  await expect(gallery.getByRole('group', { name: 'Photo 2 of 3' })).toBeVisible();
  await gallery.getByRole('button', { name: 'Next photo' }).click();
  await expect(gallery.getByRole('group', { name: 'Photo 3 of 3' })).toBeVisible();
  await gallery.getByRole('button', { name: 'Show photo 1' }).click();
  await expect(gallery.getByRole('group', { name: 'Photo 1 of 3' })).toBeVisible();
  const photo = gallery.getByRole('group', { name: 'Photo 1 of 3' }).getByRole('img');
  await expect(photo).toHaveAttribute('srcset', /-400\.webp 400w, .*-800\.webp 800w, .*-1600\.webp 1600w/);
  await gallery.getByRole('button', { name: 'Full screen' }).click();
  const fullscreen = page.getByRole('dialog', { name: title });
  await expect(fullscreen.getByText('1 / 3')).toBeVisible();
  await page.keyboard.press('ArrowLeft');
  await expect(fullscreen.getByText('3 / 3')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(fullscreen).toBeHidden();
  await expect(gallery.getByRole('group', { name: 'Photo 3 of 3' })).toBeVisible();

  // price, ARV and spread; facts; description paragraphs; JV terms
  const price = page.getByRole('region', { name: 'Price', exact: true });
  await expect(price.getByText('$38,000')).toBeVisible();
  await expect(price.getByText('$950 per acre · 40 acres')).toBeVisible();
  await expect(price.getByText('$52,000')).toBeVisible();
  await expect(price.getByText('$10,000')).toBeVisible(); // 52,000 − 38,000 − 4,000
  const facts = page.getByRole('region', { name: 'Property facts', exact: true });
  for (const [label, value] of [
    ['Category', 'Land'],
    ['Acres', '40'],
    ['Price per acre', '$950'],
    ['Zoning', 'AG'],
    ['Utilities', 'Electric, Well'],
    ['Road access', 'Dirt road'],
    ['APN (parcel number)', 'R-10442-77'],
    ['County', 'Pecos'],
    ['ZIP', '79735'],
    ['Terms', 'Cash, Owner Finance'],
  ]) {
    const row = facts.locator('dl > div').filter({ has: page.locator('dt').getByText(label, { exact: true }) });
    await expect(row.locator('dd'), label).toHaveText(value);
  }
  await expect(page.getByRole('region', { name: 'About this property', exact: true }).getByRole('paragraph')).toHaveCount(2);
  await expect(page.getByRole('region', { name: 'Joint venture terms', exact: true })).toContainText('Split profits 50/50');

  // the seller, similar listings
  const seller = page.getByRole('region', { name: 'Seller', exact: true });
  await expect(seller.getByText(`${MARIA.firstName} ${MARIA.lastName.charAt(0)}.`)).toBeVisible();
  await expect(seller.getByText(/^Member since \w+ \d{4}$/)).toBeVisible();
  await expect(seller.getByText('Premium seller')).toBeVisible();
  await expect(seller.getByText(MARIA.email)).toHaveCount(0);
  const similar = page.getByRole('list', { name: 'Similar properties' }).getByRole('article');
  await expect(similar.first()).toBeVisible();
  await expect(page.getByRole('list', { name: 'Similar properties' }).getByRole('article', { name: title })).toHaveCount(0);

  // the visit was counted once
  await expect
    .poll(async () => ((await (await page.request.get(`/api/properties/${property.id}`)).json()) as PropertyDetail).viewCount)
    .toBe(1);

  // last: the map of its location (OpenLayers, loaded as the reader scrolls towards it)
  const location = page.getByRole('region', { name: 'Location', exact: true });
  await expect(location).toContainText('Fort Stockton, TX 79735 · Pecos County');
  await location.scrollIntoViewIfNeeded();
  await expect(location.getByRole('region', { name: 'Map of the property location', exact: true })).toBeVisible();
});

test('"Analyze this deal" opens the calculator for the property (signed in)', async ({ browser, page, sellerState }) => {
  const { property, title } = await postListing(browser, sellerState, { photos: 0 });
  await signInThroughPage(page, DEMO_BUYER.email);
  await page.goto(`/property/${property.id}`);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await page.getByRole('link', { name: 'Analyze this deal' }).click();
  await expect(page).toHaveURL(`/calculator?propertyId=${property.id}`);
});

test('only the owner sees Edit and Delete; deleting asks first, confirms with a toast and removes the listing', async ({
  browser,
  page,
  sellerState,
}) => {
  test.slow(); // two accounts sign in
  const { property, title } = await postListing(browser, sellerState, { photos: 1 });

  // another signed-in member sees neither on the card nor on the page
  const buyerContext = await browser.newContext();
  const buyer = await buyerContext.newPage();
  await signInThroughPage(buyer, DEMO_BUYER.email);
  await buyer.goto('/');
  const buyerCard = homepageCard(buyer, title);
  await expect(buyerCard).toBeVisible();
  await expect(buyerCard.getByRole('link', { name: /Edit/ })).toHaveCount(0);
  await expect(buyerCard.getByRole('button', { name: /Delete/ })).toHaveCount(0);
  await buyer.goto(`/property/${property.id}`);
  await expect(buyer.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(buyer.getByRole('region', { name: 'Manage this listing', exact: true })).toHaveCount(0);
  await buyerContext.close();

  // the owner: Edit and Delete on the page and on the card
  await page.context().addCookies(sellerState.cookies); // Maria, signed in
  await page.goto(`/property/${property.id}`);
  const manage = page.getByRole('region', { name: 'Manage this listing', exact: true });
  await expect(manage.getByRole('link', { name: 'Edit' })).toHaveAttribute('href', `/property/${property.id}/edit`);
  await expect(manage.getByRole('button', { name: 'Delete' })).toBeVisible();

  await page.goto('/');
  const card = homepageCard(page, title);
  await expect(card.getByRole('link', { name: /Edit/ })).toHaveAttribute('href', `/property/${property.id}/edit`);
  await card.getByRole('button', { name: /Delete/ }).click();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm).toContainText('Are you sure you want to delete this property? This action cannot be undone.');
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toBeHidden();
  await expect(card).toBeVisible();

  await card.getByRole('button', { name: /Delete/ }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete Property' }).click();
  await expect(toasts(page)).toContainText('Success!');
  await expect(toasts(page)).toContainText('Property deleted successfully.');
  await expect(homepageCard(page, title)).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('list', { name: 'Properties' }).getByRole('article').first()).toBeVisible();
  await expect(homepageCard(page, title)).toHaveCount(0);

  await page.goto(`/property/${property.id}`);
  await expect(page.getByRole('heading', { name: 'Property not found' })).toBeVisible();
});

test('a draft is visible to its owner with a note, and a 404 to everyone else', async ({ browser, page, sellerState }) => {
  const { property, title } = await postListing(browser, sellerState, { publish: false, photos: 0 });
  expect(property.status).toBe('draft');

  await page.goto(`/property/${property.id}`);
  await expect(page.getByRole('heading', { name: 'Property not found' })).toBeVisible();
  await expect(page.getByText(title)).toHaveCount(0);
  expect((await page.request.get(`/api/properties/${property.id}`)).status()).toBe(404);
  const html = await (await page.request.get(`/property/${property.id}`)).text();
  expect(html).not.toContain('og:title');

  await page.context().addCookies(sellerState.cookies); // Maria, signed in
  await page.goto(`/property/${property.id}`);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'This listing is a draft' })).toBeVisible();
});

test('an unknown property shows the not-found state', async ({ page }) => {
  await page.goto(`/property/${randomUUID()}`);
  await expect(page.getByRole('heading', { name: 'Property not found' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Browse properties' })).toHaveAttribute('href', '/search');
});

test('the served page of a listing carries its title and Open Graph tags for link previews', async ({ browser, request, sellerState }) => {
  const { property, title } = await postListing(browser, sellerState, { photos: 1 });
  const response = await request.get(`/property/${property.id}`);
  expect(response.ok()).toBe(true);
  const html = await response.text();
  expect(html).toContain(`<meta property="og:title" content="${title} | DealAcre" />`);
  expect(html).toContain(`<title>${title} | DealAcre</title>`);
  expect(html).toMatch(/<meta property="og:image" content="http:\/\/127\.0\.0\.1:\d+\/[^"]+-1600\.webp" \/>/);
  expect(html).toContain('<meta name="description" content="$38,000 · 40 acres · Fort Stockton, TX. Forty wooded acres');
  expect(html).toContain('<meta name="map-tile-url"');
});

test('screenshots of the homepage grid and the property page at 1280 and 390 px', async ({ browser, page, sellerState }) => {
  // it asserts nothing the journeys above do not: pictures for a person to look at, taken on request
  test.skip(!process.env.E2E_SCREENSHOTS, 'screenshots only: run with E2E_SCREENSHOTS=1');
  test.slow();
  const { property, title } = await postListing(browser, sellerState);
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: width === 1280 ? 900 : 844 });
    await page.goto('/#properties');
    await expect(homepageCard(page, title)).toBeVisible();
    await homepageCard(page, title).scrollIntoViewIfNeeded();
    await reviewScreenshot(page, `property-home-grid-${width}.png`);

    await page.goto(`/property/${property.id}`);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(
      page
        .getByRole('region', { name: 'Photos of ' + title, exact: true })
        .getByRole('img')
        .first(),
    ).toBeVisible();
    await reviewScreenshot(page, `property-top-${width}.png`);
    await page.getByRole('heading', { name: 'Property facts' }).scrollIntoViewIfNeeded();
    await expect(page.getByRole('region', { name: 'Location', exact: true })).toBeVisible();
    await reviewScreenshot(page, `property-facts-${width}.png`);
    await page.getByRole('heading', { name: 'Similar properties' }).scrollIntoViewIfNeeded();
    await reviewScreenshot(page, `property-similar-${width}.png`);
  }
});
