import { Migration } from '@mikro-orm/migrations';

/** The help widget's FAQs and their categories; both ordered by `position`. */
export class ContentFaqs extends Migration {
  override name = 'content-0002-faqs';

  override up(): void {
    this.addSql(`
      create table content.faq_categories (
        id uuid not null,
        name text not null,
        position integer not null,
        constraint faq_categories_pkey primary key (id)
      )`);
    this.addSql('alter table content.faq_categories add constraint faq_categories_name_unique unique (name)');
    this.addSql(`
      create table content.faqs (
        id uuid not null,
        category_id uuid not null,
        question text not null,
        answer text not null,
        position integer not null,
        created_at timestamptz not null,
        updated_at timestamptz not null,
        constraint faqs_pkey primary key (id)
      )`);
    this.addSql('create index faqs_category_id_position_index on content.faqs (category_id, position)');
  }
}
