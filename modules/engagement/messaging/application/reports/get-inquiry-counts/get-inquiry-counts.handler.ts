import { requireActor, type QueryContext, type QueryHandler } from '../../../../../shared/kernel/bus.ts';
import { PLATFORM } from '../../../../../shared/kernel/tokens.ts';
import { answersQuery, http, UsesDependencies } from '../../../../../shared/kernel/use-case.ts';
import { inquiryCountsSchema } from '../../../../contracts/messaging.ts';
import { MESSAGING_TAG } from '../../http.ts';
import type { InquiryCounts } from '../../../../contracts/messaging.ts';
import { GetInquiryCounts } from './get-inquiry-counts.query.ts';

const needs = { em: PLATFORM.EntityManager };

export class GetInquiryCountsHandler extends UsesDependencies<typeof needs> implements QueryHandler<void, InquiryCounts> {
  async execute(_input: void, { actor }: QueryContext): Promise<InquiryCounts> {
    const { userId } = requireActor(actor);
    const rows = await this.deps.em.fork().execute<Array<{ property_id: string; conversations: string; unread: string }>>(
      `select property_id, count(*) as conversations, count(*) filter (where seller_unread > 0) as unread
       from engagement.conversations where seller_id = ? and property_id is not null group by property_id`,
      [userId],
    );
    return {
      listings: Object.fromEntries(
        rows.map((row) => [row.property_id, { conversations: Number(row.conversations), unread: Number(row.unread) }]),
      ),
    };
  }
}

export const getInquiryCounts = answersQuery(GetInquiryCounts, needs, GetInquiryCountsHandler, [
  http(GetInquiryCounts, {
    method: 'get',
    path: '/api/conversations/inquiries',
    tag: MESSAGING_TAG,
    summary: 'Counts of inquiries about my listings',
    access: 'member',
    input: () => undefined,
    response: inquiryCountsSchema,
  }),
]);
