import { randomInt, randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { BlogPostPage } from '../modules/content/contracts/blog.ts';
import { DEMO_BUYER, DEMO_SELLERS } from '../modules/identity/contracts/demo.ts';
import type { SearchPropertiesResult } from '../modules/listings/contracts/search.ts';
import { siteMapEntries, type SiteMapEntry } from '../web/src/features/site-map/site-map.ts';
import { csrfToken, registeredMember, sharedBrrrrAnalysis, signInThroughApi } from './accounts.ts';
import type { Request } from '@playwright/test';
import { expect, reviewScreenshot, test, type Page } from './fixtures.ts';

/**
 * Nothing on any page is wider than a phone's screen (390 × 844): every route of the route tree, as each
 * role that may open it, with its path parameters filled with real demo records. A new route is swept
 * without editing this file; a new path parameter fails until `PARAMETERS` says how to fill it.
 */

const PHONE = { width: 390, height: 844 };
const MARIA = DEMO_SELLERS[0];

/** The route tree's route ids, read from the generated file (its `FileRouteTypes['id']` union). */
function routeIds(): string[] {
  const source = readFileSync(path.resolve(import.meta.dirname, '../web/src/routeTree.gen.ts'), 'utf8');
  const union = /export interface FileRouteTypes \{[\s\S]*?\n {2}id:([\s\S]*?)\n {2}fileRoutesById/.exec(source)?.[1] ?? '';
  return [...union.matchAll(/'([^']+)'/g)].map((match) => match[1]);
}

/** A route id's path: pathless layout segments (`_protected`, `_admin`) take no part in it. */
const fullPathOf = (id: string) =>
  '/' +
  id
    .split('/')
    .filter((segment) => segment && !segment.startsWith('_'))
    .join('/');

const PAGES = siteMapEntries(routeIds().map((id) => ({ id, fullPath: id === '__root__' ? '' : fullPathOf(id) })));

/** Demo records that fill path parameters, made or found once before the sweep. */
interface Records {
  /** Maria's listing with 4 photos */
  propertyId: string;
  blogSlug: string;
  analysisToken: string;
  /** the demo buyer's pending test checkout */
  checkoutId: string;
  /** a new member's conversation with Maria about her listing */
  listingConversationId: string;
  /** the same member's direct conversation with the demo buyer */
  directConversationId: string;
}

/** How each parameterised route is opened; a route missing here fails the sweep. */
const PARAMETERS: Record<string, (records: Records) => string> = {
  '/analysis/$token': (records) => `/analysis/${records.analysisToken}`,
  '/blog/$id': (records) => `/blog/${records.blogSlug}`,
  '/connections/$memberId': () => `/connections/${MARIA.id}`,
  '/property/$id': (records) => `/property/${records.propertyId}`,
  '/property/$id/edit': (records) => `/property/${records.propertyId}/edit`,
  '/property/$id/matches': (records) => `/property/${records.propertyId}/matches`,
  '/property/$id/offers': (records) => `/property/${records.propertyId}/offers`,
  '/sell/$sellerId': () => `/sell/${MARIA.id}`,
  '/subscribe/$tier': () => '/subscribe/plus',
  '/subscribe/$type/$tier': () => '/subscribe/buyer/plus',
  '/billing/test-checkout/$id': (records) => `/billing/test-checkout/${records.checkoutId}`,
};

/** States of a route kept in its search parameters that lay out a different page. */
const STATES: Partial<Record<string, (records: Records) => string[]>> = {
  '/dashboard': () => ['/dashboard?tab=leads', '/dashboard?tab=pipeline', '/dashboard?tab=analytics'],
  '/messages': (records) => [`/messages?c=${records.listingConversationId}`, `/messages?c=${records.directConversationId}`],
};

interface Role {
  name: string;
  /** the account signed in, none for a visitor */
  email?: string;
  password?: string;
  sweeps: (entry: SiteMapEntry) => boolean;
}

const ROLES: Role[] = [
  { name: 'a visitor', sweeps: ({ audience }) => audience === 'everyone' || audience === 'visitors' },
  { name: 'a buyer', email: DEMO_BUYER.email, sweeps: ({ audience }) => audience === 'everyone' || audience === 'members' },
  {
    name: 'a seller with listings',
    email: MARIA.email,
    // the members' pages, and the public pages about one record, where its owner sees more (a listing's Edit and inquiries)
    sweeps: ({ audience, linkable }) => audience === 'members' || (audience === 'everyone' && !linkable),
  },
  {
    name: 'an administrator',
    email: process.env.E2E_ADMIN_EMAIL,
    password: process.env.E2E_ADMIN_PASSWORD,
    sweeps: ({ audience }) => audience === 'administrators',
  },
];

function urlsFor(role: Role, records: Records): string[] {
  return Object.values(PAGES)
    .flat()
    .filter(role.sweeps)
    .flatMap(({ path: route, linkable }) => {
      const fill = PARAMETERS[route];
      if (!linkable && !fill) throw new Error(`No demo record opens ${route}: say how in PARAMETERS of phone-overflow.spec.ts`);
      return [fill ? fill(records) : route, ...(STATES[route]?.(records) ?? [])];
    });
}

let records: Records;

test.beforeAll(async ({ browser }) => {
  const { context } = await registeredMember(browser, 'Sweep');
  try {
    const headers = { 'X-CSRF-Token': await csrfToken(context) };
    const search = (await (await context.request.get('/api/properties/search?limit=100')).json()) as SearchPropertiesResult;
    const property = search.hits.find((hit) => hit.userId === MARIA.id && hit.images.length === 4);
    expect(property, "one of Maria's demo listings has 4 photos").toBeTruthy();
    const posts = (await (await context.request.get('/api/blog/posts')).json()) as BlogPostPage;
    expect(posts.items.length, 'a published demo blog post').toBeGreaterThan(0);

    const { shareUrl } = await sharedBrrrrAnalysis(context, 'Phone sweep BRRRR');

    const openConversation = async (subject: { propertyId: string } | { memberId: string }) => {
      const started = await context.request.post('/api/conversations', {
        headers,
        data: { ...subject, message: 'Is this still available?', clientId: randomUUID() },
      });
      expect(started.status(), await started.text()).toBe(201);
      return ((await started.json()) as { conversation: { id: string } }).conversation.id;
    };

    const buyer = await browser.newContext();
    await signInThroughApi(buyer.request, DEMO_BUYER.email);
    const checkout = await buyer.request.post('/api/billing/subscriptions', {
      data: { audience: 'buyer', tier: 'plus', trial: false },
      headers: { 'X-CSRF-Token': await csrfToken(buyer) },
    });
    expect(checkout.ok(), await checkout.text()).toBe(true);
    const { checkoutUrl } = (await checkout.json()) as { checkoutUrl: string };
    await buyer.close();

    records = {
      propertyId: property!.id,
      blogSlug: posts.items[0].slug,
      analysisToken: shareUrl.split('/').pop()!,
      checkoutId: checkoutUrl.split('/').pop()!,
      listingConversationId: await openConversation({ propertyId: property!.id }),
      directConversationId: await openConversation({ memberId: DEMO_BUYER.id }),
    };
  } finally {
    await context.close();
  }
});

interface Overflow {
  page: number;
  viewport: number;
  /** the elements reaching furthest past the right edge, outermost first */
  widest: string[];
}

/** The few browser APIs the probe below uses, typed here: the root type check has no DOM library. */
interface Box {
  tagName: string;
  classList: Iterable<string>;
  textContent: string | null;
  parentElement: Box | null;
  getAttribute(name: string): string | null;
  getBoundingClientRect(): { width: number; right: number };
  closest(selectors: string): Box | null;
  querySelector(selectors: string): Box | null;
}
interface Browser {
  document: { documentElement: { scrollWidth: number }; body: Box & { querySelectorAll(selectors: string): Iterable<Box> } };
  visualViewport: { width: number } | null;
  innerWidth: number;
  getComputedStyle(element: Box): { position: string; overflowX: string };
}

/** How far the page reaches past the visual viewport, and which elements take it there. */
async function measureOverflow(page: Page): Promise<Overflow> {
  return page.evaluate(() => {
    const browser = globalThis as unknown as Browser;
    const { body } = browser.document;
    const viewport = browser.visualViewport?.width ?? browser.innerWidth;
    const width = browser.document.documentElement.scrollWidth;
    if (width <= viewport) return { page: width, viewport, widest: [] };
    /**
     * Whether a box that clips its overflow holds the element in: an absolutely placed element escapes the
     * boxes between it and its containing block (the nearest positioned ancestor), as a screen-reader-only
     * text in a scrolled table does when the scroller is not positioned.
     */
    const clipped = (element: Box) => {
      let escaping = browser.getComputedStyle(element).position === 'absolute';
      for (let parent = element.parentElement; parent && parent !== body; parent = parent.parentElement) {
        const { position, overflowX } = browser.getComputedStyle(parent);
        if (position === 'fixed') return true;
        if (escaping && position !== 'static') escaping = false;
        if (!escaping && overflowX !== 'visible') return true;
        if (position === 'absolute') escaping = true;
      }
      return false;
    };
    const describe = (element: Box) => {
      const classes = [...element.classList].slice(0, 6).join(' ');
      const text = element.getAttribute('aria-label') ?? element.textContent?.trim().replace(/\s+/g, ' ').slice(0, 40) ?? '';
      const region = element.parentElement?.closest('section, nav, form, aside, header, footer, dialog');
      const heading = region?.querySelector('h1, h2, h3, caption')?.textContent?.trim().slice(0, 40);
      const { width, right } = element.getBoundingClientRect();
      return (
        `<${element.tagName.toLowerCase()}${classes ? ` class="${classes}"` : ''}> "${text}": ${Math.round(width)} px wide, ` +
        `right edge at ${Math.round(right)}${region ? `, in <${region.tagName.toLowerCase()}>${heading ? ` "${heading}"` : ''}` : ''}`
      );
    };
    const offenders = [...body.querySelectorAll('*')].filter(
      (element) =>
        element.getBoundingClientRect().right > viewport + 0.5 &&
        browser.getComputedStyle(element).position !== 'fixed' &&
        !clipped(element),
    );
    // the outermost offenders say where to look (what they hold overflows because they do), the widest first
    const outermost = offenders
      .filter((element) => !offenders.includes(element.parentElement!))
      .sort((a, b) => b.getBoundingClientRect().right - a.getBoundingClientRect().right);
    return { page: width, viewport, widest: outermost.slice(0, 5).map(describe) };
  });
}

/**
 * The requests a page is waiting for: data, code split off for later and styles, not photos (their boxes
 * keep their size while they load) nor the realtime stream, which stays open.
 */
function trackRequests(page: Page): { quietFor: () => number } {
  const pending = new Set<Request>();
  let changedAt = Date.now();
  const counts = (request: Request) =>
    !['image', 'media', 'font'].includes(request.resourceType()) && !request.url().includes('/api/events');
  const started = (request: Request) => {
    if (!counts(request)) return;
    pending.add(request);
    changedAt = Date.now();
  };
  const ended = (request: Request) => {
    if (pending.delete(request)) changedAt = Date.now();
  };
  page.on('request', started);
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  return { quietFor: () => (pending.size > 0 ? 0 : Date.now() - changedAt) };
}

/** Waits (at most 5 s) until nothing the page asked for is on its way and no loading skeleton is left. */
async function settle(page: Page, requests: { quietFor: () => number }): Promise<void> {
  const deadline = Date.now() + 5_000;
  while (Date.now() < deadline) {
    if (requests.quietFor() >= 100 && (await page.evaluate("document.querySelectorAll('.animate-pulse').length")) === 0) return;
    await page.waitForTimeout(50);
  }
}

for (const role of ROLES) {
  test(`no page is wider than a 390 px phone, as ${role.name}`, async ({ browser }) => {
    test.setTimeout(120_000); // some 40 pages one after another, on a shared machine
    const context = await browser.newContext({
      viewport: PHONE,
      isMobile: true,
      hasTouch: true,
      // an address of its own, so these sign-ins never meet another journey's per-address limits
      extraHTTPHeaders: { 'X-Forwarded-For': `10.26.${randomInt(0, 256)}.${randomInt(1, 255)}` },
    });
    try {
      if (role.email) await signInThroughApi(context.request, role.email, role.password);
      const page = await context.newPage();
      const requests = trackRequests(page);
      const failures: string[] = [];
      for (const url of urlsFor(role, records)) {
        // the app taking the page over is enough: waiting for every photo to load only slows the sweep
        await page.goto(url, { waitUntil: 'domcontentloaded' });
        await page.waitForFunction(() => !('$_TSR' in globalThis));
        await settle(page, requests);
        const overflow = await measureOverflow(page);
        if (overflow.page > overflow.viewport) {
          failures.push(`${url} is ${overflow.page - overflow.viewport} px wider than the screen:\n    ${overflow.widest.join('\n    ')}`);
        }
        await reviewScreenshot(page, `phone-overflow-${role.name.replace(/\W+/g, '-')}${url.replace(/\W+/g, '-')}.png`, { fullPage: true });
      }
      expect(failures, failures.join('\n')).toEqual([]);
    } finally {
      await context.close();
    }
  });
}
