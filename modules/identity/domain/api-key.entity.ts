import { defineEntity, p } from '@mikro-orm/core';
import type { ApiKeyView, ApiScope } from '../contracts/api-keys.ts';

const ApiKeySchema = defineEntity({
  name: 'ApiKey',
  schema: 'identity',
  tableName: 'api_keys',
  properties: {
    id: p.uuid().primary(),
    userId: p.uuid().index(),
    name: p.string().length(60),
    /** the secret's first characters, for display; not enough to use it */
    prefix: p.string().length(16),
    /** SHA-256 of the secret (hex): the secret itself is never stored */
    secretHash: p.string().length(64).unique(),
    scopes: p.array<ApiScope>(),
    createdAt: p.datetime(),
    lastUsedAt: p.datetime().nullable(),
    revokedAt: p.datetime().nullable(),
  },
});

export class ApiKey extends ApiKeySchema.class {
  static issue(fields: {
    id: string;
    userId: string;
    name: string;
    prefix: string;
    secretHash: string;
    scopes: readonly ApiScope[];
    now: Date;
  }): ApiKey {
    const key = new ApiKey();
    key.id = fields.id;
    key.userId = fields.userId;
    key.name = fields.name;
    key.prefix = fields.prefix;
    key.secretHash = fields.secretHash;
    key.scopes = [...fields.scopes];
    key.createdAt = fields.now;
    key.lastUsedAt = null;
    key.revokedAt = null;
    return key;
  }

  /** Stops the key for good; revoking twice keeps the first time. */
  revoke(now: Date): void {
    this.revokedAt ??= now;
  }

  toView(): ApiKeyView {
    return {
      id: this.id,
      name: this.name,
      prefix: this.prefix,
      scopes: [...this.scopes],
      createdAt: this.createdAt.toISOString(),
      lastUsedAt: this.lastUsedAt?.toISOString() ?? null,
      revokedAt: this.revokedAt?.toISOString() ?? null,
    };
  }
}
ApiKeySchema.setClass(ApiKey);
export { ApiKeySchema };
