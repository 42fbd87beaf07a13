import { Migration } from '@mikro-orm/migrations';

/**
 * A listing's joint-venture terms get fields (what the seller seeks, the amount, the partner's share
 * and a note; decision 0031). The free text written before becomes the note, `seeking` stays null
 * until the seller edits the listing: nothing written is lost, and nothing is guessed.
 */
export class ListingsJvTerms extends Migration {
  override name = 'listings-0007-jv-terms';

  override up(): void {
    this.addSql(`
      alter table listings.properties alter column jv_terms type jsonb using
        case when jv_terms is null then null
        else jsonb_build_object('seeking', null, 'amount', null, 'partnerShare', null, 'note', jv_terms) end`);
  }
}
