import { requireActor, type CommandContext, type CommandHandler } from '../../../../shared/kernel/bus.ts';
import { lockUsage } from '../../../../shared/kernel/usage-lock.ts';
import { handlesCommand, http, UsesDependencies } from '../../../../shared/kernel/use-case.ts';
import {
  API_ACCESS_UPGRADE_MESSAGE,
  API_KEYS_PER_MEMBER,
  createApiKeyRequestSchema,
  createdApiKeySchema,
  type CreatedApiKey,
} from '../../../contracts/api-keys.ts';
import { ApiKey } from '../../../domain/api-key.entity.ts';
import { ApiAccessRequiredError, TooManyApiKeysError } from '../../../domain/identity.errors.ts';
import { User } from '../../../domain/user.entity.ts';
import { IDENTITY_SERVICES } from '../../../tokens.ts';
import { API_KEYS_TAG } from '../../http.ts';
import { IDENTITY_RATE_LIMITS } from '../../rate-limits.ts';
import { CreateApiKey, type CreateApiKeyInput } from './create-api-key.command.ts';

const needs = { keys: IDENTITY_SERVICES.ApiKeys };

export class CreateApiKeyHandler extends UsesDependencies<typeof needs> implements CommandHandler<CreateApiKeyInput, CreatedApiKey> {
  async execute(request: CreateApiKeyInput, { em, actor }: CommandContext): Promise<CreatedApiKey> {
    const { keys } = this.deps;
    const { userId } = requireActor(actor);
    if (!(await keys.hasApiAccess(em, userId))) {
      const user = await em.findOneOrFail(User, { id: userId });
      throw new ApiAccessRequiredError(user.buyerTier, API_ACCESS_UPGRADE_MESSAGE);
    }
    await lockUsage(em, 'identity.api-keys', userId);
    if ((await em.count(ApiKey, { userId, revokedAt: null })) >= API_KEYS_PER_MEMBER) throw new TooManyApiKeysError(API_KEYS_PER_MEMBER);
    const { key, secret } = keys.issue(em, { userId, name: request.name, scopes: request.scopes });
    await em.flush();
    return { key: key.toView(), secret };
  }
}

export const createApiKey = handlesCommand(CreateApiKey, needs, CreateApiKeyHandler, [
  http(CreateApiKey, {
    method: 'post',
    path: '/api/users/me/api-keys',
    tag: API_KEYS_TAG,
    summary: 'Create an API key: the secret is in this answer only',
    description: 'Needs a plan with API access (Buyer Pro, Seller Premium), else 403; at most 10 keys in use (409).',
    access: 'member',
    rateLimit: IDENTITY_RATE_LIMITS.createApiKeyPerIp,
    body: createApiKeyRequestSchema,
    invalid: 'Invalid API key',
    input: ({ body }) => body,
    status: 201,
    response: createdApiKeySchema,
    errors: [409],
    cacheControl: 'no-store',
  }),
]);
