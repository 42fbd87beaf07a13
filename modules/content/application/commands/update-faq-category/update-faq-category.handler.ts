import type { CommandContext, CommandHandler } from '../../../../shared/kernel/bus.ts';
import { requireAdmin } from '../../../../shared/kernel/bus.ts';
import { handlesCommand, http } from '../../../../shared/kernel/use-case.ts';
import {
  faqCategoryRecordSchema,
  faqCategoryRequestSchema,
  type FaqCategoryRecord,
  type FaqCategoryRequest,
} from '../../../contracts/http.ts';
import { FaqCategory } from '../../../domain/faq-category.entity.ts';
import { FaqCategoryNotFoundError, ONLY_ADMINS } from '../../../domain/faq.errors.ts';
import { assertNameFree } from '../../category-names.ts';
import { byCategoryId, FAQ_TAG } from '../../http.ts';
import { UpdateFaqCategory } from './update-faq-category.command.ts';

type Input = { id: string; changes: FaqCategoryRequest };

export class UpdateFaqCategoryHandler implements CommandHandler<Input, FaqCategoryRecord> {
  async execute({ id, changes }: Input, { em, actor }: CommandContext): Promise<FaqCategoryRecord> {
    requireAdmin(actor, ONLY_ADMINS);
    const category = await em.findOne(FaqCategory, { id });
    if (!category) throw new FaqCategoryNotFoundError();
    await assertNameFree(em, changes.name, id);
    category.name = changes.name;
    await em.flush();
    return category.toRecord();
  }
}

export const updateFaqCategory = handlesCommand(UpdateFaqCategory, {}, UpdateFaqCategoryHandler, [
  http(UpdateFaqCategory, {
    method: 'patch',
    path: '/api/admin/faq-categories/:id',
    tag: FAQ_TAG,
    summary: 'Rename an FAQ category',
    access: 'admin',
    forbidden: ONLY_ADMINS,
    body: faqCategoryRequestSchema,
    invalid: 'Invalid FAQ category',
    input: (request) => ({ ...byCategoryId(request), changes: request.body }),
    response: faqCategoryRecordSchema,
    errors: [404, 409],
  }),
]);
