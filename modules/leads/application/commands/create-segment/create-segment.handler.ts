import { requireActor, type CommandContext, type CommandHandler } from '../../../../shared/kernel/bus.ts';
import { lockUsage } from '../../../../shared/kernel/usage-lock.ts';
import { PLATFORM } from '../../../../shared/kernel/tokens.ts';
import { handlesCommand, http, UsesDependencies } from '../../../../shared/kernel/use-case.ts';
import {
  SEGMENT_LIMITS,
  segmentInputSchema,
  segmentSchema,
  type Segment as SegmentView,
  type SegmentInput,
} from '../../../contracts/segments.ts';
import { Segment } from '../../../domain/segment.entity.ts';
import { TooManySegmentsError } from '../../../domain/segment.errors.ts';
import { requireSeller } from '../../contacts.ts';
import { CONTACTS_TAG } from '../../http.ts';
import { assertNameFree, segmentView } from '../../segments.ts';
import { CreateSegment } from './create-segment.command.ts';

const needs = { clock: PLATFORM.Clock };

/** A new segment: a name of its own among the seller's, and at most `SEGMENT_LIMITS.perSeller` of them. */
export class CreateSegmentHandler extends UsesDependencies<typeof needs> implements CommandHandler<SegmentInput, SegmentView> {
  async execute({ name, filter }: SegmentInput, { em, actor }: CommandContext): Promise<SegmentView> {
    const sellerId = requireSeller(requireActor(actor));
    await lockUsage(em, 'leads.segments', sellerId);
    if ((await em.count(Segment, { sellerId })) >= SEGMENT_LIMITS.perSeller) throw new TooManySegmentsError();
    await assertNameFree(em, sellerId, name);
    const segment = Segment.create(sellerId, name, filter, this.deps.clock.now());
    em.persist(segment);
    await em.flush();
    return segmentView(em, segment);
  }
}

export const createSegment = handlesCommand(CreateSegment, needs, CreateSegmentHandler, [
  http(CreateSegment, {
    method: 'post',
    path: '/api/contacts/segments',
    tag: CONTACTS_TAG,
    summary: 'Save a segment of my buyers list',
    description: 'A name and the list’s filter; answered with how many contacts it selects now.',
    access: 'member',
    body: segmentInputSchema,
    invalid: 'Invalid segment',
    input: ({ body }) => body,
    status: 201,
    response: segmentSchema,
    errors: [403, 409, 422],
  }),
]);
