import { defineEntity, p } from '@mikro-orm/core';
import { newId } from '../../shared/kernel/ids.ts';
import type { Faq as FaqView, FaqRecord } from '../contracts/http.ts';

/** A question and its answer in one category, shown in `position` order within it. */
const FaqSchema = defineEntity({
  name: 'Faq',
  schema: 'content',
  tableName: 'faqs',
  indexes: [{ name: 'faqs_category_id_position_index', properties: ['categoryId', 'position'] }],
  properties: {
    id: p.uuid().primary(),
    categoryId: p.uuid(),
    question: p.text(),
    answer: p.text(),
    position: p.integer(),
    createdAt: p.datetime(),
    updatedAt: p.datetime(),
  },
});

export class Faq extends FaqSchema.class {
  static create(input: { categoryId: string; question: string; answer: string; position: number; now: Date }): Faq {
    const faq = new Faq();
    faq.id = newId();
    faq.categoryId = input.categoryId;
    faq.question = input.question;
    faq.answer = input.answer;
    faq.position = input.position;
    faq.createdAt = input.now;
    faq.updatedAt = input.now;
    return faq;
  }

  edit(changes: { question?: string; answer?: string }, now: Date): void {
    if (changes.question !== undefined) this.question = changes.question;
    if (changes.answer !== undefined) this.answer = changes.answer;
    this.updatedAt = now;
  }

  /** moves it to the end of another category */
  moveTo(categoryId: string, position: number, now: Date): void {
    this.categoryId = categoryId;
    this.position = position;
    this.updatedAt = now;
  }

  toView(): FaqView {
    return { id: this.id, question: this.question, answer: this.answer };
  }

  toRecord(): FaqRecord {
    return {
      id: this.id,
      categoryId: this.categoryId,
      question: this.question,
      answer: this.answer,
      position: this.position,
      createdAt: this.createdAt.toISOString(),
      updatedAt: this.updatedAt.toISOString(),
    };
  }
}
FaqSchema.setClass(Faq);
export { FaqSchema };
