import { defineEntity, p } from '@mikro-orm/core';
import { newId } from '../../shared/kernel/ids.ts';
import type { FaqCategoryRecord } from '../contracts/http.ts';

/** A heading of the help widget's FAQs (Buying, Selling and plans, ...), shown in `position` order; names are unique. */
const FaqCategorySchema = defineEntity({
  name: 'FaqCategory',
  schema: 'content',
  tableName: 'faq_categories',
  uniques: [{ name: 'faq_categories_name_unique', properties: ['name'] }],
  properties: {
    id: p.uuid().primary(),
    name: p.text(),
    position: p.integer(),
  },
});

export class FaqCategory extends FaqCategorySchema.class {
  static create(name: string, position: number): FaqCategory {
    const category = new FaqCategory();
    category.id = newId();
    category.name = name;
    category.position = position;
    return category;
  }

  toRecord(): FaqCategoryRecord {
    return { id: this.id, name: this.name, position: this.position };
  }
}
FaqCategorySchema.setClass(FaqCategory);
export { FaqCategorySchema };
