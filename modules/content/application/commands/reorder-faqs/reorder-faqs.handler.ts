import { z } from 'zod';
import type { CommandContext, CommandHandler } from '../../../../shared/kernel/bus.ts';
import { requireAdmin } from '../../../../shared/kernel/bus.ts';
import { PLATFORM } from '../../../../shared/kernel/tokens.ts';
import { handlesCommand, http, UsesDependencies } from '../../../../shared/kernel/use-case.ts';
import { faqRecordSchema, reorderRequestSchema, type FaqRecord, type ReorderRequest } from '../../../contracts/http.ts';
import { Faq } from '../../../domain/faq.entity.ts';
import { FaqNotFoundError, IncompleteReorderError, ONLY_ADMINS } from '../../../domain/faq.errors.ts';
import { lockCategory } from '../../faq-order.ts';
import { FAQ_TAG } from '../../http.ts';
import { ReorderFaqs } from './reorder-faqs.command.ts';

const needs = { clock: PLATFORM.Clock };

export class ReorderFaqsHandler extends UsesDependencies<typeof needs> implements CommandHandler<ReorderRequest, FaqRecord[]> {
  async execute({ ids }: ReorderRequest, { em, actor }: CommandContext): Promise<FaqRecord[]> {
    requireAdmin(actor, ONLY_ADMINS);
    const first = await em.findOne(Faq, { id: ids[0] });
    if (!first) throw new FaqNotFoundError();
    await lockCategory(em, first.categoryId);
    const faqs = await em.find(Faq, { categoryId: first.categoryId });
    const byId = new Map(faqs.map((faq) => [faq.id, faq]));
    if (ids.length !== faqs.length || !ids.every((id) => byId.has(id))) {
      throw new IncompleteReorderError('List every FAQ of one category exactly once, in the new order');
    }
    const now = this.deps.clock.now();
    const ordered = ids.map((id, position) => {
      const faq = byId.get(id)!;
      if (faq.position !== position) faq.moveTo(faq.categoryId, position, now);
      return faq;
    });
    await em.flush();
    return ordered.map((faq) => faq.toRecord());
  }
}

export const reorderFaqs = handlesCommand(ReorderFaqs, needs, ReorderFaqsHandler, [
  http(ReorderFaqs, {
    method: 'post',
    path: '/api/admin/faqs/reorder',
    tag: FAQ_TAG,
    summary: 'Reorder FAQs',
    description: '`ids`: every FAQ of one category, in the new order (else 422).',
    access: 'admin',
    forbidden: ONLY_ADMINS,
    body: reorderRequestSchema,
    invalid: 'Invalid order',
    input: ({ body }) => body,
    response: z.array(faqRecordSchema),
    errors: [404, 422],
  }),
]);
