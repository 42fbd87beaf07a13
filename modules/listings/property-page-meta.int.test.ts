import { expect, it } from 'vitest';
import { describeHost, useTestHost } from '../../src/testing/test-host.ts';
import { standInWebBuild } from '../../src/testing/web-build.ts';
import { newId } from '../shared/kernel/ids.ts';
import { ListingDrafted, ListingPublished, type ListingSnapshot } from './contracts/events.ts';
import { listingSnapshot } from './testing/fixtures.ts';

const webDist = standInWebBuild();

/** a public listing whose title and description need escaping */
const snapshot = (overrides: Partial<ListingSnapshot> = {}) =>
  listingSnapshot({
    title: '40 Acres "Creekside" Hunting Land & Cabin',
    description: 'Off-grid friendly, no HOA.\n\nSeasonal creek <and> mature oaks.',
    images: ['/uploads/listings/creek-1600.webp'],
    ...overrides,
  });

describeHost('listings: link previews of property pages', () => {
  const test = useTestHost({ hostOptions: { webDist } });

  it('serves /property/{id} of a public listing with its title, description and Open Graph tags, escaped', async () => {
    const listing = snapshot();
    await test.emit(ListingPublished.create(listing.id, listing));

    const response = await test.http().get(`/property/${listing.id}`).expect(200).expect('Content-Type', /html/);
    const html = response.text;
    const title = '40 Acres &quot;Creekside&quot; Hunting Land &amp; Cabin | DealAcre';
    expect(html).toContain(`<title>${title}</title>`);
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html).toContain(`<meta property="og:title" content="${title}" />`);
    expect(html).toContain(
      '<meta name="description" content="$38,000 · 40 acres · Fort Stockton, TX. Off-grid friendly, no HOA. Seasonal creek &lt;and&gt; mature oaks." />',
    );
    const publicUrl = test.config.PUBLIC_URL.replace(/\/$/, '');
    expect(html).toContain(`<meta property="og:url" content="${publicUrl}/property/${listing.id}" />`);
    expect(html).toContain(`<meta property="og:image" content="${publicUrl}/uploads/listings/creek-1600.webp" />`);
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image" />');
    expect(html).toContain(`<meta name="map-tile-url" content="${test.config.MAP_TILE_URL}" />`);
    expect(response.headers['cache-control']).toBe('private, no-cache');
  });

  it('gives drafts and unknown ids no preview: the plain page, nothing about the listing', async () => {
    const draft = snapshot({ title: 'Secret off-market parcel', status: 'draft', publishedAt: null });
    await test.emit(ListingDrafted.create(draft.id, draft));

    for (const page of [`/property/${draft.id}`, `/property/${newId()}`, '/property/not-an-id', '/search']) {
      const html = (await test.http().get(page).expect(200)).text;
      expect(html).toContain('<title>DealAcre - Wholesale Real Estate Marketplace</title>');
      expect(html).not.toContain('og:title');
      expect(html).not.toContain('Secret off-market');
      expect(html).toContain('name="map-tile-url"');
    }
  });
});
