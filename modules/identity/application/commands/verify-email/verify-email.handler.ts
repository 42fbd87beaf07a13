import type { CommandContext, CommandHandler } from '../../../../shared/kernel/bus.ts';
import { PLATFORM } from '../../../../shared/kernel/tokens.ts';
import { handlesCommand, http, UsesDependencies } from '../../../../shared/kernel/use-case.ts';
import { UserChanged } from '../../../contracts/events.ts';
import { currentUserSchema, verifyEmailRequestSchema, type CurrentUser } from '../../../contracts/http.ts';
import { toCurrentUser } from '../../../domain/current-user.ts';
import { EmailTakenError } from '../../../domain/identity.errors.ts';
import { User } from '../../../domain/user.entity.ts';
import { IDENTITY_SERVICES } from '../../../tokens.ts';
import { ACCOUNT_TAG } from '../../http.ts';
import { VerifyEmail } from './verify-email.command.ts';

const needs = { tokens: IDENTITY_SERVICES.Tokens, clock: PLATFORM.Clock };

export class VerifyEmailHandler extends UsesDependencies<typeof needs> implements CommandHandler<{ token: string }, CurrentUser> {
  async execute({ token }: { token: string }, { em, publish }: CommandContext): Promise<CurrentUser> {
    const { tokens, clock } = this.deps;
    const link = await tokens.consume(em, token, ['verify-email', 'change-email']);
    const user = await em.findOneOrFail(User, { id: link.userId });
    if (link.purpose === 'change-email' && link.newEmail) {
      if (await em.count(User, { email: link.newEmail, id: { $ne: user.id } })) throw new EmailTakenError();
      user.email = link.newEmail;
    }
    user.emailVerifiedAt = clock.now();
    await em.flush();
    publish(UserChanged.create(user.id, user.toSnapshot()));
    return toCurrentUser(user.toSnapshot());
  }
}

export const verifyEmail = handlesCommand(VerifyEmail, needs, VerifyEmailHandler, [
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
]);
