import type { CommandContext, CommandHandler } from '../../../../shared/kernel/bus.ts';
import type { Clock } from '../../../../shared/kernel/clock.ts';
import { PLATFORM } from '../../../../shared/kernel/tokens.ts';
import { handlesCommand, http } from '../../../../shared/kernel/use-case.ts';
import { UserChanged } from '../../../contracts/events.ts';
import { currentUserSchema, verifyEmailRequestSchema, type CurrentUser } from '../../../contracts/http.ts';
import { toCurrentUser } from '../../../domain/current-user.ts';
import { EmailTakenError } from '../../../domain/identity.errors.ts';
import { User } from '../../../domain/user.entity.ts';
import type { AccountTokens } from '../../../infrastructure/account-tokens.ts';
import { IDENTITY_SERVICES } from '../../../tokens.ts';
import { ACCOUNT_TAG } from '../../http.ts';
import { VerifyEmail } from './verify-email.command.ts';

export class VerifyEmailHandler implements CommandHandler<{ token: string }, CurrentUser> {
  readonly #tokens: AccountTokens;
  readonly #clock: Clock;

  constructor(tokens: AccountTokens, clock: Clock) {
    this.#tokens = tokens;
    this.#clock = clock;
  }

  async execute({ token }: { token: string }, { em, publish }: CommandContext): Promise<CurrentUser> {
    const link = await this.#tokens.consume(em, token, ['verify-email', 'change-email']);
    const user = await em.findOneOrFail(User, { id: link.userId });
    if (link.purpose === 'change-email' && link.newEmail) {
      if (await em.count(User, { email: link.newEmail, id: { $ne: user.id } })) throw new EmailTakenError();
      user.email = link.newEmail;
    }
    user.emailVerifiedAt = this.#clock.now();
    await em.flush();
    publish(UserChanged.create(user.id, user.toSnapshot()));
    return toCurrentUser(user.toSnapshot());
  }
}

export const verifyEmail = handlesCommand(
  VerifyEmail,
  [IDENTITY_SERVICES.Tokens, PLATFORM.Clock],
  (tokens, clock) => new VerifyEmailHandler(tokens, clock),
  [
    http(VerifyEmail, {
      method: 'post',
      path: '/api/auth/verify-email',
      tag: ACCOUNT_TAG,
      summary: 'Verify the email address with the mailed link',
      description: "The link's token; it also confirms an email change.",
      access: 'public',
      body: verifyEmailRequestSchema,
      invalid: 'The verification link is incomplete',
      input: ({ body }) => body,
      response: currentUserSchema,
      errors: [409, 422],
    }),
  ],
);
