import type { PathParams } from '../../../shared/kernel/endpoint.ts';
import type { RateLimitRule } from '../../../shared/kernel/rate-limit.ts';

/** The member directory, profiles and connections in the API reference. */
export const DIRECTORY_TAG = 'Member directory';

/** the directory is public: reads are bounded per address like listings' searches */
export const DIRECTORY_READS: RateLimitRule = { name: 'engagement:members:address', limit: 120, windowSeconds: 60 };

/** each request rings a bell: bounded per address */
export const CONNECTION_WRITES: RateLimitRule = { name: 'engagement:connections:address', limit: 30, windowSeconds: 60 };

/** a connection's id from the path */
export const byConnectionId = ({ params }: { params: PathParams }) => ({ id: params.id });

/** The JV board's endpoints in the API reference. */
export const JV_TAG = 'JV board';

/** Writes on the board per client address, on top of the per-member limits in the handlers. */
export const JV_WRITE_LIMIT: RateLimitRule = { name: 'engagement:jv-writes:ip', limit: 60, windowSeconds: 60 };

/** a post's id from the path */
export const byPostId = ({ params }: { params: PathParams }) => ({ postId: params.id });
