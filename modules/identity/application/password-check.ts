import type { RateLimiter } from '../../shared/kernel/rate-limit.ts';
import { PasswordNotSetError, WrongPasswordError } from '../domain/identity.errors.ts';
import type { User } from '../domain/user.entity.ts';
import type { PasswordHasher } from '../infrastructure/password-hasher.ts';
import { IDENTITY_RATE_LIMITS } from './rate-limits.ts';

/** Re-checks the signed-in user's password before a sensitive change; limited against guessing. An account with no
 * password (made by an invitation) sets one first: the session alone is not enough to change where it signs in or delete it. */
export async function confirmPassword(
  user: User,
  password: string,
  hasher: PasswordHasher,
  limiter: RateLimiter,
  field = 'password',
): Promise<void> {
  if (!user.passwordHash) throw new PasswordNotSetError();
  await limiter.hit(IDENTITY_RATE_LIMITS.passwordCheckPerAccount, user.id);
  if (!(await hasher.verify(user.passwordHash, password))) throw new WrongPasswordError(field);
}
