import { Migration } from '@mikro-orm/migrations';
import { SAVED_SEARCH_ANSWER, literal } from '../infrastructure/starter-faqs.ts';

const FIRST_ANSWER =
  'Yes. Save a search (its category and search term) and load it again from the Saved searches tab on the home page. Free buyers keep up to 3 saved searches; Buyer Plus and Buyer Pro keep as many as they like and also get property alerts when new listings match.';

/** The starter FAQ about saved searches, as they now work; an answer an administrator already edited is left alone. */
export class ContentSavedSearchFaq extends Migration {
  override name = 'content-0004-saved-search-faq';

  override up(): void {
    this.addSql(`update content.faqs set answer = ${literal(SAVED_SEARCH_ANSWER)} where answer = ${literal(FIRST_ANSWER)}`);
  }
}
