import type { PathParams } from '../../shared/kernel/endpoint.ts';
/** The account's endpoints in the API reference. */
export const ACCOUNT_TAG = 'Account';

/** Settings' API keys in the API reference. */
export const API_KEYS_TAG = 'API keys';

/** The back office's endpoints in the API reference. */
export const ADMIN_TAG = 'Administration';

/** a member's id from the path (`/api/users/:userId/…`) */
export const byUserId = ({ params }: { params: PathParams }) => ({ userId: params.userId });
