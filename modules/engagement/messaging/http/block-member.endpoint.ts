import { endpoint } from '../../../shared/kernel/endpoint.ts';
import { BlockMember } from '../application/commands/block-member/block-member.command.ts';
import { FindMember } from '../application/reports/find-member/find-member.query.ts';
import { byMemberId, MESSAGING_TAG, MESSAGING_WRITE_LIMIT } from '../application/http.ts';

/** Blocking: the member is looked up first (404 for no such member), then blocked. */
export const blockMemberEndpoint = endpoint({
  method: 'post',
  path: '/api/members/:id/block',
  tag: MESSAGING_TAG,
  summary: 'Block a member',
  access: 'member',
  rateLimit: MESSAGING_WRITE_LIMIT,
  status: 204,
  errors: [404, 422],
  run: async (request, { commands, queries }) => {
    await queries.ask(FindMember, byMemberId(request), request.actor);
    await commands.execute(BlockMember, byMemberId(request), request.actor);
  },
});
