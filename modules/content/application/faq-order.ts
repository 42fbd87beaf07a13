import type { SqlEntityManager as EntityManager } from '@mikro-orm/sql';
import { LockMode } from '@mikro-orm/core';
import { FaqCategory } from '../domain/faq-category.entity.ts';
import { Faq } from '../domain/faq.entity.ts';
import { FaqCategoryNotFoundError } from '../domain/faq.errors.ts';

/**
 * The category, locked until commit: FAQs added to it and its deletion take turns, so a category
 * is never deleted while a FAQ is being put into it.
 */
export async function lockCategory(em: EntityManager, categoryId: string): Promise<FaqCategory> {
  const category = await em.findOne(FaqCategory, { id: categoryId }, { lockMode: LockMode.PESSIMISTIC_WRITE });
  if (!category) throw new FaqCategoryNotFoundError();
  return category;
}

/** The position after the last FAQ of the category (the caller holds the category's lock). */
export async function nextFaqPosition(em: EntityManager, categoryId: string): Promise<number> {
  const [last] = await em.find(Faq, { categoryId }, { orderBy: { position: 'desc' }, limit: 1, fields: ['position'] });
  return last ? last.position + 1 : 0;
}
