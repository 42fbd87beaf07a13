import { describe, expect, it } from 'vitest';
import { WeakPasswordError } from './identity.errors.ts';
import { assertAcceptablePassword } from './password-policy.ts';

const maria = { email: 'maria.lopez@example.com', firstName: 'Maria', lastName: 'Lopez' };

async function refusal(password: string): Promise<string | undefined> {
  try {
    await assertAcceptablePassword(password, maria);
    return undefined;
  } catch (error) {
    expect(error).toBeInstanceOf(WeakPasswordError);
    expect(error).toMatchObject({ code: 'weak_password', details: [{ path: ['password'] }] });
    return (error as WeakPasswordError).message;
  }
}

describe('password policy', () => {
  it.each(['password123', '12345678', 'iloveyou', 'qwertyuiop', 'letmein1', 'Password1', 'trustno1'])(
    'refuses %j as too common',
    async (password) => {
      expect(await refusal(password)).toBe('This password is too common. Choose one that is harder to guess.');
    },
  );

  it.each(['aaaaaaaaaa', 'abcdefghij', 'asdfghjkl;', 'Maria1990!'])('refuses %j as easy to guess, saying why', async (password) => {
    expect(await refusal(password)).toMatch(/^This password is too (easy to guess\. \S|common)/);
  });

  it.each(['maria.lopez@example.com', 'MARIA.LOPEZ', 'lopez', ' Maria '])('refuses %j, her own email or name', async (password) => {
    expect(await refusal(password)).toBe('Your password must not be your email address or name.');
  });

  it.each(['acres-and-acres-9', 'land-for-sale-42', 'green-acres-and-wide-skies', 'correct horse battery', 'Xy3kP0qLr8TzA1bC9dEf2g'])(
    'accepts %j',
    async (password) => {
      expect(await refusal(password)).toBeUndefined();
    },
  );
});
