import type { CommandContext, CommandHandler } from '../../../../shared/kernel/bus.ts';
import { requireAdmin } from '../../../../shared/kernel/bus.ts';
import { handlesCommand, http } from '../../../../shared/kernel/use-case.ts';
import { Faq } from '../../../domain/faq.entity.ts';
import { FaqCategoryNotEmptyError, ONLY_ADMINS } from '../../../domain/faq.errors.ts';
import { lockCategory } from '../../faq-order.ts';
import { byCategoryId, FAQ_TAG } from '../../http.ts';
import { DeleteFaqCategory } from './delete-faq-category.command.ts';

export class DeleteFaqCategoryHandler implements CommandHandler<{ id: string }, void> {
  async execute({ id }: { id: string }, { em, actor }: CommandContext): Promise<void> {
    requireAdmin(actor, ONLY_ADMINS);
    const category = await lockCategory(em, id);
    const count = await em.count(Faq, { categoryId: id });
    if (count > 0) throw new FaqCategoryNotEmptyError(count);
    em.remove(category);
    await em.flush();
  }
}

export const deleteFaqCategory = handlesCommand(DeleteFaqCategory, {}, DeleteFaqCategoryHandler, [
  http(DeleteFaqCategory, {
    method: 'delete',
    path: '/api/admin/faq-categories/:id',
    tag: FAQ_TAG,
    summary: 'Delete an FAQ category',
    description: 'Only an empty one: 409 while it holds FAQs.',
    access: 'admin',
    forbidden: ONLY_ADMINS,
    input: byCategoryId,
    status: 204,
    errors: [404, 409],
  }),
]);
