import { defineQuery } from '../../../../shared/kernel/bus.ts';
import type { ApiKeyList } from '../../../contracts/api-keys.ts';

/** The signed-in member's API keys (revoked ones too), newest first, and whether their plan includes API access. */
export const ListApiKeys = defineQuery<void, ApiKeyList>('identity.list-api-keys');
