import { requireActor, type CommandContext, type CommandHandler } from '../../../../shared/kernel/bus.ts';
import { handlesCommand, http } from '../../../../shared/kernel/use-case.ts';
import { requireSeller } from '../../contacts.ts';
import { bySegmentId, CONTACTS_TAG } from '../../http.ts';
import { findOwnSegment } from '../../segments.ts';
import { DeleteSegment } from './delete-segment.command.ts';

export class DeleteSegmentHandler implements CommandHandler<{ segmentId: string }, void> {
  async execute({ segmentId }: { segmentId: string }, { em, actor }: CommandContext): Promise<void> {
    const sellerId = requireSeller(requireActor(actor));
    em.remove(await findOwnSegment(em, sellerId, segmentId));
    await em.flush();
  }
}

export const deleteSegment = handlesCommand(DeleteSegment, {}, DeleteSegmentHandler, [
  http(DeleteSegment, {
    method: 'delete',
    path: '/api/contacts/segments/:id',
    tag: CONTACTS_TAG,
    summary: 'Delete a segment',
    description: 'The segment only; its contacts stay in the list.',
    access: 'member',
    input: bySegmentId,
    status: 204,
    errors: [403, 404],
  }),
]);
