import type { CommandContext, CommandHandler } from '../../../../shared/kernel/bus.ts';
import type { Clock } from '../../../../shared/kernel/clock.ts';
import { PLATFORM } from '../../../../shared/kernel/tokens.ts';
import { handlesCommand, http } from '../../../../shared/kernel/use-case.ts';
import { SessionsEnded, UserChanged } from '../../../contracts/events.ts';
import { accountMessageSchema, resetPasswordRequestSchema, type ResetPasswordRequest } from '../../../contracts/http.ts';
import { assertAcceptablePassword } from '../../../domain/password-policy.ts';
import { User } from '../../../domain/user.entity.ts';
import type { AccountTokens } from '../../../infrastructure/account-tokens.ts';
import type { IdentityMail } from '../../../infrastructure/identity-mail.ts';
import type { PasswordHasher } from '../../../infrastructure/password-hasher.ts';
import type { SessionStore } from '../../../infrastructure/session-store.ts';
import { IDENTITY_SERVICES } from '../../../tokens.ts';
import { ACCOUNT_TAG } from '../../http.ts';
import { ResetPassword } from './reset-password.command.ts';

export class ResetPasswordHandler implements CommandHandler<ResetPasswordRequest, { message: string }> {
  readonly #tokens: AccountTokens;
  readonly #hasher: PasswordHasher;
  readonly #sessions: SessionStore;
  readonly #mail: IdentityMail;
  readonly #clock: Clock;

  constructor(tokens: AccountTokens, hasher: PasswordHasher, sessions: SessionStore, mail: IdentityMail, clock: Clock) {
    this.#tokens = tokens;
    this.#hasher = hasher;
    this.#sessions = sessions;
    this.#mail = mail;
    this.#clock = clock;
  }

  async execute({ token, password }: ResetPasswordRequest, { em, publish, afterCommit }: CommandContext): Promise<{ message: string }> {
    const link = await this.#tokens.consume(em, token, ['reset-password']);
    const user = await em.findOneOrFail(User, { id: link.userId });
    await assertAcceptablePassword(password, user);
    user.passwordHash = await this.#hasher.hash(password);
    user.emailVerifiedAt ??= this.#clock.now(); // opening the link proved the inbox is theirs
    await em.flush();
    if (await this.#sessions.endAll(em, user.id)) publish(SessionsEnded.create(user.id, { userId: user.id }));
    publish(UserChanged.create(user.id, user.toSnapshot()));
    afterCommit(() => this.#mail.passwordChanged(user.email, user.firstName));
    return { message: 'Your password has been reset. Sign in with your new password.' };
  }
}

export const resetPassword = handlesCommand(
  ResetPassword,
  [IDENTITY_SERVICES.Tokens, IDENTITY_SERVICES.Hasher, IDENTITY_SERVICES.Sessions, IDENTITY_SERVICES.Mail, PLATFORM.Clock],
  (tokens, hasher, sessions, mail, clock) => new ResetPasswordHandler(tokens, hasher, sessions, mail, clock),
  [
    http(ResetPassword, {
      method: 'post',
      path: '/api/auth/reset-password',
      tag: ACCOUNT_TAG,
      summary: 'Set a new password with a reset link',
      description: 'Every session of the account ends.',
      access: 'public',
      body: resetPasswordRequestSchema,
      invalid: 'Please choose a valid password',
      input: ({ body }) => body,
      response: accountMessageSchema,
      errors: [422],
    }),
  ],
);
