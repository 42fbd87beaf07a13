import type { QueryHandler } from '../../../../shared/kernel/bus.ts';
import { answersQuery } from '../../../../shared/kernel/use-case.ts';
import type { ApiKeyStore } from '../../../infrastructure/api-key-store.ts';
import type { UserDirectory } from '../../../infrastructure/projections/user-view.projector.ts';
import { IDENTITY_SERVICES } from '../../../tokens.ts';
import { ResolveApiKey, type ApiKeyResolution } from './resolve-api-key.query.ts';

export class ResolveApiKeyHandler implements QueryHandler<{ secret: string }, ApiKeyResolution> {
  readonly #keys: ApiKeyStore;
  readonly #users: UserDirectory;

  constructor(keys: ApiKeyStore, users: UserDirectory) {
    this.#keys = keys;
    this.#users = users;
  }

  async execute({ secret }: { secret: string }): Promise<ApiKeyResolution> {
    const key = await this.#keys.resolve(secret);
    // a deleted account's keys die with it
    const user = key && (await this.#users.get(key.userId));
    if (!key || !user) return { status: 'invalid' };
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

export const resolveApiKey = answersQuery(
  ResolveApiKey,
  [IDENTITY_SERVICES.ApiKeys, IDENTITY_SERVICES.Users],
  (keys, users) => new ResolveApiKeyHandler(keys, users),
);
