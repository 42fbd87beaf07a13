import type { RequestHandler } from 'express';
import type { HttpContext, ReauthenticateActor } from '../../shared/kernel/module.ts';
import { ResolveActor } from '../application/queries/resolve-actor/resolve-actor.query.ts';
import { authenticateApiKey } from './api-key.middleware.ts';
import { SESSION_COOKIE } from './cookies.ts';
import { returnFromView } from './view-as.endpoint.ts';
import { AppError } from '../../shared/kernel/errors.ts';

const READ_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
const STILL_ALLOWED_WHILE_VIEWING = new Set(['/api/auth/view-as/end', '/api/auth/logout']);
export const VIEW_IS_READ_ONLY = 'You are viewing the site as this member, so nothing can be changed. End the view to make changes.';

/** Sets `res.locals.actor` from the API key the request presents, else from the session cookie, on every request. */
export function authenticate(context: HttpContext): RequestHandler {
  const { queries } = context;
  const byApiKey = authenticateApiKey(context);
  return async (req, res, next) => {
    if (await byApiKey(req, res, next)) {
      next();
      return;
    }
    let token = req.cookies?.[SESSION_COOKIE];
    let actor = await queries.ask(ResolveActor, { token });
    // an administrator's view of the site as a member that ran out: their own session comes back
    if (!actor && (await returnFromView(req, res, context))) {
      token = String(res.locals.restoredSessionToken ?? '');
      actor = token ? await queries.ask(ResolveActor, { token }) : null;
    }
    res.locals.actor = actor;
    if (actor?.viewedBy && !READ_METHODS.has(req.method) && !STILL_ALLOWED_WHILE_VIEWING.has(req.path)) {
      next(new AppError('forbidden', VIEW_IS_READ_ONLY, { code: 'read_only_view' }));
      return;
    }
    // the host binds the CSRF token to the session
    if (res.locals.actor && typeof token === 'string') res.locals.sessionToken = token;
    res.locals.reauthenticate = (() => queries.ask(ResolveActor, { token })) satisfies ReauthenticateActor;
    next();
  };
}
