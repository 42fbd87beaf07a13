import { defineQuery } from '../../../../shared/kernel/bus.ts';

export const BLOG_TITLE = 'DealAcre Blog';
export const BLOG_DESCRIPTION =
  'Practical guides to land investing, wholesaling, joint ventures, financing and deal analysis from the DealAcre team.';

/** `/blog/rss.xml`: RSS 2.0 of the latest published posts (public). */
export const GetBlogFeed = defineQuery<void, string>('content.get-blog-feed');
