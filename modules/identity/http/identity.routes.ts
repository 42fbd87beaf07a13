import { Router, type Request, type RequestHandler } from 'express';
import type { HttpContext } from '../../shared/kernel/module.ts';
import { ChangeRoles } from '../application/commands/change-roles/change-roles.command.ts';
import { EnableSellerCapability } from '../application/commands/enable-seller-capability/enable-seller-capability.command.ts';
import { RegisterUser, type RequestMeta } from '../application/commands/register-user/register-user.command.ts';
import { SignIn } from '../application/commands/sign-in/sign-in.command.ts';
import { SignOut } from '../application/commands/sign-out/sign-out.command.ts';
import { SwitchMode } from '../application/commands/switch-mode/switch-mode.command.ts';
import { GetCurrentUser } from '../application/queries/get-current-user/get-current-user.query.ts';
import { ResolveActor } from '../application/queries/resolve-actor/resolve-actor.query.ts';
import { clearSessionCookie, SESSION_COOKIE, setSessionCookie } from './cookies.ts';

const meta = (req: Request): RequestMeta => ({ userAgent: req.get('user-agent') ?? null, ipAddress: req.ip ?? null });

/** Sets `res.locals.actor` from the session cookie on every request. */
export function authenticate({ queries }: HttpContext): RequestHandler {
  return async (req, res, next) => {
    res.locals.actor = await queries.ask(ResolveActor, { token: req.cookies?.[SESSION_COOKIE] });
    next();
  };
}

export function identityRouter({ commands, queries, settings }: HttpContext): Router {
  const router = Router();
  const secure = settings.production;

  router.get('/api/auth/me', async (_req, res) => {
    res.json(await queries.ask(GetCurrentUser, undefined, res.locals.actor));
  });

  router.post('/api/auth/register', async (req, res) => {
    const { user, session } = await commands.execute(RegisterUser, { request: req.body ?? {}, meta: meta(req) });
    setSessionCookie(res, session, secure);
    res.status(201).json(user);
  });

  router.post('/api/auth/login', async (req, res) => {
    const { user, session } = await commands.execute(SignIn, { request: req.body ?? {}, meta: meta(req) });
    // the old session (if any) ends: a sign-in always gets a new id
    const previous = req.cookies?.[SESSION_COOKIE];
    if (previous) await commands.execute(SignOut, { token: previous, everywhere: false });
    setSessionCookie(res, session, secure);
    res.json(user);
  });

  router.post('/api/auth/logout', async (req, res) => {
    await commands.execute(SignOut, { token: req.cookies?.[SESSION_COOKIE] ?? null, everywhere: false });
    clearSessionCookie(res, secure);
    res.json({ message: 'Signed out' });
  });

  router.post('/api/auth/logout-everywhere', async (_req, res) => {
    await commands.execute(SignOut, { token: null, everywhere: true }, res.locals.actor);
    clearSessionCookie(res, secure);
    res.json({ message: 'Signed out on every device' });
  });

  router.patch('/api/users/switch-mode', async (req, res) => {
    res.json(await commands.execute(SwitchMode, req.body ?? {}, res.locals.actor));
  });

  router.post('/api/users/me/capabilities/seller', async (_req, res) => {
    res.json(await commands.execute(EnableSellerCapability, undefined, res.locals.actor));
  });

  router.post('/api/admin/users/:userId/roles', async (req, res) => {
    res.json(await commands.execute(ChangeRoles, { ...(req.body ?? {}), userId: req.params.userId }, res.locals.actor));
  });

  return router;
}
