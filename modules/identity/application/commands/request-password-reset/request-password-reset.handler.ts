import type { CommandContext, CommandHandler } from '../../../../shared/kernel/bus.ts';
import { parseInput } from '../../../../shared/kernel/validation.ts';
import { PLATFORM } from '../../../../shared/kernel/tokens.ts';
import { handlesCommand, UsesDependencies } from '../../../../shared/kernel/use-case.ts';
import { forgotPasswordRequestSchema } from '../../../contracts/http.ts';
import { User } from '../../../domain/user.entity.ts';
import { IDENTITY_SERVICES } from '../../../tokens.ts';
import { IDENTITY_RATE_LIMITS } from '../../rate-limits.ts';
import type { RequestMeta } from '../register-user/register-user.command.ts';
import { RequestPasswordReset, PASSWORD_RESET_SENT } from './request-password-reset.command.ts';

const needs = { tokens: IDENTITY_SERVICES.Tokens, mail: IDENTITY_SERVICES.Mail, limiter: PLATFORM.RateLimiter };

export class RequestPasswordResetHandler
  extends UsesDependencies<typeof needs>
  implements CommandHandler<{ request: { email?: unknown }; meta: RequestMeta }, { message: string }>
{
  async execute(
    { request, meta }: { request: { email?: unknown }; meta: RequestMeta },
    { em, afterCommit }: CommandContext,
  ): Promise<{ message: string }> {
    const { tokens, mail, limiter } = this.deps;
    const { email } = parseInput(forgotPasswordRequestSchema, request, 'Please enter a valid email address');
    await limiter.hit(IDENTITY_RATE_LIMITS.forgotPasswordPerIp, meta.ipAddress ?? 'unknown');
    await limiter.hit(IDENTITY_RATE_LIMITS.mailPerAccount, email);
    const user = await em.findOne(User, { email });
    if (user) {
      const token = await tokens.issue(em, { userId: user.id, purpose: 'reset-password' });
      afterCommit(() => mail.resetPassword(user.email, user.firstName, token));
    }
    return { message: PASSWORD_RESET_SENT };
  }
}

export const requestPasswordReset = handlesCommand(RequestPasswordReset, needs, RequestPasswordResetHandler);
