import { endpoint } from '../../../shared/kernel/endpoint.ts';
import { startConversationRequestSchema, startConversationResponseSchema } from '../../contracts/messaging.ts';
import { StartConversation } from '../application/commands/start-conversation/start-conversation.command.ts';
import { FindMember } from '../application/reports/find-member/find-member.query.ts';
import { MESSAGING_TAG, MESSAGING_WRITE_LIMIT } from '../application/http.ts';

/** A first message: a direct one's member is looked up first (404 for no such member), then the conversation opened or continued. */
export const startConversationEndpoint = endpoint({
  method: 'post',
  path: '/api/conversations',
  tag: MESSAGING_TAG,
  summary: 'Start a conversation about a listing, a JV post or with a member',
  description: 'Opens the conversation (201), or continues the one about the same subject (200); a new one counts as a contact.',
  access: 'member',
  rateLimit: MESSAGING_WRITE_LIMIT,
  body: startConversationRequestSchema,
  invalid: 'Invalid message',
  status: 201,
  alsoAnswers: [200],
  response: startConversationResponseSchema,
  errors: [403, 404, 422],
  run: async ({ body, actor }, { commands, queries }) => {
    if (body.memberId) await queries.ask(FindMember, { memberId: body.memberId }, actor);
    return commands.execute(StartConversation, body, actor);
  },
  reply: ({ conversation, message, opened }) => ({ status: opened ? 201 : 200, body: { conversation, message } }),
});
