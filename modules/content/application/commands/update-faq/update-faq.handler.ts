import type { CommandContext, CommandHandler } from '../../../../shared/kernel/bus.ts';
import { requireAdmin } from '../../../../shared/kernel/bus.ts';
import { PLATFORM } from '../../../../shared/kernel/tokens.ts';
import { handlesCommand, http, UsesDependencies } from '../../../../shared/kernel/use-case.ts';
import { faqRecordSchema, updateFaqRequestSchema, type FaqRecord, type UpdateFaqRequest } from '../../../contracts/http.ts';
import { Faq } from '../../../domain/faq.entity.ts';
import { FaqNotFoundError, ONLY_ADMINS } from '../../../domain/faq.errors.ts';
import { lockCategory, nextFaqPosition } from '../../faq-order.ts';
import { byFaqId, FAQ_TAG } from '../../http.ts';
import { UpdateFaq } from './update-faq.command.ts';

const needs = { clock: PLATFORM.Clock };

export class UpdateFaqHandler
  extends UsesDependencies<typeof needs>
  implements CommandHandler<{ id: string; changes: UpdateFaqRequest }, FaqRecord>
{
  async execute({ id, changes }: { id: string; changes: UpdateFaqRequest }, { em, actor }: CommandContext): Promise<FaqRecord> {
    requireAdmin(actor, ONLY_ADMINS);
    const faq = await em.findOne(Faq, { id });
    if (!faq) throw new FaqNotFoundError();
    const now = this.deps.clock.now();
    if (changes.categoryId !== undefined && changes.categoryId !== faq.categoryId) {
      await lockCategory(em, changes.categoryId);
      faq.moveTo(changes.categoryId, await nextFaqPosition(em, changes.categoryId), now);
    }
    faq.edit(changes, now);
    await em.flush();
    return faq.toRecord();
  }
}

export const updateFaq = handlesCommand(UpdateFaq, needs, UpdateFaqHandler, [
  http(UpdateFaq, {
    method: 'patch',
    path: '/api/admin/faqs/:id',
    tag: FAQ_TAG,
    summary: 'Edit an FAQ',
    description: 'A new `categoryId` moves it to the end of that category.',
    access: 'admin',
    forbidden: ONLY_ADMINS,
    body: updateFaqRequestSchema,
    invalid: 'Invalid FAQ',
    input: (request) => ({ ...byFaqId(request), changes: request.body }),
    response: faqRecordSchema,
    errors: [404],
  }),
]);
