import type { QueryHandler } from '../../../../shared/kernel/bus.ts';
import { answersQuery, UsesDependencies } from '../../../../shared/kernel/use-case.ts';
import { IDENTITY_SERVICES } from '../../../tokens.ts';
import { ResolveApiKey, type ApiKeyResolution } from './resolve-api-key.query.ts';

const needs = { keys: IDENTITY_SERVICES.ApiKeys, users: IDENTITY_SERVICES.Users };

export class ResolveApiKeyHandler extends UsesDependencies<typeof needs> implements QueryHandler<{ secret: string }, ApiKeyResolution> {
  async execute({ secret }: { secret: string }): Promise<ApiKeyResolution> {
    const { keys, users } = this.deps;
    const key = await keys.resolve(secret);
    // a deleted account's keys die with it, and a suspended one's stop while it is suspended
    const user = key && (await users.get(key.userId));
    if (!key || !user || user.suspended) return { status: 'invalid' };
    if (!key.apiAccess) return { status: 'no-plan', buyerTier: user.buyerTier };
    // a key never carries administrator rights: the public API has no admin routes
    const roles = user.roles.filter((role) => role !== 'admin');
    return {
      status: 'valid',
      actor: { userId: user.id, roles, isAdmin: false },
      grant: { keyId: key.keyId, userId: user.id, scopes: key.scopes },
    };
  }
}

export const resolveApiKey = answersQuery(ResolveApiKey, needs, ResolveApiKeyHandler);
