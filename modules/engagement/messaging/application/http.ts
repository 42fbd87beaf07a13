import type { PathParams } from '../../../shared/kernel/endpoint.ts';
import type { RateLimitRule } from '../../../shared/kernel/rate-limit.ts';

/** Conversations, blocks, reports and notifications in the API reference. */
export const MESSAGING_TAG = 'Messaging and notifications';

/** Messaging writes per client address, on top of the per-member limits in the handlers. */
export const MESSAGING_WRITE_LIMIT: RateLimitRule = { name: 'engagement:messaging-writes:ip', limit: 60, windowSeconds: 60 };

/** a conversation's id from the path */
export const byConversationId = ({ params }: { params: PathParams }) => ({ conversationId: params.id });

/** a member's id from the path */
export const byMemberId = ({ params }: { params: PathParams }) => ({ memberId: params.id });

/** The back office's endpoints in the API reference, beside the other modules' */
export const ADMIN_TAG = 'Administration';
