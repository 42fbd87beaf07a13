import { Migration } from '@mikro-orm/migrations';
import { BLOG_TEAM } from '../application/blog-posts.ts';

/**
 * Posts an install's administrator wrote without an author name were signed "Site A.", a short name made
 * from the account's placeholder name; they are signed by the team, as such posts are now.
 */
export class ContentPlaceholderBylines extends Migration {
  override name = 'content-0007-placeholder-bylines';

  override up(): void {
    this.addSql(`update content.blog_posts set author_name = '${BLOG_TEAM}' where author_name = 'Site A.'`);
  }
}
