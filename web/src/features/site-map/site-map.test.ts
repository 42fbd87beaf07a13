import { describe, expect, it } from 'vitest';
import { siteMapEntries } from './site-map.ts';

describe('siteMapEntries', () => {
  it('groups pages by the guard above them, once each, without layouts, the root or trailing slashes', () => {
    const groups = siteMapEntries([
      { id: '__root__', fullPath: '' },
      { id: '/', fullPath: '/' },
      { id: '/search', fullPath: '/search' },
      { id: '/property/$id', fullPath: '/property/$id' },
      { id: '/_guest', fullPath: '' },
      { id: '/_guest/login', fullPath: '/login' },
      { id: '/_protected', fullPath: '' },
      { id: '/_protected/settings', fullPath: '/settings' },
      { id: '/_protected/_admin', fullPath: '' },
      { id: '/_protected/_admin/admin/', fullPath: '/admin/' },
      { id: '/_protected/_admin/admin/sitemap', fullPath: '/admin/sitemap' },
      { id: '/blog/', fullPath: '/blog/' },
      { id: '/blog/$slug', fullPath: '/blog/$slug' },
    ]);
    expect(groups.everyone.map((entry) => [entry.path, entry.linkable])).toEqual([
      ['/', true],
      ['/blog', true],
      ['/blog/$slug', false],
      ['/property/$id', false],
      ['/search', true],
    ]);
    expect(groups.visitors.map((entry) => entry.path)).toEqual(['/login']);
    expect(groups.members.map((entry) => entry.path)).toEqual(['/settings']);
    expect(groups.administrators.map((entry) => entry.path)).toEqual(['/admin', '/admin/sitemap']);
  });
});
