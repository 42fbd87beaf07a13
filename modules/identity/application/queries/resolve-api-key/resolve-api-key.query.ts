import { defineQuery, type Actor } from '../../../../shared/kernel/bus.ts';
import type { ApiKeyGrant } from '../../../contracts/api-keys.ts';

/**
 * Who an API key acts for: `valid` with the member (never as an administrator) and the key's scopes;
 * `no-plan` when the member's plan no longer includes API access; `invalid` for an unknown or revoked key.
 */
export type ApiKeyResolution =
  { status: 'valid'; actor: Actor; grant: ApiKeyGrant } | { status: 'no-plan'; buyerTier: string } | { status: 'invalid' };

export const ResolveApiKey = defineQuery<{ secret: string }, ApiKeyResolution>('identity.resolve-api-key');
