import { describe, expect, it } from 'vitest';
import { BLOG_CATEGORY_SLUGS, BLOG_STATUSES, BLOG_TAG_MAX, BLOG_TAG_PATTERN } from '@contracts/content/contracts/blog.ts';
import { BLOG_STATUS_PARAMS, blogAdminSearchSchema } from './admin-search-params.ts';
import { BLOG_CATEGORY_PARAMS, BLOG_TAG_PARAM, blogSearchSchema } from './search-params.ts';

describe('blog search params', () => {
  it('know the contract’s categories, statuses and tags', () => {
    expect(BLOG_CATEGORY_PARAMS).toEqual(BLOG_CATEGORY_SLUGS);
    expect(BLOG_STATUS_PARAMS).toEqual(BLOG_STATUSES);
    for (const tag of [
      'due-diligence',
      'brrrr',
      'a1',
      'x'.repeat(BLOG_TAG_MAX),
      'x'.repeat(BLOG_TAG_MAX + 1),
      'Due',
      'two--hyphens',
      '-lead',
      'a b',
    ]) {
      expect(BLOG_TAG_PARAM.test(tag)).toBe(BLOG_TAG_PATTERN.test(tag) && tag.length <= BLOG_TAG_MAX);
    }
  });

  it('keep a known category, a well-formed tag and a page after the first, and drop anything else', () => {
    const defined = (search: object) => Object.fromEntries(Object.entries(search).filter(([, value]) => value !== undefined));
    expect(blogSearchSchema.parse({ category: 'financing', tag: 'owner-financing', page: '3' })).toEqual({
      category: 'financing',
      tag: 'owner-financing',
      page: 3,
    });
    expect(defined(blogSearchSchema.parse({ category: 'timeshares', tag: 'Not A Tag', page: '1' }))).toEqual({});
    expect(defined(blogSearchSchema.parse({ category: ['financing'], tag: 7, page: 'two' }))).toEqual({});
    expect(defined(blogSearchSchema.parse({ page: 2.5 }))).toEqual({});
    expect(defined(blogSearchSchema.parse({ page: 10_001 }))).toEqual({});
  });

  it('read the content screen’s tab, filters and open post', () => {
    const defined = (search: object) => Object.fromEntries(Object.entries(search).filter(([, value]) => value !== undefined));
    expect(defined(blogAdminSearchSchema.parse({ tab: 'faqs' }))).toEqual({ tab: 'faqs' });
    expect(defined(blogAdminSearchSchema.parse({ tab: 'posts', status: 'scheduled', q: 'rural', page: 2, post: 'new' }))).toEqual({
      status: 'scheduled',
      q: 'rural',
      page: 2,
      post: 'new',
    });
    expect(defined(blogAdminSearchSchema.parse({ status: 'archived', q: 'x'.repeat(101), post: 'x'.repeat(65), page: 1 }))).toEqual({});
  });
});
