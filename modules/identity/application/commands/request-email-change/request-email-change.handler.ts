import { requireActor, type CommandContext, type CommandHandler } from '../../../../shared/kernel/bus.ts';
import { ValidationError } from '../../../../shared/kernel/errors.ts';
import type { RateLimiter } from '../../../../shared/kernel/rate-limit.ts';
import { PLATFORM } from '../../../../shared/kernel/tokens.ts';
import { handlesCommand, http } from '../../../../shared/kernel/use-case.ts';
import { accountMessageSchema, changeEmailRequestSchema } from '../../../contracts/http.ts';
import { EmailTakenError } from '../../../domain/identity.errors.ts';
import { User } from '../../../domain/user.entity.ts';
import type { AccountTokens } from '../../../infrastructure/account-tokens.ts';
import type { IdentityMail } from '../../../infrastructure/identity-mail.ts';
import type { PasswordHasher } from '../../../infrastructure/password-hasher.ts';
import { IDENTITY_SERVICES } from '../../../tokens.ts';
import { confirmPassword } from '../../password-check.ts';
import { ACCOUNT_TAG } from '../../http.ts';
import { RequestEmailChange, type RequestEmailChangeInput } from './request-email-change.command.ts';

export class RequestEmailChangeHandler implements CommandHandler<RequestEmailChangeInput, { message: string }> {
  readonly #hasher: PasswordHasher;
  readonly #limiter: RateLimiter;
  readonly #tokens: AccountTokens;
  readonly #mail: IdentityMail;

  constructor(hasher: PasswordHasher, limiter: RateLimiter, tokens: AccountTokens, mail: IdentityMail) {
    this.#hasher = hasher;
    this.#limiter = limiter;
    this.#tokens = tokens;
    this.#mail = mail;
  }

  async execute({ newEmail, password }: RequestEmailChangeInput, { em, actor, afterCommit }: CommandContext): Promise<{ message: string }> {
    const user = await em.findOneOrFail(User, { id: requireActor(actor).userId });
    await confirmPassword(user, password, this.#hasher, this.#limiter);
    if (newEmail === user.email) {
      throw new ValidationError('That is already your email address', [
        { path: ['newEmail'], message: 'That is already your email address' },
      ]);
    }
    if (await em.count(User, { email: newEmail })) throw new EmailTakenError();
    const token = await this.#tokens.issue(em, { userId: user.id, purpose: 'change-email', newEmail });
    afterCommit(() => this.#mail.confirmNewEmail(newEmail, user.firstName, token));
    return { message: `We sent a confirmation link to ${newEmail}. Your address changes once you open it.` };
  }
}

export const requestEmailChange = handlesCommand(
  RequestEmailChange,
  [IDENTITY_SERVICES.Hasher, PLATFORM.RateLimiter, IDENTITY_SERVICES.Tokens, IDENTITY_SERVICES.Mail],
  (hasher, limiter, tokens, mail) => new RequestEmailChangeHandler(hasher, limiter, tokens, mail),
  [
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
  ],
);
