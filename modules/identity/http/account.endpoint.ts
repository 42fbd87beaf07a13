import type { Request, Response } from 'express';
import multer from 'multer';
import { z } from 'zod';
import { endpoint } from '../../shared/kernel/endpoint.ts';
import { ValidationError } from '../../shared/kernel/errors.ts';
import { parseInput } from '../../shared/kernel/validation.ts';
import { ChangePassword } from '../application/commands/change-password/change-password.command.ts';
import { DeleteAccount } from '../application/commands/delete-account/delete-account.command.ts';
import { RequestPasswordReset } from '../application/commands/request-password-reset/request-password-reset.command.ts';
import { Unsubscribe } from '../application/commands/unsubscribe/unsubscribe.command.ts';
import { UploadProfilePicture } from '../application/commands/upload-profile-picture/upload-profile-picture.command.ts';
import { ACCOUNT_TAG } from '../application/http.ts';
import { IDENTITY_RATE_LIMITS } from '../application/rate-limits.ts';
import {
  changePasswordRequestSchema,
  deleteAccountRequestSchema,
  currentUserSchema,
  forgotPasswordRequestSchema,
  PROFILE_PICTURE_MAX_BYTES,
  unsubscribeRequestSchema,
  unsubscribeStateSchema,
  unsubscribeTokenSchema,
} from '../contracts/http.ts';
import { clearSessionCookie, SESSION_COOKIE } from './cookies.ts';
import { requestMeta } from './session.endpoint.ts';

const message = z.object({ message: z.string() });

export const forgotPasswordEndpoint = endpoint({
  method: 'post',
  path: '/api/auth/forgot-password',
  tag: ACCOUNT_TAG,
  summary: 'Mail a password reset link',
  access: 'public',
  body: forgotPasswordRequestSchema,
  invalid: 'Please enter a valid email address',
  response: message,
  errors: [],
  // the client's address and agent go with the request (its limit, the mail's wording)
  handle: async (_request, req, res, { commands }) => {
    res.json(await commands.execute(RequestPasswordReset, { request: req.body ?? {}, meta: requestMeta(req) }));
  },
});

const pictureUpload = multer({
  storage: multer.memoryStorage(),
  limits: { fileSize: PROFILE_PICTURE_MAX_BYTES, files: 1, fields: 5 },
}).single('picture');

/** Reads the multipart `picture` field into memory; upload errors become 400s with a plain message. */
function pictureField(req: Request, res: Response): Promise<Buffer | undefined> {
  return new Promise((resolve, reject) => {
    pictureUpload(req, res, (error: unknown) => {
      if (error instanceof multer.MulterError) {
        const text = error.code === 'LIMIT_FILE_SIZE' ? 'The picture is larger than 8 MB.' : 'Upload one picture in the "picture" field.';
        reject(new ValidationError(text, [{ path: ['picture'], message: text }]));
      } else if (error) {
        // busboy's parse errors (a malformed part header, a cut-off body) are the client's
        reject(
          new ValidationError('The upload could not be read: send the picture as a multipart form.', [
            { path: ['picture'], message: 'The upload could not be read.' },
          ]),
        );
      } else {
        resolve(req.file?.buffer);
      }
    });
  });
}

export const uploadProfilePictureEndpoint = endpoint({
  method: 'post',
  path: '/api/users/me/avatar',
  tag: ACCOUNT_TAG,
  summary: 'Upload my profile picture',
  access: 'member',
  multipart: 'picture: one JPEG, PNG or WebP file up to 8 MB',
  response: currentUserSchema,
  errors: [400],
  handle: async ({ actor }, req, res, { commands }) => {
    const file = await pictureField(req, res);
    res.json(await commands.execute(UploadProfilePicture, { file }, actor));
  },
});

export const changePasswordEndpoint = endpoint({
  method: 'post',
  path: '/api/users/me/password',
  tag: ACCOUNT_TAG,
  summary: 'Change my password',
  description: "Ends the member's other sessions; this one stays.",
  access: 'member',
  body: changePasswordRequestSchema,
  invalid: 'Please check the highlighted fields',
  response: message,
  errors: [],
  handle: async ({ actor }, req, res, { commands }) => {
    const currentSessionToken = req.cookies?.[SESSION_COOKIE] ?? null;
    res.json(await commands.execute(ChangePassword, { request: req.body ?? {}, currentSessionToken }, actor));
  },
});

export const deleteAccountEndpoint = endpoint({
  method: 'delete',
  path: '/api/users/me',
  tag: ACCOUNT_TAG,
  summary: 'Delete my account',
  description: 'Clears the session cookie.',
  access: 'member',
  body: deleteAccountRequestSchema,
  invalid: 'Please enter your password',
  response: message,
  errors: [409],
  handle: async ({ actor }, req, res, { commands, settings }) => {
    const result = await commands.execute(DeleteAccount, req.body ?? {}, actor);
    clearSessionCookie(res, settings.production);
    res.json(result);
  },
});

/**
 * The link in mail, used: no session needed, the token is signed (so CSRF does not apply); limited per
 * address like reading it. The body is read only when it is JSON: mail clients' one-click unsubscribe
 * (`List-Unsubscribe=One-Click`) posts a form, which means unsubscribe.
 */
export const unsubscribeEndpoint = endpoint({
  method: 'post',
  path: '/api/unsubscribe',
  tag: ACCOUNT_TAG,
  summary: 'Unsubscribe (or resubscribe) with a signed link',
  description:
    'Body, when JSON: `{ "resubscribe": true }` undoes it. A form body (mail clients\' one-click unsubscribe) or none unsubscribes.',
  access: 'signed',
  rateLimit: IDENTITY_RATE_LIMITS.unsubscribePerIp,
  query: unsubscribeTokenSchema,
  invalid: 'The unsubscribe link is incomplete',
  response: unsubscribeStateSchema,
  errors: [422],
  handle: async ({ query: { token } }, req, res, { commands }) => {
    const { resubscribe } = parseInput(unsubscribeRequestSchema, req.is('application/json') ? (req.body ?? {}) : {}, 'Invalid request');
    res.json(await commands.execute(Unsubscribe, { token, resubscribe }, null));
  },
});
