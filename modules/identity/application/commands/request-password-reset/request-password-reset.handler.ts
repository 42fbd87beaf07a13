import type { CommandContext, CommandHandler } from '../../../../shared/kernel/bus.ts';
import type { RateLimiter } from '../../../../shared/kernel/rate-limit.ts';
import { parseInput } from '../../../../shared/kernel/validation.ts';
import { PLATFORM } from '../../../../shared/kernel/tokens.ts';
import { handlesCommand } from '../../../../shared/kernel/use-case.ts';
import { forgotPasswordRequestSchema } from '../../../contracts/http.ts';
import { User } from '../../../domain/user.entity.ts';
import type { AccountTokens } from '../../../infrastructure/account-tokens.ts';
import type { IdentityMail } from '../../../infrastructure/identity-mail.ts';
import { IDENTITY_SERVICES } from '../../../tokens.ts';
import { IDENTITY_RATE_LIMITS } from '../../rate-limits.ts';
import type { RequestMeta } from '../register-user/register-user.command.ts';
import { RequestPasswordReset, PASSWORD_RESET_SENT } from './request-password-reset.command.ts';

export class RequestPasswordResetHandler implements CommandHandler<
  { request: { email?: unknown }; meta: RequestMeta },
  { message: string }
> {
  readonly #tokens: AccountTokens;
  readonly #mail: IdentityMail;
  readonly #limiter: RateLimiter;

  constructor(tokens: AccountTokens, mail: IdentityMail, limiter: RateLimiter) {
    this.#tokens = tokens;
    this.#mail = mail;
    this.#limiter = limiter;
  }

  async execute(
    { request, meta }: { request: { email?: unknown }; meta: RequestMeta },
    { em, afterCommit }: CommandContext,
  ): Promise<{ message: string }> {
    const { email } = parseInput(forgotPasswordRequestSchema, request, 'Please enter a valid email address');
    await this.#limiter.hit(IDENTITY_RATE_LIMITS.forgotPasswordPerIp, meta.ipAddress ?? 'unknown');
    await this.#limiter.hit(IDENTITY_RATE_LIMITS.mailPerAccount, email);
    const user = await em.findOne(User, { email });
    if (user) {
      const token = await this.#tokens.issue(em, { userId: user.id, purpose: 'reset-password' });
      afterCommit(() => this.#mail.resetPassword(user.email, user.firstName, token));
    }
    return { message: PASSWORD_RESET_SENT };
  }
}

export const requestPasswordReset = handlesCommand(
  RequestPasswordReset,
  [IDENTITY_SERVICES.Tokens, IDENTITY_SERVICES.Mail, PLATFORM.RateLimiter],
  (tokens, mail, limiter) => new RequestPasswordResetHandler(tokens, mail, limiter),
);
