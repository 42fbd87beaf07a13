import type { Request, RequestHandler } from 'express';
import type { HttpContext, ReauthenticateActor } from '../../shared/kernel/module.ts';
import { ResolveApiKey } from '../application/queries/resolve-api-key/resolve-api-key.query.ts';
import { API_ACCESS_LOST_MESSAGE, API_KEY_PREFIX, type ApiKeyGrant } from '../contracts/api-keys.ts';
import { ApiAccessRequiredError, InvalidApiKeyError } from '../domain/identity.errors.ts';

const BEARER = /^bearer\s+(\S+)$/i;

/**
 * The API key a request presents: `X-Api-Key: <key>`, or `Authorization: Bearer da_live_…` (other
 * bearer tokens belong to other parts of the host and are left alone). Only on `/api/` paths, and not
 * on webhooks, which their senders sign and which no rate limit holds (a key there is never looked up).
 */
export function presentedApiKey(req: Request): string | undefined {
  const path = req.path.toLowerCase();
  if (!path.startsWith('/api/') || path.startsWith('/api/webhooks/')) return undefined;
  const header = req.get('x-api-key');
  if (header !== undefined) return header.trim();
  const token = BEARER.exec(req.get('authorization')?.trim() ?? '')?.[1];
  return token?.startsWith(API_KEY_PREFIX) ? token : undefined;
}

/**
 * Authenticates a request that presents an API key: it acts as the key's member, with the key's scopes
 * in `res.locals.apiKey` (the host's gate keeps it to those scopes and skips CSRF only then). An unknown
 * or revoked key is a 401 and a member without API access a 403, whatever cookie comes with them.
 * Answers false when the request presents no key.
 */
export function authenticateApiKey({ queries }: HttpContext): (...args: Parameters<RequestHandler>) => Promise<boolean> {
  return async (req, res) => {
    const secret = presentedApiKey(req);
    if (secret === undefined) return false;
    const resolve = () => queries.ask(ResolveApiKey, { secret });
    const resolution = await resolve();
    if (resolution.status === 'invalid') throw new InvalidApiKeyError();
    if (resolution.status === 'no-plan') throw new ApiAccessRequiredError(resolution.buyerTier, API_ACCESS_LOST_MESSAGE);
    res.locals.actor = resolution.actor;
    res.locals.apiKey = resolution.grant satisfies ApiKeyGrant;
    res.locals.reauthenticate = (async () => {
      const again = await resolve();
      return again.status === 'valid' ? again.actor : null;
    }) satisfies ReauthenticateActor;
    return true;
  };
}
