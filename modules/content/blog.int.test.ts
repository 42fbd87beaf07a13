import sharp from 'sharp';
import { beforeEach, expect, it } from 'vitest';
import { browser } from '../../src/testing/browser.ts';
import { given, type User } from '../../src/testing/members.ts';
import { describeHost, useTestHost, type TestHost } from '../../src/testing/test-host.ts';
import { standInWebBuild } from '../../src/testing/web-build.ts';
import { newId } from '../shared/kernel/ids.ts';
import type { BlogAdminPage, BlogPost, BlogPostPage, BlogPostRecord } from './contracts/blog.ts';
import { starterPostsSql, STARTER_POSTS } from './infrastructure/starter-posts.ts';

const START = new Date('2026-11-10T12:00:00Z');
const clock = { current: START, now: () => new Date(clock.current) };
const minutes = (count: number) => new Date(clock.current.getTime() + count * 60_000);

async function administrator(test: TestHost, make: ReturnType<typeof given>): Promise<User> {
  const admin = await make.buyer();
  await test.grantAdmin(admin.id);
  return admin;
}

const rows = (test: TestHost) =>
  test.database.orm.em
    .fork()
    .execute<Array<{ slug: string; status: string }>>('select slug, status from content.blog_posts order by created_at, slug');

const draft = (overrides: Record<string, unknown> = {}) => ({
  title: 'Land due diligence: the checklist',
  excerpt: 'What to check before you buy a parcel.',
  markdown: 'Check **access**, utilities and zoning.',
  categories: ['land-investing'],
  tags: ['due-diligence'],
  ...overrides,
});

const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);

