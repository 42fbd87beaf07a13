import { requireActor, type QueryContext, type QueryHandler } from '../../../../shared/kernel/bus.ts';
import { PLATFORM } from '../../../../shared/kernel/tokens.ts';
import { answersQuery, http, UsesDependencies } from '../../../../shared/kernel/use-case.ts';
import { segmentListSchema, type SegmentList } from '../../../contracts/segments.ts';
import { Segment } from '../../../domain/segment.entity.ts';
import { requireSeller } from '../../contacts.ts';
import { CONTACTS_TAG } from '../../http.ts';
import { segmentView } from '../../segments.ts';
import { ListSegments } from './list-segments.query.ts';

const needs = { em: PLATFORM.EntityManager };

export class ListSegmentsHandler extends UsesDependencies<typeof needs> implements QueryHandler<Record<string, never>, SegmentList> {
  async execute(_query: Record<string, never>, { actor }: QueryContext): Promise<SegmentList> {
    const sellerId = requireSeller(requireActor(actor));
    const em = this.deps.em.fork();
    const segments = await em.find(Segment, { sellerId }, { orderBy: { name: 'asc', id: 'asc' } });
    const views = [];
    for (const segment of segments) views.push(await segmentView(em, segment));
    return { segments: views };
  }
}

export const listSegments = answersQuery(ListSegments, needs, ListSegmentsHandler, [
  http(ListSegments, {
    method: 'get',
    path: '/api/contacts/segments',
    tag: CONTACTS_TAG,
    summary: 'My saved segments',
    description: 'A to Z, each with how many contacts its filter selects now and how many of them can be mailed.',
    access: 'member',
    input: () => ({}),
    response: segmentListSchema,
    errors: [403],
  }),
]);
