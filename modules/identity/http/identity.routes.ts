import { Router, type Request, type RequestHandler, type Response } from 'express';
import multer from 'multer';
import { ValidationError } from '../../shared/kernel/errors.ts';
import { AutoLogin } from '../application/commands/auto-login/auto-login.command.ts';
import { ChangePassword } from '../application/commands/change-password/change-password.command.ts';
import { DeleteAccount } from '../application/commands/delete-account/delete-account.command.ts';
import { RequestPasswordReset } from '../application/commands/request-password-reset/request-password-reset.command.ts';
import { UploadProfilePicture } from '../application/commands/upload-profile-picture/upload-profile-picture.command.ts';
import { PROFILE_PICTURE_MAX_BYTES, unsubscribeRequestSchema, unsubscribeTokenSchema } from '../contracts/http.ts';
import { parseInput } from '../../shared/kernel/validation.ts';
import { Unsubscribe } from '../application/commands/unsubscribe/unsubscribe.command.ts';
import type { HttpContext, ReauthenticateActor } from '../../shared/kernel/module.ts';
import { RegisterUser, type RequestMeta } from '../application/commands/register-user/register-user.command.ts';
import { SignIn } from '../application/commands/sign-in/sign-in.command.ts';
import { SignOut } from '../application/commands/sign-out/sign-out.command.ts';
import { ResolveActor } from '../application/queries/resolve-actor/resolve-actor.query.ts';
import { IDENTITY_RATE_LIMITS } from '../application/rate-limits.ts';
import { authenticateApiKey } from './api-keys.routes.ts';
import { clearSessionCookie, SESSION_COOKIE, setSessionCookie } from './cookies.ts';

const pictureUpload = multer({
  storage: multer.memoryStorage(),
  limits: { fileSize: PROFILE_PICTURE_MAX_BYTES, files: 1, fields: 5 },
}).single('picture');

/** Reads the multipart `picture` field into memory; upload errors become 400s with a plain message. */
const receivePicture: RequestHandler = (req, res, next) => {
  if (!res.locals.actor) {
    next();
    return;
  }
  pictureUpload(req, res, (error: unknown) => {
    if (error instanceof multer.MulterError) {
      const message = error.code === 'LIMIT_FILE_SIZE' ? 'The picture is larger than 8 MB.' : 'Upload one picture in the "picture" field.';
      next(new ValidationError(message, [{ path: ['picture'], message }]));
      return;
    }
    // busboy's parse errors (a malformed part header, a cut-off body) are the client's
    next(
      error
        ? new ValidationError('The upload could not be read: send the picture as a multipart form.', [
            { path: ['picture'], message: 'The upload could not be read.' },
          ])
        : undefined,
    );
  });
};

const meta = (req: Request): RequestMeta => ({ userAgent: req.get('user-agent') ?? null, ipAddress: req.ip ?? null });

/** Sets `res.locals.actor` from the API key the request presents, else from the session cookie, on every request. */
export function authenticate(context: HttpContext): RequestHandler {
  const { queries } = context;
  const byApiKey = authenticateApiKey(context);
  return async (req, res, next) => {
    if (await byApiKey(req, res, next)) {
      next();
      return;
    }
    const token = req.cookies?.[SESSION_COOKIE];
    res.locals.actor = await queries.ask(ResolveActor, { token });
    res.locals.reauthenticate = (() => queries.ask(ResolveActor, { token })) satisfies ReauthenticateActor;
    next();
  };
}

/**
 * The account's routes that are more than a bus call, so not declared with their use case: they set,
 * read or clear the session cookie (rotating the CSRF token with a new session), pass the client's
 * address and agent to the use case, take a multipart upload, or read the body only when it is JSON.
 */
export function identityRouter(context: HttpContext): Router {
  const { commands, settings, rotateCsrfToken, rateLimit } = context;
  const router = Router();
  const secure = settings.production;
  const startSession = (res: Response, session: { token: string; expiresAt: Date }) => {
    setSessionCookie(res, session, secure);
    rotateCsrfToken(res);
  };

  router.post('/api/auth/register', async (req, res) => {
    const { user, session } = await commands.execute(RegisterUser, { request: req.body ?? {}, meta: meta(req) });
    startSession(res, session);
    res.status(201).json(user);
  });

  router.post('/api/auth/login', async (req, res) => {
    const { user, session } = await commands.execute(SignIn, { request: req.body ?? {}, meta: meta(req) });
    // the old session (if any) ends: a sign-in always gets a new id
    const previous = req.cookies?.[SESSION_COOKIE];
    if (previous) await commands.execute(SignOut, { token: previous, everywhere: false });
    startSession(res, session);
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

  router.post('/api/auth/forgot-password', async (req, res) => {
    res.json(await commands.execute(RequestPasswordReset, { request: req.body ?? {}, meta: meta(req) }));
  });

  router.post('/api/auth/auto-login', async (req, res) => {
    const { user, session, redirectTo } = await commands.execute(AutoLogin, { request: req.body ?? {}, meta: meta(req) });
    startSession(res, session);
    res.json({ ...user, redirectTo });
  });

  router.post('/api/users/me/avatar', receivePicture, async (req, res) => {
    res.json(await commands.execute(UploadProfilePicture, { file: req.file?.buffer }, res.locals.actor));
  });

  router.post('/api/users/me/password', async (req, res) => {
    const currentSessionToken = req.cookies?.[SESSION_COOKIE] ?? null;
    res.json(await commands.execute(ChangePassword, { request: req.body ?? {}, currentSessionToken }, res.locals.actor));
  });

  // the link in mail, used: no session needed, the token is signed (so CSRF does not apply); limited per address
  // like reading it (a declared endpoint), and kept here because its body is read only when it is JSON
  router.post('/api/unsubscribe', rateLimit(IDENTITY_RATE_LIMITS.unsubscribePerIp), async (req, res) => {
    const { token } = parseInput(unsubscribeTokenSchema, req.query, 'The unsubscribe link is incomplete');
    // mail clients' one-click posts a form (`List-Unsubscribe=One-Click`), which is not parsed: that means unsubscribe
    const { resubscribe } = parseInput(unsubscribeRequestSchema, req.is('application/json') ? (req.body ?? {}) : {}, 'Invalid request');
    res.json(await commands.execute(Unsubscribe, { token, resubscribe }, null));
  });

  router.delete('/api/users/me', async (req, res) => {
    const result = await commands.execute(DeleteAccount, req.body ?? {}, res.locals.actor);
    clearSessionCookie(res, secure);
    res.json(result);
  });

  return router;
}
