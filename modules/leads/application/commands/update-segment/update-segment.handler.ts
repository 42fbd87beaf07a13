import { requireActor, type CommandContext, type CommandHandler } from '../../../../shared/kernel/bus.ts';
import { PLATFORM } from '../../../../shared/kernel/tokens.ts';
import { handlesCommand, http, UsesDependencies } from '../../../../shared/kernel/use-case.ts';
import { segmentChangeSchema, segmentSchema, type Segment as SegmentView, type SegmentChange } from '../../../contracts/segments.ts';
import { requireSeller } from '../../contacts.ts';
import { bySegmentId, CONTACTS_TAG } from '../../http.ts';
import { assertNameFree, findOwnSegment, segmentView } from '../../segments.ts';
import { UpdateSegment } from './update-segment.command.ts';

const needs = { clock: PLATFORM.Clock };

export class UpdateSegmentHandler
  extends UsesDependencies<typeof needs>
  implements CommandHandler<SegmentChange & { segmentId: string }, SegmentView>
{
  async execute({ segmentId, ...change }: SegmentChange & { segmentId: string }, { em, actor }: CommandContext): Promise<SegmentView> {
    const sellerId = requireSeller(requireActor(actor));
    const segment = await findOwnSegment(em, sellerId, segmentId);
    if (change.name !== undefined) await assertNameFree(em, sellerId, change.name, segment.id);
    segment.change(change, this.deps.clock.now());
    await em.flush();
    return segmentView(em, segment);
  }
}

export const updateSegment = handlesCommand(UpdateSegment, needs, UpdateSegmentHandler, [
  http(UpdateSegment, {
    method: 'patch',
    path: '/api/contacts/segments/:id',
    tag: CONTACTS_TAG,
    summary: 'Rename a segment or change its filter',
    access: 'member',
    body: segmentChangeSchema,
    invalid: 'Invalid segment',
    input: (request) => ({ ...request.body, ...bySegmentId(request) }),
    response: segmentSchema,
    errors: [403, 404, 409],
  }),
]);
