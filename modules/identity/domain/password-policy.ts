import { COMMON_PASSWORDS } from './common-passwords.ts';
import { WeakPasswordError } from './identity.errors.ts';

/**
 * NIST SP 800-63B style: length (checked by the request schema) and no well-known password; no
 * composition rules. Also refuses a password made of the user's own email or name.
 */
export function assertAcceptablePassword(password: string, personal: { email: string; firstName?: string; lastName?: string }): void {
  const normalized = password.trim().toLowerCase();
  if (COMMON_PASSWORDS.has(normalized) || /^(.)\1+$/.test(normalized)) {
    throw new WeakPasswordError('This password is too common. Choose one that is harder to guess.');
  }
  const personalWords = [personal.email, personal.email.split('@')[0], personal.firstName, personal.lastName]
    .filter((word): word is string => Boolean(word && word.length >= 3))
    .map((word) => word.toLowerCase());
  if (personalWords.includes(normalized)) {
    throw new WeakPasswordError('Your password must not be your email address or name.');
  }
}
