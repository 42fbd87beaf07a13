import type { QueryHandler } from '../../../../shared/kernel/bus.ts';
import { escapeHtml as escapeXml } from '../../../../shared/kernel/html.ts';
import { PLATFORM } from '../../../../shared/kernel/tokens.ts';
import { answersQuery, UsesDependencies } from '../../../../shared/kernel/use-case.ts';
import { BlogPost } from '../../../domain/blog-post.entity.ts';
import { BLOG_DESCRIPTION, BLOG_TITLE, GetBlogFeed } from './get-blog-feed.query.ts';

export const FEED_SIZE = 20;

const needs = { em: PLATFORM.EntityManager, settings: PLATFORM.Settings };

/** RSS 2.0 with an `atom:link rel="self"`; every text escaped, every link absolute; an item's description is its excerpt. */
export class GetBlogFeedHandler extends UsesDependencies<typeof needs> implements QueryHandler<void, string> {
  get #base() {
    return this.deps.settings.publicUrl.replace(/\/$/, '');
  }

  async execute(): Promise<string> {
    const posts = await this.deps.em
      .fork()
      .find(BlogPost, { status: 'published' }, { orderBy: { publishAt: 'desc', id: 'desc' }, limit: FEED_SIZE });
    const tag = (name: string, text: string) => `<${name}>${escapeXml(text)}</${name}>`;
    const items = posts.map((post) => {
      const link = `${this.#base}/blog/${post.slug}`;
      const summary = post.toSummary();
      return [
        '    <item>',
        `      ${tag('title', post.title)}`,
        `      ${tag('link', link)}`,
        `      <guid isPermaLink="true">${escapeXml(link)}</guid>`,
        `      ${tag('pubDate', post.publishAt!.toUTCString())}`,
        `      ${tag('description', post.excerpt)}`,
        ...summary.categories.map((category) => `      ${tag('category', category.name)}`),
        '    </item>',
      ].join('\n');
    });
    const lastBuild = posts[0]?.publishAt;
    return [
      '<?xml version="1.0" encoding="UTF-8"?>',
      '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">',
      '  <channel>',
      `    ${tag('title', BLOG_TITLE)}`,
      `    ${tag('link', `${this.#base}/blog`)}`,
      `    ${tag('description', BLOG_DESCRIPTION)}`,
      '    <language>en-us</language>',
      `    <atom:link href="${escapeXml(`${this.#base}/blog/rss.xml`)}" rel="self" type="application/rss+xml" />`,
      ...(lastBuild ? [`    ${tag('lastBuildDate', lastBuild.toUTCString())}`] : []),
      ...items,
      '  </channel>',
      '</rss>',
      '',
    ].join('\n');
  }
}

export const getBlogFeed = answersQuery(GetBlogFeed, needs, GetBlogFeedHandler);
