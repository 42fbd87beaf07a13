import type { SqlEntityManager as EntityManager } from '@mikro-orm/sql';
import { FaqCategory } from '../domain/faq-category.entity.ts';
import { FaqCategoryNameTakenError } from '../domain/faq.errors.ts';

/** A 409 naming the clash, rather than the unique constraint's 500; the constraint still guards a race. */
export async function assertNameFree(em: EntityManager, name: string, exceptId?: string): Promise<void> {
  const existing = await em.findOne(FaqCategory, { name: { $ilike: name.replace(/[\\%_]/g, '\\$&') } });
  if (existing && existing.id !== exceptId) throw new FaqCategoryNameTakenError(existing.name);
}
