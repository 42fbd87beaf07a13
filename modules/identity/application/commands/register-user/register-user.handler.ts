import { UniqueConstraintViolationException } from '@mikro-orm/core';
import type { CommandContext, CommandHandler } from '../../../../shared/kernel/bus.ts';
import { newId } from '../../../../shared/kernel/ids.ts';
import type { RateLimiter } from '../../../../shared/kernel/rate-limit.ts';
import { parseInput } from '../../../../shared/kernel/validation.ts';
import { PLATFORM } from '../../../../shared/kernel/tokens.ts';
import { handlesCommand } from '../../../../shared/kernel/use-case.ts';
import { UserRegistered } from '../../../contracts/events.ts';
import { registerRequestSchema, type RegisterRequest } from '../../../contracts/http.ts';
import { EmailTakenError } from '../../../domain/identity.errors.ts';
import { assertAcceptablePassword } from '../../../domain/password-policy.ts';
import { toCurrentUser } from '../../../domain/current-user.ts';
import { User } from '../../../domain/user.entity.ts';
import type { AccountTokens } from '../../../infrastructure/account-tokens.ts';
import type { IdentityMail } from '../../../infrastructure/identity-mail.ts';
import type { PasswordHasher } from '../../../infrastructure/password-hasher.ts';
import type { SessionStore } from '../../../infrastructure/session-store.ts';
import { IDENTITY_SERVICES } from '../../../tokens.ts';
import { IDENTITY_RATE_LIMITS } from '../../rate-limits.ts';
import { RegisterUser, type RequestMeta, type SignedIn } from './register-user.command.ts';

export class RegisterUserHandler implements CommandHandler<{ request: RegisterRequest; meta: RequestMeta }, SignedIn> {
  readonly #hasher: PasswordHasher;
  readonly #sessions: SessionStore;
  readonly #limiter: RateLimiter;
  readonly #tokens: AccountTokens;
  readonly #mail: IdentityMail;

  constructor(hasher: PasswordHasher, sessions: SessionStore, limiter: RateLimiter, tokens: AccountTokens, mail: IdentityMail) {
    this.#hasher = hasher;
    this.#sessions = sessions;
    this.#limiter = limiter;
    this.#tokens = tokens;
    this.#mail = mail;
  }

  async execute(
    { request, meta }: { request: RegisterRequest; meta: RequestMeta },
    { em, publish, afterCommit }: CommandContext,
  ): Promise<SignedIn> {
    await this.#limiter.hit(IDENTITY_RATE_LIMITS.registerPerIp, meta.ipAddress ?? 'unknown');
    const fields = parseInput(registerRequestSchema, request, 'Please check the highlighted fields');
    await assertAcceptablePassword(fields.password, fields);
    if (await em.count(User, { email: fields.email })) throw new EmailTakenError();

    const user = em.create(User, {
      id: newId(),
      email: fields.email,
      passwordHash: await this.#hasher.hash(fields.password),
      firstName: fields.firstName,
      lastName: fields.lastName,
      phone: fields.phone,
      roles: ['buyer'],
      activeRole: 'buyer',
    });
    try {
      await em.flush();
    } catch (error) {
      if (error instanceof UniqueConstraintViolationException) throw new EmailTakenError();
      throw error;
    }
    const session = this.#sessions.start(em, user.id, meta);
    const verification = await this.#tokens.issue(em, { userId: user.id, purpose: 'verify-email' });
    afterCommit(() => this.#mail.verifyEmail(user.email, user.firstName, verification));
    const snapshot = user.toSnapshot();
    publish(UserRegistered.create(user.id, snapshot));
    return { user: toCurrentUser(snapshot), session };
  }
}

export const registerUser = handlesCommand(
  RegisterUser,
  [IDENTITY_SERVICES.Hasher, IDENTITY_SERVICES.Sessions, PLATFORM.RateLimiter, IDENTITY_SERVICES.Tokens, IDENTITY_SERVICES.Mail],
  (hasher, sessions, limiter, tokens, mail) => new RegisterUserHandler(hasher, sessions, limiter, tokens, mail),
);
