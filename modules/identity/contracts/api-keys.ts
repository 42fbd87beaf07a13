import { z } from 'zod';

/**
 * Personal API keys (spec section 9: "API access" on Buyer Pro and Seller Premium). A key is shown once
 * at creation; the server keeps its SHA-256 and a short prefix for display. A request with
 * `Authorization: Bearer <key>` (or `X-Api-Key: <key>`) acts as the key's member with only its scopes.
 */
export const API_KEY_PREFIX = 'da_live_';

/** What a key may do: read listings and searches, write the member's own listings, read the member's leads, read and answer offers. */
export const API_SCOPES = ['listings:read', 'listings:write', 'leads:read', 'offers:read', 'offers:write'] as const;
export type ApiScope = (typeof API_SCOPES)[number];

export const API_SCOPE_DESCRIPTIONS: Record<ApiScope, string> = {
  'listings:read': 'Read listings and searches',
  'listings:write': 'Create, edit and publish your own listings',
  'leads:read': 'Read your leads',
  'offers:read': 'Read your offers and the offers on your listings',
  'offers:write': 'Make, withdraw, counter, accept and decline offers',
};

/** how many keys a member may hold at once (revoked keys do not count) */
export const API_KEYS_PER_MEMBER = 10;

export const API_ACCESS_UPGRADE_MESSAGE = 'API access is part of Buyer Pro and Seller Premium. Upgrade to create API keys.';
export const API_ACCESS_LOST_MESSAGE = "This API key's member no longer has a plan with API access.";

/** A key's secret as presented: the prefix and 43 base64url characters (32 random bytes). */
export const apiKeySecretSchema = z.string().regex(/^da_live_[\w-]{43}$/);

/** `POST /api/users/me/api-keys` */
export const createApiKeyRequestSchema = z
  .object({
    name: z.string().trim().min(1, 'Give the key a name').max(60, 'At most 60 characters'),
    scopes: z
      .array(z.enum(API_SCOPES))
      .min(1, 'Choose at least one scope')
      .refine((scopes) => new Set(scopes).size === scopes.length, 'A scope is listed twice'),
  })
  .strict();
export type CreateApiKeyRequest = z.input<typeof createApiKeyRequestSchema>;

/** A key as Settings lists it; never its secret. Dates are ISO strings. */
export const apiKeyViewSchema = z.object({
  id: z.string(),
  name: z.string(),
  /** the first characters of the secret (`da_live_AbCd`), to tell keys apart */
  prefix: z.string(),
  scopes: z.array(z.enum(API_SCOPES)),
  createdAt: z.string(),
  lastUsedAt: z.string().nullable(),
  revokedAt: z.string().nullable(),
});
export type ApiKeyView = z.infer<typeof apiKeyViewSchema>;

/** The answer to a creation: the only time the secret is shown. */
export const createdApiKeySchema = z.object({ key: apiKeyViewSchema, secret: z.string() });
export type CreatedApiKey = z.infer<typeof createdApiKeySchema>;

/** `GET /api/users/me/api-keys`: the member's keys, newest first, and whether their plan includes API access. */
export const apiKeyListSchema = z.object({ apiAccess: z.boolean(), keys: z.array(apiKeyViewSchema) });
export type ApiKeyList = z.infer<typeof apiKeyListSchema>;

/** What the identity middleware leaves in `res.locals.apiKey` when a valid key authenticated the request. */
export interface ApiKeyGrant {
  keyId: string;
  userId: string;
  scopes: readonly ApiScope[];
}
