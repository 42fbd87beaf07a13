import { Migration } from '@mikro-orm/migrations';
import { starterPostsSql } from '../infrastructure/starter-posts.ts';

/**
 * The blog's first articles, written for this product: real content every installation starts with
 * (production included), put in once as the starter FAQs are (decision 0023). From then on
 * administrators edit or delete them; a slug already in use is left alone.
 */
export class ContentStarterPosts extends Migration {
  override name = 'content-0006-starter-posts';

  override up(): void {
    for (const statement of starterPostsSql()) this.addSql(statement);
  }
}
