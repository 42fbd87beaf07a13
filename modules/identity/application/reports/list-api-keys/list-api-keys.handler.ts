import { requireActor, type QueryContext, type QueryHandler } from '../../../../shared/kernel/bus.ts';
import { PLATFORM } from '../../../../shared/kernel/tokens.ts';
import { answersQuery, http, UsesDependencies } from '../../../../shared/kernel/use-case.ts';
import { apiKeyListSchema, type ApiKeyList } from '../../../contracts/api-keys.ts';
import { ApiKey } from '../../../domain/api-key.entity.ts';
import { IDENTITY_SERVICES } from '../../../tokens.ts';
import { API_KEYS_TAG } from '../../http.ts';
import { ListApiKeys } from './list-api-keys.query.ts';

const needs = { em: PLATFORM.EntityManager, keys: IDENTITY_SERVICES.ApiKeys };

export class ListApiKeysHandler extends UsesDependencies<typeof needs> implements QueryHandler<void, ApiKeyList> {
  async execute(_input: void, { actor }: QueryContext): Promise<ApiKeyList> {
    const { userId } = requireActor(actor);
    const em = this.deps.em.fork();
    const keys = await em.find(ApiKey, { userId }, { orderBy: { createdAt: 'desc', id: 'desc' } });
    return { apiAccess: await this.deps.keys.hasApiAccess(em, userId), keys: keys.map((key) => key.toView()) };
  }
}

export const listApiKeys = answersQuery(ListApiKeys, needs, ListApiKeysHandler, [
  http(ListApiKeys, {
    method: 'get',
    path: '/api/users/me/api-keys',
    tag: API_KEYS_TAG,
    summary: 'My API keys and whether my plan includes API access',
    description: 'Cookie sessions only: a key cannot manage keys.',
    access: 'member',
    input: () => undefined,
    response: apiKeyListSchema,
    cacheControl: 'no-store',
  }),
]);
