import { z } from 'zod';
import {
  changePasswordRequestSchema,
  deleteAccountRequestSchema,
  registerRequestSchema,
  resetPasswordRequestSchema,
  setPasswordRequestSchema,
} from '@contracts/identity/contracts/http.ts';

/**
 * The browser-side forms of the identity screens: the contract's request schemas plus what only the
 * browser checks (a repeated password, a typed confirmation).
 */

export const PASSWORDS_DO_NOT_MATCH = 'Passwords do not match';
export const DELETE_CONFIRMATION_WORD = 'DELETE';

const confirmation = z.string().min(1, 'Please confirm your password');

type PasswordPair<Key extends string> = Record<Key | 'confirmPassword', unknown>;

/**
 * Adds the "passwords match" check. It runs even when other fields have errors (zod skips object
 * refinements after field errors unless told otherwise), as long as both passwords are filled in.
 */
function withMatchingPasswords<Key extends string, Schema extends z.ZodType<PasswordPair<Key>>>(schema: Schema, key: Key) {
  return schema.refine((values) => values[key] === values.confirmPassword, {
    path: ['confirmPassword'],
    message: PASSWORDS_DO_NOT_MATCH,
    when: ({ value }) => {
      const values = value as Partial<Record<string, unknown>>;
      return typeof values[key] === 'string' && typeof values.confirmPassword === 'string' && values.confirmPassword !== '';
    },
  });
}

/** Register: the request plus a confirmation that must match (spec section 5). */
export const registerFormSchema = withMatchingPasswords(registerRequestSchema.extend({ confirmPassword: confirmation }), 'password');
export type RegisterFormValues = z.input<typeof registerFormSchema>;

/** Settings, password section: current, new and a matching confirmation. */
export const changePasswordFormSchema = withMatchingPasswords(
  changePasswordRequestSchema.extend({
    currentPassword: z.string().min(1, 'Current password is required'),
    confirmPassword: confirmation,
  }),
  'newPassword',
);
export type ChangePasswordFormValues = z.input<typeof changePasswordFormSchema>;

/** Settings, password section of an account an invitation made: no password yet, so a new one and its confirmation. */
export const setPasswordFormSchema = withMatchingPasswords(
  setPasswordRequestSchema.extend({ currentPassword: z.string(), confirmPassword: confirmation }),
  'newPassword',
);

/** /reset-password: the new password and a matching confirmation (the token comes from the link). */
export const resetPasswordFormSchema = withMatchingPasswords(
  resetPasswordRequestSchema.omit({ token: true }).extend({ confirmPassword: confirmation }),
  'password',
);
export type ResetPasswordFormValues = z.input<typeof resetPasswordFormSchema>;

/** Delete account: the password and the word DELETE typed out. */
export const deleteAccountFormSchema = deleteAccountRequestSchema.extend({
  confirmation: z.string().refine((value) => value.trim() === DELETE_CONFIRMATION_WORD, `Type ${DELETE_CONFIRMATION_WORD} to confirm`),
});
export type DeleteAccountFormValues = z.input<typeof deleteAccountFormSchema>;
