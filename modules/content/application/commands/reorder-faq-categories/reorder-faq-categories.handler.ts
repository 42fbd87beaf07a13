import { LockMode } from '@mikro-orm/core';
import { z } from 'zod';
import { requireAdmin } from '../../../../shared/kernel/bus.ts';
import type { CommandContext, CommandHandler } from '../../../../shared/kernel/bus.ts';
import { handlesCommand, http } from '../../../../shared/kernel/use-case.ts';
import { faqCategoryRecordSchema, reorderRequestSchema, type FaqCategoryRecord, type ReorderRequest } from '../../../contracts/http.ts';
import { FaqCategory } from '../../../domain/faq-category.entity.ts';
import { IncompleteReorderError, ONLY_ADMINS } from '../../../domain/faq.errors.ts';
import { FAQ_TAG } from '../../http.ts';
import { ReorderFaqCategories } from './reorder-faq-categories.command.ts';

export class ReorderFaqCategoriesHandler implements CommandHandler<ReorderRequest, FaqCategoryRecord[]> {
  async execute({ ids }: ReorderRequest, { em, actor }: CommandContext): Promise<FaqCategoryRecord[]> {
    requireAdmin(actor, ONLY_ADMINS);
    const categories = await em.find(FaqCategory, {}, { lockMode: LockMode.PESSIMISTIC_WRITE });
    const byId = new Map(categories.map((category) => [category.id, category]));
    if (ids.length !== categories.length || !ids.every((id) => byId.has(id))) {
      throw new IncompleteReorderError('List every FAQ category exactly once, in the new order');
    }
    const ordered = ids.map((id, position) => {
      const category = byId.get(id)!;
      category.position = position;
      return category;
    });
    await em.flush();
    return ordered.map((category) => category.toRecord());
  }
}

export const reorderFaqCategories = handlesCommand(ReorderFaqCategories, {}, ReorderFaqCategoriesHandler, [
  http(ReorderFaqCategories, {
    method: 'post',
    path: '/api/admin/faq-categories/reorder',
    tag: FAQ_TAG,
    summary: 'Reorder FAQ categories',
    description: '`ids`: every category, in the new order (else 422).',
    access: 'admin',
    forbidden: ONLY_ADMINS,
    body: reorderRequestSchema,
    invalid: 'Invalid order',
    input: ({ body }) => body,
    response: z.array(faqCategoryRecordSchema),
    errors: [422],
  }),
]);