describeHost('content: the blog', () => {
  const test = useTestHost({ hostOptions: { clock, webDist: standInWebBuild() }, config: { PUBLIC_URL: 'https://dealacre.test' } });
  const make = given(test);
  beforeEach(() => {
    clock.current = START;
  });

  /** a post written and, unless told otherwise, published by `admin`, a minute after the previous */
  async function written(admin: User, overrides: Record<string, unknown> = {}, publish = true): Promise<BlogPostRecord> {
    clock.current = minutes(1);
    const created = await admin.user.send('post', '/api/admin/blog/posts', draft(overrides));
    expect(created.status).toBe(201);
    if (!publish) return created.body as BlogPostRecord;
    const published = await admin.user.send('post', `/api/admin/blog/posts/${created.body.id}/publish`, {});
    expect(published.status).toBe(200);
    return published.body as BlogPostRecord;
  }

  it('lets only administrators in: visitors get 401, members 403, on every call, and nothing changes', async () => {
    const admin = await administrator(test, make);
    const post = await written(admin, {}, false);
    const visitor = browser(test.host);
    await visitor.get('/api/auth/me');
    const member = await make.buyer();
    const image = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#3a7' } })
      .png()
      .toBuffer();

    for (const who of [visitor, member.user]) {
      const status = who === visitor ? 401 : 403;
      expect((await who.get('/api/admin/blog/posts')).status).toBe(status);
      expect((await who.get(`/api/admin/blog/posts/${post.id}`)).status).toBe(status);
      expect((await who.send('post', '/api/admin/blog/posts', draft({ title: 'Mine now' }))).status).toBe(status);
      expect((await who.send('post', '/api/admin/blog/posts', { title: '' })).status).toBe(status);
      expect((await who.send('patch', `/api/admin/blog/posts/${post.id}`, { title: 'Changed' })).status).toBe(status);
      expect((await who.send('post', `/api/admin/blog/posts/${post.id}/publish`, {})).status).toBe(status);
      expect((await who.send('post', `/api/admin/blog/posts/${post.id}/unpublish`)).status).toBe(status);
      expect((await who.send('delete', `/api/admin/blog/posts/${post.id}`)).status).toBe(status);
      expect((await who.send('post', '/api/admin/blog/preview', { markdown: '# Hi' })).status).toBe(status);
      expect((await who.uploadFiles('/api/admin/blog/images', 'image', [{ data: image, name: 'cover.png' }])).status).toBe(status);
    }
    const refused = await member.user.send('post', '/api/admin/blog/posts', draft());
    expect(refused.body.message).toBe('Only administrators can manage the blog');
    expect(await rows(test)).toEqual([{ slug: post.slug, status: 'draft' }]);
    expect((await admin.user.get(`/api/admin/blog/posts/${post.id}`)).body).toEqual(post);
  });

  it('refuses invalid posts with messages naming the field, and stores nothing', async () => {
    const admin = await administrator(test, make);
    const cases: Array<[object, string, string]> = [
      [draft({ title: '  ' }), 'title', 'Title is required'],
      [draft({ title: 'x'.repeat(141) }), 'title', 'Title must be at most 140 characters'],
      [draft({ title: 'Two\nlines' }), 'title', 'Title must be one line of plain text, without line breaks or text-direction controls'],
      [draft({ slug: 'Not A Slug' }), 'slug', 'Slug must be lowercase letters and digits joined by single hyphens, like land-deals-2026'],
      [
        draft({ slug: 'double--hyphen' }),
        'slug',
        'Slug must be lowercase letters and digits joined by single hyphens, like land-deals-2026',
      ],
      [
        draft({ categories: ['taxes'] }),
        'categories',
        'Category must be one of land-investing, wholesaling, joint-ventures, financing, deal-analysis, rentals',
      ],
      [draft({ tags: ['no spaces'] }), 'tags', 'Tags are lowercase words joined by hyphens, like due-diligence'],
      [draft({ tags: Array.from({ length: 9 }, (_, n) => `tag-${n}`) }), 'tags', 'At most 8 tags'],
      [draft({ excerpt: 'x'.repeat(301) }), 'excerpt', 'Excerpt must be at most 300 characters'],
      [draft({ markdown: 'x'.repeat(100_001) }), 'markdown', 'The article must be at most 100,000 characters'],
      [
        draft({ coverImageUrl: 'https://elsewhere.example/cover.jpg' }),
        'coverImageUrl',
        'Cover image must be the URL of an image uploaded to the blog',
      ],
      [draft({ coverImageUrl: 'javascript:alert(1)' }), 'coverImageUrl', 'Cover image must be the URL of an image uploaded to the blog'],
      [
        draft({ coverImageUrl: '/uploads/../secrets.webp' }),
        'coverImageUrl',
        'Cover image must be the URL of an image uploaded to the blog',
      ],
      [draft({ authorName: '' }), 'authorName', 'Author name cannot be empty: leave it out to sign with your name'],
      [draft({ status: 'published' }), '', 'Unrecognized key: "status"'],
    ];
    for (const [body, field, message] of cases) {
      const refused = await admin.user.send('post', '/api/admin/blog/posts', body);
      expect(refused.status, message).toBe(400);
      expect(refused.body.message).toBe('Invalid blog post');
      expect(refused.body.details).toContainEqual(
        expect.objectContaining({
          path: field ? [field, ...(['categories', 'tags'].includes(field) && message !== 'At most 8 tags' ? [0] : [])] : [],
          message,
        }),
      );
    }
    // a site path that is not a stored file: refused by the server, which knows where files are stored
    const foreignPath = await admin.user.send('post', '/api/admin/blog/posts', draft({ coverImageUrl: '/images/cover.webp' }));
    expect(foreignPath.status).toBe(400);
    expect(foreignPath.body.details).toEqual([
      expect.objectContaining({ path: ['coverImageUrl'], message: 'Cover image must be the URL of an image uploaded to the blog' }),
    ]);
    // a picture from another site: the page's own policy would block it, and it would tell that site who reads
    const pixel = await admin.user.send(
      'post',
      '/api/admin/blog/posts',
      draft({ markdown: 'Hello\n\n<img src="https://track.example/p.gif">' }),
    );
    expect(pixel.status).toBe(400);
    expect(pixel.body.message).toBe(
      'Pictures must be uploaded to the blog: https://track.example/p.gif is not. Use Insert image to upload it.',
    );
    expect(pixel.body.details).toEqual([expect.objectContaining({ path: ['markdown'] })]);

    for (const field of ['title', 'excerpt', 'markdown', 'authorName'] as const) {
      const nul = await admin.user.send('post', '/api/admin/blog/posts', draft({ [field]: 'A\u0000B' }));
      expect(nul.status).toBe(400);
      expect(nul.body.message).toBe(`${field} contains a control character (such as a NUL byte)`);
    }
    const bell = await admin.user.send('post', '/api/admin/blog/posts', draft({ tags: ['ok', 'a\u0007b'] }));
    expect(bell.status).toBe(400);
    expect(bell.body.message).toMatch(/control character/);
    expect(await rows(test)).toEqual([]);

    const post = await written(admin, {}, false);
    const patched = await admin.user.send('patch', `/api/admin/blog/posts/${post.id}`, { markdown: 'New\u0000text' });
    expect(patched.status).toBe(400);
    expect(
      (await admin.user.send('patch', `/api/admin/blog/posts/${post.id}`, { markdown: '![x](https://cdn.example.com/x.png)' })).status,
    ).toBe(400);
    expect((await admin.user.send('patch', `/api/admin/blog/posts/${post.id}`, { slug: 'Bad Slug' })).status).toBe(400);
    expect((await admin.user.send('post', `/api/admin/blog/posts/${post.id}/publish`, { at: 'tomorrow' })).body.details[0].message).toBe(
      'at must be a date and time with its offset, like 2026-11-20T09:00:00Z',
    );
    expect((await admin.user.send('post', '/api/admin/blog/preview', { markdown: 'x\u0000' })).status).toBe(400);
    expect((await admin.user.get(`/api/admin/blog/posts/${post.id}`)).body).toEqual(post);
  });

  it("signs a post by the team when the administrator's account has no person's name, as an install's administrator has", async () => {
    const admin = await administrator(test, make);
    const renamed = await admin.user.send('patch', '/api/users/me', { firstName: 'Site', lastName: 'Administrator' });
    expect(renamed.status).toBe(200);
    await test.host.projections.settled();
    const post = await written(admin, { title: 'Closing costs on raw land' });
    expect(post.authorName).toBe('DealAcre Team');
    expect((await test.http().get(`/api/blog/posts/${post.slug}`).expect(200)).body.author).toEqual({ name: 'DealAcre Team' });
  });

  it('makes slugs from titles, unique with -2 and -3, and locks a slug once the post has been public', async () => {
    const admin = await administrator(test, make);
    const first = await written(admin, { title: 'Owner Financing 101: Land & Notes — Café Edition' }, false);
    expect(first).toMatchObject({
      slug: 'owner-financing-101-land-and-notes-cafe-edition',
      status: 'draft',
      publishAt: null,
      slugLocked: false,
      authorName: 'Ada M.',
    });
    const second = await written(admin, { title: 'Owner financing 101: land & notes, café edition!' }, false);
    const third = await written(admin, { title: 'Owner Financing 101 Land and Notes Cafe Edition' }, false);
    expect([second.slug, third.slug]).toEqual([
      'owner-financing-101-land-and-notes-cafe-edition-2',
      'owner-financing-101-land-and-notes-cafe-edition-3',
    ]);
    const long = await written(admin, { title: `${'Wholesaling '.repeat(10)}works` }, false);
    expect(long.slug.length).toBeLessThanOrEqual(76);
    expect(long.slug).toMatch(/^wholesaling(-wholesaling)+$/);
    expect(await written(admin, { title: '???', authorName: 'Guest Writer' }, false)).toMatchObject({
      slug: 'post',
      authorName: 'Guest Writer',
    });

    const taken = await admin.user.send('post', '/api/admin/blog/posts', draft({ slug: first.slug }));
    expect(taken.status).toBe(409);
    expect(taken.body).toMatchObject({ code: 'slug_taken', message: `Another post already uses the slug "${first.slug}"` });
    const clash = await admin.user.send('patch', `/api/admin/blog/posts/${second.id}`, { slug: first.slug });
    expect(clash.status).toBe(409);
    expect(clash.body.code).toBe('slug_taken');

    // a draft's slug may change; the title changing leaves it alone
    const renamed = await admin.user.send('patch', `/api/admin/blog/posts/${first.id}`, {
      slug: 'owner-financing-basics',
      title: 'Owner financing basics',
    });
    expect(renamed.body).toMatchObject({ slug: 'owner-financing-basics', title: 'Owner financing basics' });
    expect((await admin.user.send('patch', `/api/admin/blog/posts/${first.id}`, { title: 'Owner financing, the basics' })).body.slug).toBe(
      'owner-financing-basics',
    );

    expect((await admin.user.send('post', `/api/admin/blog/posts/${first.id}/publish`, {})).body.slugLocked).toBe(true);
    const locked = await admin.user.send('patch', `/api/admin/blog/posts/${first.id}`, { slug: 'owner-financing' });
    expect(locked.status).toBe(409);
    expect(locked.body).toMatchObject({
      code: 'slug_locked',
      message: 'The slug of a post that has been published cannot change: links to it are already out there',
    });
    // back to draft, still locked; sending the same slug is no change
    const unpublished = await admin.user.send('post', `/api/admin/blog/posts/${first.id}/unpublish`);
    expect(unpublished.body).toMatchObject({ status: 'draft', slugLocked: true });
    expect((await admin.user.send('patch', `/api/admin/blog/posts/${first.id}`, { slug: 'owner-financing' })).body.code).toBe(
      'slug_locked',
    );
    expect(
      (await admin.user.send('patch', `/api/admin/blog/posts/${first.id}`, { slug: 'owner-financing-basics', excerpt: 'New excerpt.' }))
        .status,
    ).toBe(200);
  });

  it('keeps drafts private, publishes now, unpublishes and deletes', async () => {
    const admin = await administrator(test, make);
    const post = await written(admin, { title: 'The BRRRR method, step by step' }, false);
    expect(post).toMatchObject({
      status: 'draft',
      authorName: 'Ada M.',
      categories: ['land-investing'],
      tags: ['due-diligence'],
      coverImageUrl: null,
    });

    expect((await test.http().get('/api/blog/posts').expect(200)).body).toEqual({ items: [], page: 1, pageSize: 9, total: 0 });
    await test.http().get(`/api/blog/posts/${post.slug}`).expect(404);
    await test.http().get(`/api/blog/posts/${post.id}`).expect(404);
    const empty = await admin.user.send('post', '/api/admin/blog/posts', draft({ markdown: '  ' }));
    expect((await admin.user.send('post', `/api/admin/blog/posts/${empty.body.id}/publish`, {})).status).toBe(422);

    clock.current = minutes(5);
    const published = await admin.user.send('post', `/api/admin/blog/posts/${post.id}/publish`, {});
    expect(published.body).toMatchObject({ status: 'published', publishAt: clock.current.toISOString(), slugLocked: true });
    // publishing again changes nothing
    clock.current = minutes(5);
    expect((await admin.user.send('post', `/api/admin/blog/posts/${post.id}/publish`, {})).body.publishAt).toBe(published.body.publishAt);

    const list = await test.http().get('/api/blog/posts').expect(200);
    expect(list.headers['cache-control']).toBe('public, max-age=300');
    expect(list.headers['ratelimit-policy']).toBe('120;w=60');
    expect((list.body as BlogPostPage).items).toEqual([
      {
        id: post.id,
        slug: 'the-brrrr-method-step-by-step',
        title: 'The BRRRR method, step by step',
        excerpt: 'What to check before you buy a parcel.',
        coverImageUrl: null,
        author: { name: 'Ada M.' },
        publishedAt: published.body.publishAt,
        readingMinutes: 1,
        categories: [{ slug: 'land-investing', name: 'Land investing' }],
        tags: ['due-diligence'],
      },
    ]);
    const bySlug = (await test.http().get(`/api/blog/posts/${post.slug}`).expect(200)).body as BlogPost;
    expect(bySlug.html).toBe('<p>Check <strong>access</strong>, utilities and zoning.</p>');
    // an old link by id answers the same post, whose slug the page redirects to
    expect((await test.http().get(`/api/blog/posts/${post.id}`).expect(200)).body).toEqual(bySlug);
    await test.http().get('/api/blog/posts/not-a-post').expect(404);

    const events = await test.database.orm.em
      .fork()
      .execute<Array<{ aggregate_id: string; payload: Record<string, unknown> }>>(
        `select aggregate_id, payload from platform.outbox where type = 'content.blog-post-published.v1'`,
      );
    expect(events).toEqual([
      { aggregate_id: post.id, payload: { slug: post.slug, title: post.title, publishedAt: published.body.publishAt } },
    ]);

    const back = await admin.user.send('post', `/api/admin/blog/posts/${post.id}/unpublish`);
    expect(back.body).toMatchObject({ status: 'draft', publishAt: null });
    await test.http().get(`/api/blog/posts/${post.slug}`).expect(404);
    expect((await test.http().get('/api/blog/posts')).body.total).toBe(0);

    expect((await admin.user.send('delete', `/api/admin/blog/posts/${post.id}`)).status).toBe(204);
    expect((await admin.user.get(`/api/admin/blog/posts/${post.id}`)).status).toBe(404);
    expect((await admin.user.send('delete', `/api/admin/blog/posts/${post.id}`)).status).toBe(404);
    expect((await admin.user.send('patch', `/api/admin/blog/posts/${newId()}`, { title: 'x' })).status).toBe(404);
    expect((await admin.user.send('post', '/api/admin/blog/posts/not-an-id/publish', {})).status).toBe(404);
    expect((await rows(test)).map((row) => row.slug)).toEqual([empty.body.slug]);
  });

  it('schedules a post and publishes it at its time with the job, not a minute before', async () => {
    const admin = await administrator(test, make);
    const post = await written(admin, { title: 'Wholesaling and assignment contracts' }, false);
    const at = new Date('2026-11-12T09:00:00Z');
    const scheduled = await admin.user.send('post', `/api/admin/blog/posts/${post.id}/publish`, { at: '2026-11-12T04:00:00-05:00' });
    expect(scheduled.body).toMatchObject({ status: 'scheduled', publishAt: at.toISOString(), slugLocked: false });
    // still a draft's slug until it is public
    expect((await admin.user.send('patch', `/api/admin/blog/posts/${post.id}`, { slug: 'assignment-contracts' })).body.slug).toBe(
      'assignment-contracts',
    );

    clock.current = new Date(at.getTime() - 60_000);
    await test.host.runJobs();
    await test.http().get('/api/blog/posts/assignment-contracts').expect(404);
    expect((await admin.user.get(`/api/admin/blog/posts/${post.id}`)).body.status).toBe('scheduled');

    clock.current = at;
    await test.host.runJobs();
    const live = (await test.http().get('/api/blog/posts/assignment-contracts').expect(200)).body as BlogPost;
    expect(live.publishedAt).toBe(at.toISOString());
    expect((await admin.user.get(`/api/admin/blog/posts/${post.id}`)).body).toMatchObject({
      status: 'published',
      publishAt: at.toISOString(),
      slugLocked: true,
    });
    await test.host.runJobs();
    const events = await test.database.orm.em
      .fork()
      .execute(`select aggregate_id from platform.outbox where type = 'content.blog-post-published.v1'`);
    expect(events).toEqual([{ aggregate_id: post.id }]);

    // a time not in the future publishes now; unpublishing a scheduled post makes it a draft
    const other = await written(admin, { title: 'Past time' }, false);
    expect((await admin.user.send('post', `/api/admin/blog/posts/${other.id}/publish`, { at: '2026-01-01T00:00:00Z' })).body).toMatchObject(
      {
        status: 'published',
        publishAt: clock.current.toISOString(),
      },
    );
    const later = await written(admin, { title: 'Later' }, false);
    await admin.user.send('post', `/api/admin/blog/posts/${later.id}/publish`, { at: '2026-12-01T00:00:00Z' });
    expect((await admin.user.send('post', `/api/admin/blog/posts/${later.id}/unpublish`)).body).toMatchObject({
      status: 'draft',
      publishAt: null,
    });
    clock.current = new Date('2026-12-02T00:00:00Z');
    await test.host.runJobs();
    await test.http().get(`/api/blog/posts/${later.slug}`).expect(404);
  });

  it('renders Markdown to sanitized HTML: no scripts, event attributes or javascript: links; the preview shows the same', async () => {
    const admin = await administrator(test, make);
    const markdown = [
      '# A heading',
      '',
      'Hello <script>alert(1)</script> <img src=x onerror=alert(1)> [x](javascript:alert(1)) <a href="/search" onclick="steal()">search</a>',
      '',
      '[guide](https://example.com/guide) [pricing](/pricing) [mail](mailto:team@dealacre.test) <iframe src="https://example.com"></iframe>',
      '',
      '![Creek](/uploads/blog/creek-1600.webp) ![Tracker](http://tracker.example/pixel.gif) ![Inline](data:image/png;base64,AAAA)',
      '',
      '<p style="color:red" class="x">styled</p>',
      '',
      '| Offer | Margin |',
      '|:--|--:|',
      '| $40,000 | $8,000 |',
      '',
      `${'word '.repeat(450)}`,
    ].join('\n');
    const preview = await admin.user.send('post', '/api/admin/blog/preview', { markdown });
    expect(preview.status).toBe(200);
    const { html, readingMinutes } = preview.body as { html: string; readingMinutes: number };
    expect(readingMinutes).toBe(3);
    for (const banned of [
      '<script',
      'alert(1)',
      'onerror',
      'onclick',
      'javascript:',
      '<iframe',
      'style=',
      'data:',
      'tracker.example',
      '<h1',
      'class="x"',
    ]) {
      expect(html, banned).not.toContain(banned);
    }
    expect(html).toContain('<h2>A heading</h2>');
    expect(html).toContain('Hello  ');
    expect(html).toContain(' x <a href="/search">search</a>');
    expect(html).toContain('<a href="https://example.com/guide" rel="nofollow noopener" target="_blank">guide</a>');
    expect(html).toContain('<a href="/pricing">pricing</a>');
    expect(html).toContain('<a href="mailto:team@dealacre.test">mail</a>');
    expect(html).toContain('<img src="/uploads/blog/creek-1600.webp" alt="Creek" loading="lazy" />');
    expect(html).toContain('<p>styled</p>');
    expect(html).toContain('<th align="left">Offer</th>');

    // saved, a post may show only uploaded pictures: without the other three, it is stored as previewed
    const saved = markdown
      .replace(' <img src=x onerror=alert(1)>', '')
      .replace(' ![Tracker](http://tracker.example/pixel.gif) ![Inline](data:image/png;base64,AAAA)', '');
    const post = await written(admin, { markdown: saved });
    const stored = (await test.http().get(`/api/blog/posts/${post.slug}`)).body as BlogPost;
    expect(stored.html).toBe((await admin.user.send('post', '/api/admin/blog/preview', { markdown: saved })).body.html);
    expect(stored.readingMinutes).toBe(3);
    expect((await admin.user.get(`/api/admin/blog/posts/${post.id}`)).body.markdown).toBe(saved);
  });

  it('lists published posts newest first by category, tag and page, with related posts and neighbours', async () => {
    const admin = await administrator(test, make);
    const a = await written(admin, { title: 'A land checklist', categories: ['land-investing'], tags: ['due-diligence', 'access'] });
    const b = await written(admin, { title: 'B wholesale margins', categories: ['wholesaling', 'deal-analysis'], tags: ['assignment'] });
    const c = await written(admin, {
      title: 'C rural access',
      categories: ['land-investing'],
      tags: ['access', 'due-diligence', 'zoning'],
    });
    await written(admin, { title: 'D hidden draft', categories: ['land-investing'], tags: ['access'] }, false);
    const e = await written(admin, { title: 'E owner financing land', categories: ['financing', 'land-investing'], tags: [] });
    const f = await written(admin, { title: 'F unrelated', categories: ['rentals'], tags: ['brrrr'] });

    const all = (await test.http().get('/api/blog/posts').expect(200)).body as BlogPostPage;
    expect(all.items.map((post) => post.title)).toEqual([f, e, c, b, a].map((post) => post.title));
    expect(all.total).toBe(5);
    const land = (await test.http().get('/api/blog/posts?category=land-investing').expect(200)).body as BlogPostPage;
    expect(land.items.map((post) => post.id)).toEqual([e.id, c.id, a.id]);
    expect((await test.http().get('/api/blog/posts?tag=access').expect(200)).body.items.map((post: { id: string }) => post.id)).toEqual([
      c.id,
      a.id,
    ]);
    expect(
      (await test.http().get('/api/blog/posts?category=land-investing&tag=zoning').expect(200)).body.items.map(
        (post: { id: string }) => post.id,
      ),
    ).toEqual([c.id]);
    expect((await test.http().get('/api/blog/posts?category=&tag=').expect(200)).body.total).toBe(5);
    const second = (await test.http().get('/api/blog/posts?page=2&pageSize=2').expect(200)).body as BlogPostPage;
    expect(second).toMatchObject({ page: 2, pageSize: 2, total: 5 });
    expect(second.items.map((post) => post.id)).toEqual([c.id, b.id]);
    expect((await test.http().get('/api/blog/posts?page=4&pageSize=2').expect(200)).body.items).toEqual([]);
    for (const query of ['pageSize=25', 'pageSize=0', 'page=0', 'page=x', 'category=taxes', 'tag=Not%20a%20tag']) {
      const refused = await test.http().get(`/api/blog/posts?${query}`).expect(400);
      expect(refused.body.message).toBe('Invalid blog query');
    }

    const post = (await test.http().get(`/api/blog/posts/${c.slug}`).expect(200)).body as BlogPost;
    // most shared first (a shares the category and two tags, e the category), never the draft or the post itself
    expect(post.related.map((other) => other.id)).toEqual([a.id, e.id]);
    expect(post.previous).toEqual({ slug: b.slug, title: b.title });
    expect(post.next).toEqual({ slug: e.slug, title: e.title });
    expect(post.updatedAt).toBe(c.updatedAt);
    const oldest = (await test.http().get(`/api/blog/posts/${a.slug}`)).body as BlogPost;
    expect([oldest.previous, oldest.next]).toEqual([null, { slug: b.slug, title: b.title }]);
    expect(((await test.http().get(`/api/blog/posts/${f.slug}`)).body as BlogPost).related).toEqual([]);
  });

  it('lists every post for administrators, by status and words, 20 a page, newest change first', async () => {
    const admin = await administrator(test, make);
    const posts: BlogPostRecord[] = [];
    for (let n = 1; n <= 21; n++)
      posts.push(await written(admin, { title: `Deal note ${n}`, excerpt: n === 7 ? 'About 100% financing' : 'Plain' }, n % 3 === 0));
    const first = (await admin.user.get('/api/admin/blog/posts')).body as BlogAdminPage;
    expect(first).toMatchObject({ page: 1, pageSize: 20, total: 21 });
    expect(first.items[0]).toEqual({ ...posts[20], markdown: undefined });
    expect(first.items[0]).not.toHaveProperty('markdown');
    expect(first.items.map((item) => item.title)).toEqual(
      posts
        .slice(1)
        .reverse()
        .map((post) => post.title),
    );
    expect(((await admin.user.get('/api/admin/blog/posts?page=2')).body as BlogAdminPage).items.map((item) => item.id)).toEqual([
      posts[0].id,
    ]);
    const published = (await admin.user.get('/api/admin/blog/posts?status=published')).body as BlogAdminPage;
    expect(published.total).toBe(7);
    expect(published.items.every((item) => item.status === 'published')).toBe(true);
    expect(
      ((await admin.user.get('/api/admin/blog/posts?status=draft&q=NOTE%201')).body as BlogAdminPage).items.map((item) => item.title),
    ).toEqual([
      'Deal note 19',
      'Deal note 17',
      'Deal note 16',
      'Deal note 14',
      'Deal note 13',
      'Deal note 11',
      'Deal note 10',
      'Deal note 1',
    ]);
    expect(((await admin.user.get('/api/admin/blog/posts?q=deal-note-21')).body as BlogAdminPage).items.map((item) => item.title)).toEqual([
      'Deal note 21',
    ]);
    expect(((await admin.user.get('/api/admin/blog/posts?q=100%25')).body as BlogAdminPage).items.map((item) => item.title)).toEqual([
      'Deal note 7',
    ]);
    expect(((await admin.user.get('/api/admin/blog/posts?q=_')).body as BlogAdminPage).total).toBe(0);
    expect((await admin.user.get('/api/admin/blog/posts?status=gone')).status).toBe(400);
  });

  it('serves an RSS feed of the latest 20 published posts, escaped, with absolute links', async () => {
    const admin = await administrator(test, make);
    await written(admin, { title: 'Hidden draft' }, false);
    for (let n = 1; n <= 21; n++) await written(admin, { title: `Post ${n}`, excerpt: `Excerpt ${n}` });
    const tricky = await written(admin, {
      title: 'Cap rate <vs> cash-on-cash & "yield"',
      excerpt: 'Which number matters? <b>Both</b> & more.',
      categories: ['deal-analysis'],
    });

    const response = await test.http().get('/blog/rss.xml').expect(200);
    expect(response.headers['content-type']).toBe('application/rss+xml; charset=utf-8');
    expect(response.headers['cache-control']).toBe('public, max-age=600');
    expect(response.headers['ratelimit-policy']).toBe('60;w=60');
    const xml = response.text;
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<rss version="2.0" xmlns:atom="http:\/\/www.w3.org\/2005\/Atom">/);
    expect(xml).toContain('<atom:link href="https://dealacre.test/blog/rss.xml" rel="self" type="application/rss+xml" />');
    expect(xml).toContain('<link>https://dealacre.test/blog</link>');
    const items = xml.split('<item>').slice(1);
    expect(items).toHaveLength(20);
    expect(items[0]).toContain('<title>Cap rate &lt;vs&gt; cash-on-cash &amp; &quot;yield&quot;</title>');
    expect(items[0]).toContain(`<link>https://dealacre.test/blog/${tricky.slug}</link>`);
    expect(items[0]).toContain(`<guid isPermaLink="true">https://dealacre.test/blog/${tricky.slug}</guid>`);
    expect(items[0]).toContain('<description>Which number matters? &lt;b&gt;Both&lt;/b&gt; &amp; more.</description>');
    expect(items[0]).toContain(`<pubDate>${new Date(tricky.publishAt!).toUTCString()}</pubDate>`);
    expect(items[0]).toContain('<category>Deal analysis</category>');
    expect(items[19]).toContain('<title>Post 3</title>');
    expect(xml).not.toContain('Hidden draft');
    expect(xml).not.toContain('<title>Post 2</title>');
  });

  it('puts /blog and every published post in the sitemap with its last change', async () => {
    const admin = await administrator(test, make);
    const post = await written(admin, { title: 'Evaluating a rural lot' });
    const hidden = await written(admin, { title: 'Not yet' }, false);
    clock.current = minutes(30);
    const edited = (await admin.user.send('patch', `/api/admin/blog/posts/${post.id}`, { excerpt: 'Access, utilities, zoning.' }))
      .body as BlogPostRecord;

    const xml = (await test.http().get('/sitemap.xml').expect(200)).text;
    expect(locs(xml)).toContain('https://dealacre.test/blog');
    expect(xml).toContain(`<url><loc>https://dealacre.test/blog/${post.slug}</loc><lastmod>${edited.updatedAt}</lastmod></url>`);
    expect(xml).not.toContain(hidden.slug);
    const part = (await test.http().get('/sitemaps/blog-1.xml').expect(200)).text;
    expect(locs(part)).toEqual([`https://dealacre.test/blog/${post.slug}`]);
    await test.http().get('/sitemaps/blog-2.xml').expect(404);
  });

  it('gives /blog and published posts link previews, and drafts none', async () => {
    const admin = await administrator(test, make);
    const image = await sharp({ create: { width: 2400, height: 1200, channels: 3, background: '#5a7d3a' } })
      .jpeg()
      .toBuffer();
    const uploaded = await admin.user.uploadFiles('/api/admin/blog/images', 'image', [{ data: image, name: 'cover.jpg' }]);
    const post = await written(admin, {
      title: 'JV deals: "splits" & structures',
      excerpt: 'Who brings what <and> who gets what.',
      coverImageUrl: uploaded.body.url,
    });
    const hidden = await written(admin, { title: 'Secret draft about land' }, false);

    const html = (await test.http().get(`/blog/${post.slug}`).expect(200)).text;
    expect(html).toContain('<title>JV deals: &quot;splits&quot; &amp; structures | DealAcre Blog</title>');
    expect(html).toContain('<meta name="description" content="Who brings what &lt;and&gt; who gets what." />');
    expect(html).toContain('<meta property="og:type" content="article" />');
    expect(html).toContain(`<meta property="og:image" content="https://dealacre.test${uploaded.body.url}" />`);
    expect(html).toContain(`<meta property="og:url" content="https://dealacre.test/blog/${post.slug}" />`);

    const index = (await test.http().get('/blog').expect(200)).text;
    expect(index).toContain('<title>Blog | DealAcre</title>');
    expect(index).toContain('<meta property="og:type" content="website" />');

    for (const page of [`/blog/${hidden.slug}`, `/blog/${newId()}`, '/blog/%E0%A4%A']) {
      const plain = (await test.http().get(page)).text;
      expect(plain).not.toContain('og:title');
      expect(plain).not.toContain('Secret draft');
    }
  });

  it('stores uploaded images re-encoded as WebP and refuses other files with a clear message', async () => {
    const admin = await administrator(test, make);
    const photo = await sharp({ create: { width: 2400, height: 1200, channels: 3, background: '#3a7' } })
      .jpeg()
      .withExifMerge({ IFD0: { Copyright: 'secret' } })
      .toBuffer();
    const uploaded = await admin.user.uploadFiles('/api/admin/blog/images', 'image', [{ data: photo, name: 'creek.jpg' }]);
    expect(uploaded.status).toBe(201);
    expect(uploaded.body).toEqual({ url: expect.stringMatching(/^\/uploads\/blog\/[0-9a-f]{20}-1600\.webp$/), width: 1600, height: 800 });
    const served = await test.http().get(uploaded.body.url).buffer(true).expect(200);
    const meta = await sharp(served.body as Buffer).metadata();
    expect([meta.format, meta.width, meta.exif]).toEqual(['webp', 1600, undefined]);
    // the same picture again is the same file
    expect((await admin.user.uploadFiles('/api/admin/blog/images', 'image', [{ data: photo, name: 'again.jpg' }])).body.url).toBe(
      uploaded.body.url,
    );
    // and it can be a post's cover
    expect((await written(admin, { coverImageUrl: uploaded.body.url }, false)).coverImageUrl).toBe(uploaded.body.url);

    const gif = await sharp({ create: { width: 10, height: 10, channels: 3, background: '#000' } })
      .gif()
      .toBuffer();
    const refusals: Array<[Buffer, string, string]> = [
      [gif, 'anim.gif', '"anim.gif" is not a JPEG, PNG or WebP image. Upload a JPEG, PNG or WebP image of at most 10 MB.'],
      [
        Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
        'x.svg',
        '"x.svg" is not a JPEG, PNG or WebP image. Upload a JPEG, PNG or WebP image of at most 10 MB.',
      ],
      [
        Buffer.concat([Buffer.from([0xff, 0xd8, 0xff]), Buffer.alloc(64)]),
        'broken.jpg',
        '"broken.jpg" is not a JPEG, PNG or WebP image. Upload a JPEG, PNG or WebP image of at most 10 MB.',
      ],
    ];
    for (const [data, name, message] of refusals) {
      const refused = await admin.user.uploadFiles('/api/admin/blog/images', 'image', [{ data, name }]);
      expect(refused.status, name).toBe(400);
      expect(refused.body.message).toBe(message);
    }
    const wrongField = await admin.user.uploadFiles('/api/admin/blog/images', 'file', [{ data: photo, name: 'creek.jpg' }]);
    expect(wrongField.status).toBe(400);
    expect(wrongField.body.message).toBe('Send one image in the "image" field of a multipart form (multipart/form-data).');
    const tooLarge = await admin.user.uploadFiles('/api/admin/blog/images', 'image', [
      { data: Buffer.alloc(10 * 1024 * 1024 + 1), name: 'huge.jpg' },
    ]);
    expect(tooLarge.status).toBe(413);
    expect(tooLarge.body.message).toBe('The image is larger than 10 MB. Upload a JPEG, PNG or WebP image of at most 10 MB.');
  });

  it('starts with the starter articles, published, long enough to read and related to each other', async () => {
    const em = test.database.orm.em.fork();
    for (const statement of starterPostsSql()) await em.execute(statement);
    // the migration's statements leave a post whose slug exists alone
    for (const statement of starterPostsSql()) await em.execute(statement);

    const page = (await test.http().get('/api/blog/posts?pageSize=24').expect(200)).body as BlogPostPage;
    expect(page.total).toBe(STARTER_POSTS.length);
    expect(page.total).toBeGreaterThanOrEqual(8);
    expect(
      page.items.every((post) => post.author.name === 'DealAcre Team' && post.publishedAt < '2026-11-01' && post.coverImageUrl === null),
    ).toBe(true);
    for (const starter of STARTER_POSTS) {
      const words = starter.markdown.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
      expect(words, starter.slug).toBeGreaterThanOrEqual(500);
      expect(words, starter.slug).toBeLessThanOrEqual(900);
      const post = (await test.http().get(`/api/blog/posts/${starter.slug}`).expect(200)).body as BlogPost;
      expect(post.html).toContain('<h2>');
      expect(post.html).toMatch(/<(ul|ol)>/);
      expect(post.readingMinutes).toBeGreaterThanOrEqual(3);
      expect(post.related.length, starter.slug).toBeGreaterThan(0);
      expect(post.excerpt.length).toBeLessThanOrEqual(300);
    }
  });
});
