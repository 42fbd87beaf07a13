import type { z } from 'zod';
import { defineCommand } from '../../../../shared/kernel/bus.ts';
import type { CreatedApiKey, createApiKeyRequestSchema } from '../../../contracts/api-keys.ts';

/** the key's name (trimmed) and its scopes, parsed */
export type CreateApiKeyInput = z.output<typeof createApiKeyRequestSchema>;

/** A personal API key for the signed-in member, if their plan includes API access; the secret is in the answer only. */
export const CreateApiKey = defineCommand<CreateApiKeyInput, CreatedApiKey>('identity.create-api-key');
