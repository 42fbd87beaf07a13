import { requireActor, type CommandContext, type CommandHandler } from '../../../../shared/kernel/bus.ts';
import { lockUsage } from '../../../../shared/kernel/usage-lock.ts';
import { handlesCommand } from '../../../../shared/kernel/use-case.ts';
import { parseInput } from '../../../../shared/kernel/validation.ts';
import {
  API_ACCESS_UPGRADE_MESSAGE,
  API_KEYS_PER_MEMBER,
  createApiKeyRequestSchema,
  type CreateApiKeyRequest,
  type CreatedApiKey,
} from '../../../contracts/api-keys.ts';
import { ApiKey } from '../../../domain/api-key.entity.ts';
import { ApiAccessRequiredError, TooManyApiKeysError } from '../../../domain/identity.errors.ts';
import { User } from '../../../domain/user.entity.ts';
import type { ApiKeyStore } from '../../../infrastructure/api-key-store.ts';
import { IDENTITY_SERVICES } from '../../../tokens.ts';
import { CreateApiKey } from './create-api-key.command.ts';

export class CreateApiKeyHandler implements CommandHandler<CreateApiKeyRequest, CreatedApiKey> {
  readonly #keys: ApiKeyStore;

  constructor(keys: ApiKeyStore) {
    this.#keys = keys;
  }

  async execute(input: CreateApiKeyRequest, { em, actor }: CommandContext): Promise<CreatedApiKey> {
    const { userId } = requireActor(actor);
    const request = parseInput(createApiKeyRequestSchema, input, 'Invalid API key');
    if (!(await this.#keys.hasApiAccess(em, userId))) {
      const user = await em.findOneOrFail(User, { id: userId });
      throw new ApiAccessRequiredError(user.buyerTier, API_ACCESS_UPGRADE_MESSAGE);
    }
    await lockUsage(em, 'identity.api-keys', userId);
    if ((await em.count(ApiKey, { userId, revokedAt: null })) >= API_KEYS_PER_MEMBER) throw new TooManyApiKeysError(API_KEYS_PER_MEMBER);
    const { key, secret } = this.#keys.issue(em, { userId, name: request.name, scopes: request.scopes });
    await em.flush();
    return { key: key.toView(), secret };
  }
}

export const createApiKey = handlesCommand(CreateApiKey, [IDENTITY_SERVICES.ApiKeys], (keys) => new CreateApiKeyHandler(keys));
