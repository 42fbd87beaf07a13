import type { CommandContext, CommandHandler } from '../../../../shared/kernel/bus.ts';
import { requireAdmin } from '../../../../shared/kernel/bus.ts';
import { PLATFORM } from '../../../../shared/kernel/tokens.ts';
import { handlesCommand, http, UsesDependencies } from '../../../../shared/kernel/use-case.ts';
import { createFaqRequestSchema, faqRecordSchema, type CreateFaqRequest, type FaqRecord } from '../../../contracts/http.ts';
import { Faq } from '../../../domain/faq.entity.ts';
import { lockCategory, nextFaqPosition } from '../../faq-order.ts';
import { FAQ_TAG } from '../../http.ts';
import { CreateFaq } from './create-faq.command.ts';
import { ONLY_ADMINS } from '../../../domain/faq.errors.ts';

const needs = { clock: PLATFORM.Clock };

export class CreateFaqHandler extends UsesDependencies<typeof needs> implements CommandHandler<CreateFaqRequest, FaqRecord> {
  async execute(input: CreateFaqRequest, { em, actor }: CommandContext): Promise<FaqRecord> {
    requireAdmin(actor, ONLY_ADMINS);
    await lockCategory(em, input.categoryId);
    const faq = Faq.create({ ...input, position: await nextFaqPosition(em, input.categoryId), now: this.deps.clock.now() });
    em.persist(faq);
    await em.flush();
    return faq.toRecord();
  }
}

export const createFaq = handlesCommand(CreateFaq, needs, CreateFaqHandler, [
  http(CreateFaq, {
    method: 'post',
    path: '/api/admin/faqs',
    tag: FAQ_TAG,
    summary: 'Add an FAQ',
    description: 'At the end of its category.',
    access: 'admin',
    forbidden: ONLY_ADMINS,
    body: createFaqRequestSchema,
    invalid: 'Invalid FAQ',
    input: ({ body }) => body,
    status: 201,
    response: faqRecordSchema,
    errors: [404],
  }),
]);
