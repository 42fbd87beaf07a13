import { defineCommand } from '../../../../shared/kernel/bus.ts';
import type { ApiKeyView } from '../../../contracts/api-keys.ts';

/** Stops one of the signed-in member's API keys at once; the key stays listed as revoked. */
export const RevokeApiKey = defineCommand<{ id: string }, ApiKeyView>('identity.revoke-api-key');
