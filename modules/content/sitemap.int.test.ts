import { expect, it } from 'vitest';
import { given } from '../../src/testing/members.ts';
import { describeHost, useTestHost } from '../../src/testing/test-host.ts';
import { LISTINGS_API, type ListingsApi } from '../listings/contracts/api.ts';
import type { PlatformSettings } from '../shared/kernel/settings.ts';
import { PLATFORM } from '../shared/kernel/tokens.ts';
import { GetSitemapHandler } from './application/reports/get-sitemap/get-sitemap.handler.ts';

const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);

describeHost('content: sitemap and robots.txt', () => {
  const test = useTestHost({ config: { PUBLIC_URL: 'https://dealacre.test' } });
  const make = given(test);

  it('names the sitemap in robots.txt and keeps crawlers out of the API and members’ pages', async () => {
    const response = await test
      .http()
      .get('/robots.txt')
      .expect(200)
      .expect('Content-Type', /text\/plain/);
    expect(response.text).toContain('Sitemap: https://dealacre.test/sitemap.xml');
    expect(response.text).toMatch(/^Disallow: \/api\/$/m);
    expect(response.text).toMatch(/^Disallow: \/settings$/m);
  });

  it('lists the public pages and every active listing with its last change, and no other listing', async () => {
    const seller = await make.seller();
    const [first, second] = await make.listings(seller, 2);
    const [draft] = await make.listings(seller, 1, false);

    const response = await test
      .http()
      .get('/sitemap.xml')
      .expect(200)
      .expect('Content-Type', /application\/xml/);
    expect(response.headers['cache-control']).toBe('public, max-age=3600');
    expect(response.text).toMatch(
      /^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/,
    );
    const urls = locs(response.text);
    expect(urls.slice(0, 7)).toEqual(
      ['/', '/search', '/pricing', '/join', '/blog', '/privacy-policy', '/terms-of-service'].map((path) => `https://dealacre.test${path}`),
    );
    expect(urls.slice(7).sort()).toEqual([first, second].map((id) => `https://dealacre.test/property/${id}`).sort());
    expect(urls.join()).not.toContain(draft);
    expect(response.text).toMatch(
      new RegExp(`<loc>https://dealacre.test/property/${first}</loc><lastmod>\\d{4}-\\d{2}-\\d{2}T[\\d:.]+Z</lastmod>`),
    );
    await test.http().get('/sitemaps/listings-9.xml').expect(404);
  });

  it('becomes an index of files of at most the limit once the URLs pass it', async () => {
    const seller = await make.seller();
    const ids = await make.listings(seller, 4);
    const handler = new GetSitemapHandler(
      {
        listings: test.host.container.get<ListingsApi>(LISTINGS_API),
        em: test.database.orm.em,
        settings: test.host.container.get<PlatformSettings>(PLATFORM.Settings),
      },
      3,
    );

    const root = (await handler.execute({ file: 'root' }))!;
    expect(root).toContain('<sitemapindex');
    expect(locs(root)).toEqual([
      'https://dealacre.test/sitemaps/pages.xml',
      'https://dealacre.test/sitemaps/listings-1.xml',
      'https://dealacre.test/sitemaps/listings-2.xml',
    ]);
    const parts = [(await handler.execute({ file: 'listings', part: 1 }))!, (await handler.execute({ file: 'listings', part: 2 }))!];
    expect(parts.map((part) => locs(part).length)).toEqual([3, 1]);
    expect(parts.flatMap(locs).sort()).toEqual(ids.map((id) => `https://dealacre.test/property/${id}`).sort());
    expect(await handler.execute({ file: 'listings', part: 3 })).toBeNull();
    expect(locs((await handler.execute({ file: 'pages' }))!)).toHaveLength(7);
  });
});
