import { Migration } from '@mikro-orm/migrations';
import { starterFaqsSql } from '../infrastructure/starter-faqs.ts';

/**
 * The help widget's first FAQs: real content every installation needs (production included), so a
 * migration puts them in, once, rather than the demo seeder (which runs only for evaluation). From
 * then on administrators edit them; deleting them all does not bring them back at the next start.
 */
export class ContentStarterFaqs extends Migration {
  override name = 'content-0003-starter-faqs';

  override up(): void {
    for (const statement of starterFaqsSql(new Date())) this.addSql(statement);
  }
}
