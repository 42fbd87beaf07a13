import { requireActor, type CommandContext, type CommandHandler } from '../../../../shared/kernel/bus.ts';
import { ValidationError } from '../../../../shared/kernel/errors.ts';
import { PLATFORM } from '../../../../shared/kernel/tokens.ts';
import { handlesCommand, http, UsesDependencies } from '../../../../shared/kernel/use-case.ts';
import { accountMessageSchema, changeEmailRequestSchema } from '../../../contracts/http.ts';
import { EmailTakenError } from '../../../domain/identity.errors.ts';
import { User } from '../../../domain/user.entity.ts';
import { IDENTITY_SERVICES } from '../../../tokens.ts';
import { confirmPassword } from '../../password-check.ts';
import { ACCOUNT_TAG } from '../../http.ts';
import { RequestEmailChange, type RequestEmailChangeInput } from './request-email-change.command.ts';

const needs = {
  hasher: IDENTITY_SERVICES.Hasher,
  limiter: PLATFORM.RateLimiter,
  tokens: IDENTITY_SERVICES.Tokens,
  mail: IDENTITY_SERVICES.Mail,
};

export class RequestEmailChangeHandler
  extends UsesDependencies<typeof needs>
  implements CommandHandler<RequestEmailChangeInput, { message: string }>
{
  async execute({ newEmail, password }: RequestEmailChangeInput, { em, actor, afterCommit }: CommandContext): Promise<{ message: string }> {
    const { hasher, limiter, tokens, mail } = this.deps;
    const user = await em.findOneOrFail(User, { id: requireActor(actor).userId });
    await confirmPassword(user, password, hasher, limiter);
    if (newEmail === user.email) {
      throw new ValidationError('That is already your email address', [
        { path: ['newEmail'], message: 'That is already your email address' },
      ]);
    }
    if (await em.count(User, { email: newEmail })) throw new EmailTakenError();
    const token = await tokens.issue(em, { userId: user.id, purpose: 'change-email', newEmail });
    afterCommit(() => mail.confirmNewEmail(newEmail, user.firstName, token));
    return { message: `We sent a confirmation link to ${newEmail}. Your address changes once you open it.` };
  }
}

export const requestEmailChange = handlesCommand(RequestEmailChange, needs, RequestEmailChangeHandler, [
  http(RequestEmailChange, {
    method: 'post',
    path: '/api/users/me/email',
    tag: ACCOUNT_TAG,
    summary: 'Change my email (a link goes to the new address)',
    description: 'The address changes once the link sent to it is opened.',
    access: 'member',
    body: changeEmailRequestSchema,
    invalid: 'Please check the highlighted fields',
    input: ({ body }) => body,
    response: accountMessageSchema,
    errors: [409],
  }),
]);
