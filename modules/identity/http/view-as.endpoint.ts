import type { Request, Response } from 'express';
import { z } from 'zod';
import { endpoint, type HttpContext } from '../../shared/kernel/endpoint.ts';
import { EndViewingAs, StartViewingAs } from '../application/commands/view-as/view-as.command.ts';
import { ADMIN_TAG, ACCOUNT_TAG } from '../application/http.ts';
import { userIdParamsSchema } from '../application/commands/change-roles/change-roles.command.ts';
import { adminReasonSchema } from '../contracts/admin-users.ts';
import { currentUserSchema } from '../contracts/http.ts';
import { IDENTITY_SERVICES } from '../tokens.ts';
import { clearSessionCookie, SESSION_COOKIE, setSessionCookie } from './cookies.ts';
import { requestMeta } from './session.endpoint.ts';

/** Holds the administrator's own session while they view the site as a member; it comes back when the view ends. */
export const VIEW_RETURN_COOKIE = 'dealacre_view_return';
const DAY_MS = 86_400_000;

function useSession(res: Response, session: { token: string; expiresAt: Date }, { settings, rotateCsrfToken }: HttpContext): void {
  setSessionCookie(res, session, settings.production);
  rotateCsrfToken(res, session.token);
}

/**
 * Puts the administrator's own session back (when the view ended or ran out), or signs the browser out
 * when that session is gone too. Answers whether it did anything.
 */
export async function returnFromView(req: Request, res: Response, context: HttpContext): Promise<boolean> {
  const adminToken = req.cookies?.[VIEW_RETURN_COOKIE];
  if (typeof adminToken !== 'string') return false;
  res.clearCookie(VIEW_RETURN_COOKIE, { httpOnly: true, sameSite: 'lax', secure: context.settings.production, path: '/' });
  const admin = await context.resolve(IDENTITY_SERVICES.Sessions).resolve(adminToken);
  if (admin) {
    useSession(res, { token: adminToken, expiresAt: admin.expiresAt }, context);
    res.locals.restoredSessionToken = adminToken;
  } else clearSessionCookie(res, context.settings.production);
  return true;
}

export const startViewingAsEndpoint = endpoint({
  method: 'post',
  path: '/api/admin/users/:userId/view-as',
  tag: ADMIN_TAG,
  summary: 'See the site as a member, read-only',
  description:
    'With a reason (kept in the audit log). This browser gets a session as the member for 30 minutes at most, in which every change is refused; the administrator’s own session comes back at `POST /api/auth/view-as/end` or when the view runs out. Not for administrators or suspended accounts (422).',
  access: 'admin',
  forbidden: 'Only administrators can view the site as a member',
  params: userIdParamsSchema,
  body: adminReasonSchema,
  invalid: 'Give a reason (at least 3 characters)',
  response: currentUserSchema,
  errors: [404, 422],
  handle: async ({ params, body, actor }, req, res, context) => {
    const { user, session } = await context.commands.execute(
      StartViewingAs,
      { userId: params.userId, reason: body.reason, meta: requestMeta(req) },
      actor,
    );
    const own = req.cookies?.[SESSION_COOKIE];
    if (typeof own === 'string') {
      res.cookie(VIEW_RETURN_COOKIE, own, {
        httpOnly: true,
        sameSite: 'lax',
        secure: context.settings.production,
        path: '/',
        expires: new Date(session.expiresAt.getTime() + DAY_MS),
      });
    }
    useSession(res, session, context);
    res.json(user);
  },
});

export const endViewingAsEndpoint = endpoint({
  method: 'post',
  path: '/api/auth/view-as/end',
  tag: ACCOUNT_TAG,
  summary: 'End a view of the site as a member',
  description: 'Ends the read-only session and puts the administrator’s own session back.',
  access: 'member',
  response: z.object({ message: z.string() }),
  errors: [422],
  handle: async ({ actor }, req, res, context) => {
    await context.commands.execute(EndViewingAs, { token: String(req.cookies?.[SESSION_COOKIE] ?? '') }, actor);
    if (!(await returnFromView(req, res, context))) clearSessionCookie(res, context.settings.production);
    res.json({ message: 'You are back in your own account' });
  },
});
