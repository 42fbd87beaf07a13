import type { CommandContext, CommandHandler } from '../../../../shared/kernel/bus.ts';
import { requireAdmin } from '../../../../shared/kernel/bus.ts';
import { handlesCommand, http } from '../../../../shared/kernel/use-case.ts';
import { Faq } from '../../../domain/faq.entity.ts';
import { FaqNotFoundError, ONLY_ADMINS } from '../../../domain/faq.errors.ts';
import { byFaqId, FAQ_TAG } from '../../http.ts';
import { DeleteFaq } from './delete-faq.command.ts';

export class DeleteFaqHandler implements CommandHandler<{ id: string }, void> {
  async execute({ id }: { id: string }, { em, actor }: CommandContext): Promise<void> {
    requireAdmin(actor, ONLY_ADMINS);
    const faq = await em.findOne(Faq, { id });
    if (!faq) throw new FaqNotFoundError();
    em.remove(faq);
    await em.flush();
  }
}

export const deleteFaq = handlesCommand(DeleteFaq, {}, DeleteFaqHandler, [
  http(DeleteFaq, {
    method: 'delete',
    path: '/api/admin/faqs/:id',
    tag: FAQ_TAG,
    summary: 'Delete an FAQ',
    access: 'admin',
    forbidden: ONLY_ADMINS,
    input: byFaqId,
    status: 204,
    errors: [404],
  }),
]);
