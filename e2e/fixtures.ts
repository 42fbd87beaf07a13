import { randomInt } from 'node:crypto';
import { mkdirSync, mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, test as base, type Browser, type Locator, type Page } from '@playwright/test';
import sharp from 'sharp';

export { expect } from '@playwright/test';
export type { APIRequestContext, Browser, BrowserContext, Page } from '@playwright/test';

/**
 * Every journey comes from its own client address (the host trusts X-Forwarded-For from loopback),
 * as real visitors do, so the per-address limits on registration and sign-in apply to each journey
 * alone instead of to the whole run.
 */
export const test = base.extend<object, { browser: Browser }>({
  extraHTTPHeaders: async ({ extraHTTPHeaders }, use, testInfo) => {
    await use({ ...extraHTTPHeaders, 'X-Forwarded-For': clientAddress(`${testInfo.testId}:${testInfo.retry}`) });
  },
  context: async ({ context, javaScriptEnabled }, use) => {
    if (javaScriptEnabled !== false) context.on('page', actOnceStarted);
    await use(context);
  },
  browser: [
    async ({ browser }, use) => {
      const newContext = browser.newContext.bind(browser);
      browser.newContext = async (options) => {
        const context = await newContext(options);
        if (options?.javaScriptEnabled !== false) context.on('page', actOnceStarted);
        return context;
      };
      await use(browser);
    },
    { scope: 'worker' },
  ],
});

/**
 * A page's app starts after the browser has painted it (web/src/lib/start-app.ts), which on this fast
 * connection can be after the load event `goto` waits for. A person acts once they have seen the page;
 * a journey acts at once, so after `goto` and `reload` it also waits until the app has taken the page
 * over (the router drops its dehydrated state `$_TSR` then). An explicit `waitUntil` opts out.
 */
function actOnceStarted(page: Page): void {
  const started = () => page.waitForFunction(() => !('$_TSR' in globalThis));
  const goto = page.goto.bind(page);
  page.goto = async (url, options) => {
    const response = await goto(url, options);
    if (!options?.waitUntil) await started();
    return response;
  };
  const reload = page.reload.bind(page);
  page.reload = async (options) => {
    const response = await reload(options);
    if (!options?.waitUntil) await started();
    return response;
  };
}

function clientAddress(seed: string): string {
  let hash = 0;
  for (const char of seed) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return `10.${(hash >>> 16) & 255}.${(hash >>> 8) & 255}.${(hash & 254) + 1}`;
}

/** Where journeys save screenshots for review: SCREENSHOTS_DIR, else test-results/screenshots (not committed). */
const SCREENSHOTS_DIR = process.env.SCREENSHOTS_DIR ?? path.resolve(import.meta.dirname, '../test-results/screenshots');

/** The file for a review screenshot named `name` (e.g. `search-390.png`); its folder exists. */
export function screenshotPath(name: string): string {
  mkdirSync(SCREENSHOTS_DIR, { recursive: true });
  return path.join(SCREENSHOTS_DIR, name);
}

/** Whether this run takes the screenshots people review (`E2E_SCREENSHOTS=1`); they assert nothing, and cost CPU on every run. */
export const reviewScreenshots = Boolean(process.env.E2E_SCREENSHOTS);

/** Saves a screenshot of a page or part for review as `name`, when this run takes them (`E2E_SCREENSHOTS=1`). */
export async function reviewScreenshot(
  target: Page | Locator,
  name: string,
  { fullPage, animations }: { fullPage?: boolean; animations?: 'disabled' } = {},
): Promise<void> {
  if (!reviewScreenshots) return;
  const path = screenshotPath(name);
  await ('goto' in target ? target.screenshot({ path, fullPage, animations }) : target.screenshot({ path, animations }));
}

/** Runs `capture` at 1280 and at 390 px, when this run takes review screenshots, then goes back to the journey's width. */
async function atBothWidths(page: Page, capture: (width: number) => Promise<void>): Promise<void> {
  if (!reviewScreenshots) return;
  const before = page.viewportSize() ?? { width: 1280, height: 800 };
  for (const size of [
    { width: 1280, height: 800 },
    { width: 390, height: 844 },
  ]) {
    await page.setViewportSize(size);
    await capture(size.width);
  }
  await page.setViewportSize(before);
}

/** Review screenshots of one part of a page at 1280 and 390 px, scrolled into view at each width. */
export async function reviewPartAtBothWidths(page: Page, part: Locator, name: string): Promise<void> {
  await atBothWidths(page, async (width) => {
    await part.scrollIntoViewIfNeeded();
    await reviewScreenshot(part, `${name}-${width}.png`);
  });
}

/**
 * Review screenshots of a page at 1280 and at 390 px (`<name>-1280.png`, `<name>-390.png`), when this run
 * takes them. A capture that timed out is tried once more.
 */
export async function reviewScreenshotsAtBothWidths(page: Page, name: string, { fullPage }: { fullPage?: boolean } = {}): Promise<void> {
  await atBothWidths(page, async (width) => {
    const options = {
      path: screenshotPath(`${name}-${width}.png`),
      animations: 'disabled' as const,
      fullPage,
      style: '[aria-label="Open help"] { visibility: hidden !important; }',
      timeout: 15_000,
    };
    await page.screenshot(options).catch(() => page.screenshot(options));
  });
}

/** Plain-colour 640 × 480 JPEG photos made for a test, as files to pick in a form's file input. */
export async function makePhotos(photos: Array<{ name: string; background: { r: number; g: number; b: number } }>): Promise<string[]> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'dealacre-photos-'));
  return Promise.all(
    photos.map(async ({ name, background }) => {
      const file = path.join(dir, name);
      await sharp({ create: { width: 640, height: 480, channels: 3, background } })
        .jpeg({ quality: 80 })
        .toFile(file);
      return file;
    }),
  );
}

/** axe's WCAG 2.1 A and AA rules on the page, or on the part `include` selects; a violation fails with its rule, impact and elements. */
export async function expectNoA11yViolations(page: Page, where: string, include?: string): Promise<void> {
  const axe = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']);
  const results = await (include ? axe.include(include) : axe).analyze();
  const violations = results.violations.map((violation) => ({
    rule: violation.id,
    impact: violation.impact,
    elements: violation.nodes.slice(0, 3).map((node) => node.target.join(' ')),
  }));
  expect(violations, where).toEqual([]);
}

/** A realistic Austin phone number, new at every run, so the server's repeat check never takes this run's lead for an earlier one. */
export function uniquePhone(): string {
  return `(512) 8${randomInt(10, 100)}-${randomInt(1000, 10_000)}`;
}
