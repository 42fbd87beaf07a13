import { requireActor, type CommandContext, type CommandHandler } from '../../../../shared/kernel/bus.ts';
import { AppError } from '../../../../shared/kernel/errors.ts';
import type { RateLimiter } from '../../../../shared/kernel/rate-limit.ts';
import { PLATFORM } from '../../../../shared/kernel/tokens.ts';
import { handlesCommand, http } from '../../../../shared/kernel/use-case.ts';
import { accountMessageSchema } from '../../../contracts/http.ts';
import { User } from '../../../domain/user.entity.ts';
import type { AccountTokens } from '../../../infrastructure/account-tokens.ts';
import type { IdentityMail } from '../../../infrastructure/identity-mail.ts';
import { IDENTITY_SERVICES } from '../../../tokens.ts';
import { ACCOUNT_TAG } from '../../http.ts';
import { IDENTITY_RATE_LIMITS } from '../../rate-limits.ts';
import { ResendVerification } from './resend-verification.command.ts';

export class ResendVerificationHandler implements CommandHandler<void, { message: string }> {
  readonly #tokens: AccountTokens;
  readonly #mail: IdentityMail;
  readonly #limiter: RateLimiter;

  constructor(tokens: AccountTokens, mail: IdentityMail, limiter: RateLimiter) {
    this.#tokens = tokens;
    this.#mail = mail;
    this.#limiter = limiter;
  }

  async execute(_input: void, { em, actor, afterCommit }: CommandContext): Promise<{ message: string }> {
    const user = await em.findOneOrFail(User, { id: requireActor(actor).userId });
    if (user.emailVerifiedAt) throw new AppError('business-rule', 'Your email address is already verified', { code: 'already_verified' });
    await this.#limiter.hit(IDENTITY_RATE_LIMITS.mailPerAccount, user.id);
    const token = await this.#tokens.issue(em, { userId: user.id, purpose: 'verify-email' });
    afterCommit(() => this.#mail.verifyEmail(user.email, user.firstName, token));
    return { message: `We sent a new verification link to ${user.email}.` };
  }
}

export const resendVerification = handlesCommand(
  ResendVerification,
  [IDENTITY_SERVICES.Tokens, IDENTITY_SERVICES.Mail, PLATFORM.RateLimiter],
  (tokens, mail, limiter) => new ResendVerificationHandler(tokens, mail, limiter),
  [
    http(ResendVerification, {
      method: 'post',
      path: '/api/auth/verify-email/resend',
      tag: ACCOUNT_TAG,
      summary: 'Mail the verification link again',
      access: 'member',
      input: () => undefined,
      response: accountMessageSchema,
      errors: [422],
    }),
  ],
);
