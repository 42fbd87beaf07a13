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
