import { describe, expect, it } from 'vitest';
import {
  changePasswordFormSchema,
  deleteAccountFormSchema,
  PASSWORDS_DO_NOT_MATCH,
  registerFormSchema,
  resetPasswordFormSchema,
} from './form-schemas.ts';

function messagesByField(result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) {
  return Object.fromEntries((result.error?.issues ?? []).map((issue) => [String(issue.path[0]), issue.message]));
}

const registration = {
  firstName: 'Jane',
  lastName: 'Doe',
  email: 'Jane@Example.com ',
  phone: '',
  password: 'correct horse battery',
  confirmPassword: 'correct horse battery',
};

describe('registerFormSchema', () => {
  it('accepts a complete form with matching passwords; phone is optional', () => {
    const parsed = registerFormSchema.parse(registration);
    expect(parsed.email).toBe('jane@example.com');
    expect(parsed.phone).toBeNull();
  });

  it("says 'Passwords do not match', even while other fields are still wrong", () => {
    const result = registerFormSchema.safeParse({ ...registration, firstName: '', confirmPassword: 'something else' });
    expect(messagesByField(result)).toEqual({ firstName: 'First name is required', confirmPassword: PASSWORDS_DO_NOT_MATCH });
  });

  it('requires every field but the phone', () => {
    const result = registerFormSchema.safeParse({ firstName: '', lastName: '', email: '', password: '', confirmPassword: '' });
    expect(Object.keys(messagesByField(result)).sort()).toEqual(['confirmPassword', 'email', 'firstName', 'lastName', 'password']);
  });
});

describe('changePasswordFormSchema and resetPasswordFormSchema', () => {
  it('compare the new password with its confirmation', () => {
    expect(
      messagesByField(
        changePasswordFormSchema.safeParse({
          currentPassword: 'old one',
          newPassword: 'new password 1',
          confirmPassword: 'new password 2',
        }),
      ),
    ).toEqual({ confirmPassword: PASSWORDS_DO_NOT_MATCH });
    expect(resetPasswordFormSchema.safeParse({ password: 'new password 1', confirmPassword: 'new password 1' }).success).toBe(true);
    expect(messagesByField(resetPasswordFormSchema.safeParse({ password: 'short', confirmPassword: 'short' }))).toEqual({
      password: 'Password must be at least 8 characters',
    });
  });
});

describe('deleteAccountFormSchema', () => {
  it('needs the password and the word DELETE', () => {
    expect(deleteAccountFormSchema.safeParse({ password: 'pw', confirmation: 'DELETE' }).success).toBe(true);
    expect(messagesByField(deleteAccountFormSchema.safeParse({ password: '', confirmation: 'delete' }))).toEqual({
      password: 'Password is required',
      confirmation: 'Type DELETE to confirm',
    });
  });
});
