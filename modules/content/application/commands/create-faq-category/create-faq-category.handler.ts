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
import { assertNameFree } from '../../category-names.ts';
import { FAQ_TAG } from '../../http.ts';
import { CreateFaqCategory } from './create-faq-category.command.ts';
import { ONLY_ADMINS } from '../../../domain/faq.errors.ts';

export class CreateFaqCategoryHandler implements CommandHandler<FaqCategoryRequest, FaqCategoryRecord> {
  async execute({ name }: FaqCategoryRequest, { em, actor }: CommandContext): Promise<FaqCategoryRecord> {
    requireAdmin(actor, ONLY_ADMINS);
    await assertNameFree(em, name);
    const [last] = await em.find(FaqCategory, {}, { orderBy: { position: 'desc' }, limit: 1 });
    const category = FaqCategory.create(name, last ? last.position + 1 : 0);
    em.persist(category);
    await em.flush();
    return category.toRecord();
  }
}

export const createFaqCategory = handlesCommand(CreateFaqCategory, {}, CreateFaqCategoryHandler, [
  http(CreateFaqCategory, {
    method: 'post',
    path: '/api/admin/faq-categories',
    tag: FAQ_TAG,
    summary: 'Add an FAQ category',
    description: 'After the last one; names are unique (else 409).',
    access: 'admin',
    forbidden: ONLY_ADMINS,
    body: faqCategoryRequestSchema,
    invalid: 'Invalid FAQ category',
    input: ({ body }) => body,
    status: 201,
    response: faqCategoryRecordSchema,
    errors: [409],
  }),
]);
