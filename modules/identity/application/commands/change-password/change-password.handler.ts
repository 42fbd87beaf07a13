import { SessionsEnded } from '../../../contracts/events.ts';
import { requireActor, type CommandContext, type CommandHandler } from '../../../../shared/kernel/bus.ts';
import type { RateLimiter } from '../../../../shared/kernel/rate-limit.ts';
import { parseInput } from '../../../../shared/kernel/validation.ts';
import { PLATFORM } from '../../../../shared/kernel/tokens.ts';
import { handlesCommand } from '../../../../shared/kernel/use-case.ts';
import { changePasswordRequestSchema, type ChangePasswordRequest } from '../../../contracts/http.ts';
import { assertAcceptablePassword } from '../../../domain/password-policy.ts';
import { User } from '../../../domain/user.entity.ts';
import type { IdentityMail } from '../../../infrastructure/identity-mail.ts';
import type { PasswordHasher } from '../../../infrastructure/password-hasher.ts';
import type { SessionStore } from '../../../infrastructure/session-store.ts';
import { IDENTITY_SERVICES } from '../../../tokens.ts';
import { confirmPassword } from '../../password-check.ts';
import { ChangePassword } from './change-password.command.ts';

type Input = { request: ChangePasswordRequest; currentSessionToken: string | null };

export class ChangePasswordHandler implements CommandHandler<Input, { message: string }> {
  readonly #hasher: PasswordHasher;
  readonly #sessions: SessionStore;
  readonly #limiter: RateLimiter;
  readonly #mail: IdentityMail;

  constructor(hasher: PasswordHasher, sessions: SessionStore, limiter: RateLimiter, mail: IdentityMail) {
    this.#hasher = hasher;
    this.#sessions = sessions;
    this.#limiter = limiter;
    this.#mail = mail;
  }

  async execute(
    { request, currentSessionToken }: Input,
    { em, actor, publish, afterCommit }: CommandContext,
  ): Promise<{ message: string }> {
    const user = await em.findOneOrFail(User, { id: requireActor(actor).userId });
    const { currentPassword, newPassword } = parseInput(changePasswordRequestSchema, request, 'Please check the highlighted fields');
    await confirmPassword(user, currentPassword, this.#hasher, this.#limiter, 'currentPassword');
    await assertAcceptablePassword(newPassword, user);
    user.passwordHash = await this.#hasher.hash(newPassword);
    await em.flush();
    if (await this.#sessions.endAll(em, user.id, { except: currentSessionToken }))
      publish(SessionsEnded.create(user.id, { userId: user.id }));
    afterCommit(() => this.#mail.passwordChanged(user.email, user.firstName));
    return { message: 'Password changed. Your other devices were signed out.' };
  }
}

export const changePassword = handlesCommand(
  ChangePassword,
  [IDENTITY_SERVICES.Hasher, IDENTITY_SERVICES.Sessions, PLATFORM.RateLimiter, IDENTITY_SERVICES.Mail],
  (hasher, sessions, limiter, mail) => new ChangePasswordHandler(hasher, sessions, limiter, mail),
);
