import type { PathParams } from '../../../shared/kernel/endpoint.ts';
import type { RateLimitRule } from '../../../shared/kernel/rate-limit.ts';

/** The JV board's endpoints in the API reference. */
export const JV_TAG = 'JV board';

/** Writes on the board per client address, on top of the per-member limits in the handlers. */
export const JV_WRITE_LIMIT: RateLimitRule = { name: 'engagement:jv-writes:ip', limit: 60, windowSeconds: 60 };

/** a post's id from the path */
export const byPostId = ({ params }: { params: PathParams }) => ({ postId: params.id });
