import { defineCommand } from '../../../../shared/kernel/bus.ts';
import type { CreateApiKeyRequest, CreatedApiKey } from '../../../contracts/api-keys.ts';

/** A personal API key for the signed-in member, if their plan includes API access; the secret is in the answer only. */
export const CreateApiKey = defineCommand<CreateApiKeyRequest, CreatedApiKey>('identity.create-api-key');
