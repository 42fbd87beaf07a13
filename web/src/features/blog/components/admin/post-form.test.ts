import { describe, expect, it } from 'vitest';
import { blogPostRequestSchema } from '@contracts/content/contracts/blog-requests.ts';
import type { BlogPostRecord } from '@contracts/content/contracts/blog.ts';
import { ApiError } from '@/lib/api-client.ts';
import { EMPTY_POST, formValuesOf, inputOf, postFieldIssues, postFormSchema, sameValues, type PostFormValues } from './post-form.ts';

const record: BlogPostRecord = {
  id: '0190a1b2-0000-7000-8000-000000000001',
  slug: 'land-due-diligence',
  title: 'Land due diligence',
  excerpt: 'What to check.',
  markdown: '## Title\n\nText.',
  coverImageUrl: '/uploads/blog/abc-1600.webp',
  authorName: 'DealAcre Team',
  categories: ['land-investing'],
  tags: ['due-diligence'],
  status: 'published',
  publishAt: '2026-03-10T12:00:00.000Z',
  slugLocked: true,
  createdAt: '2026-03-01T12:00:00.000Z',
  updatedAt: '2026-03-10T12:00:00.000Z',
};

const apiError = (status: number, body: unknown) => new ApiError(status, JSON.stringify(body), body);

describe('the post form', () => {
  it('sends what the server accepts: no slug while empty or once locked, no empty author', () => {
    const values: PostFormValues = {
      ...EMPTY_POST,
      title: '  Scouting lots ',
      excerpt: ' Short. ',
      markdown: 'Body',
      categories: ['financing'],
      tags: ['rural'],
    };
    const input = inputOf(values, { slugLocked: false });
    expect(input).toEqual({
      title: 'Scouting lots',
      excerpt: 'Short.',
      markdown: 'Body',
      coverImageUrl: null,
      categories: ['financing'],
      tags: ['rural'],
    });
    expect(blogPostRequestSchema.safeParse(input).success).toBe(true);

    const edited = inputOf({ ...formValuesOf(record), slug: 'a-new-slug', authorName: 'Jordan Reyes' }, { slugLocked: true });
    expect(edited).not.toHaveProperty('slug');
    expect(edited.authorName).toBe('Jordan Reyes');
    expect(blogPostRequestSchema.safeParse(edited).success).toBe(true);
    expect(inputOf({ ...values, slug: 'my-slug' }, { slugLocked: false }).slug).toBe('my-slug');
  });

  it('checks the contract’s rules in the browser with messages a person can act on', () => {
    const issues = (values: object) =>
      postFormSchema.safeParse({ ...EMPTY_POST, title: 'A title', ...values }).error?.issues.map((issue) => issue.message) ?? [];
    expect(issues({})).toEqual([]);
    expect(issues({ title: '  ' })).toEqual(['Title is required']);
    expect(issues({ slug: 'Not A Slug' })).toEqual(['Use lowercase letters and digits joined by single hyphens, like land-deals-2026']);
    expect(issues({ excerpt: 'x'.repeat(301) })).toEqual(['Excerpt must be at most 300 characters']);
    expect(issues({ tags: Array.from({ length: 9 }, (_, index) => `tag-${index}`) })).toEqual(['At most 8 tags']);
  });

  it('tells saved values from changed ones', () => {
    expect(sameValues(formValuesOf(record), formValuesOf(record))).toBe(true);
    expect(sameValues(formValuesOf(record), { ...formValuesOf(record), tags: ['due-diligence', 'rural'] })).toBe(false);
    expect(sameValues(EMPTY_POST, { ...EMPTY_POST, markdown: 'x' })).toBe(false);
  });

  it('puts the server’s refusals under their fields, in the form’s order', () => {
    const invalid = apiError(400, {
      message: 'Invalid blog post',
      details: [
        { path: ['tags', 2], message: 'Tags are lowercase words joined by hyphens, like due-diligence' },
        { path: ['title'], message: 'Title must be one line of plain text' },
        { path: ['unknown'], message: 'ignored' },
      ],
    });
    expect(postFieldIssues(invalid)).toEqual([
      { field: 'title', message: 'Title must be one line of plain text' },
      { field: 'tags', message: 'Tags are lowercase words joined by hyphens, like due-diligence' },
    ]);
    expect(postFieldIssues(apiError(409, { message: 'Another post already uses the slug "x"', code: 'slug_taken' }))).toEqual([
      { field: 'slug', message: 'Another post already uses the slug "x"' },
    ]);
    expect(postFieldIssues(apiError(422, { message: 'Write the article before publishing it', code: 'blog_post_empty' }))).toEqual([
      { field: 'markdown', message: 'Write the article before publishing it' },
    ]);
    expect(postFieldIssues(apiError(500, { message: 'Boom' }))).toEqual([]);
  });
});
