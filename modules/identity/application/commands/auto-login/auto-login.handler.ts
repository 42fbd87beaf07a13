import { UniqueConstraintViolationException } from '@mikro-orm/core';
import type { CommandContext, CommandHandler } from '../../../../shared/kernel/bus.ts';
import { newId } from '../../../../shared/kernel/ids.ts';
import { PLATFORM } from '../../../../shared/kernel/tokens.ts';
import { parseInput } from '../../../../shared/kernel/validation.ts';
import { handlesCommand, UsesDependencies } from '../../../../shared/kernel/use-case.ts';
import { InvitationAccepted, UserRegistered } from '../../../contracts/events.ts';
import { autoLoginRequestSchema } from '../../../contracts/http.ts';
import { toCurrentUser } from '../../../domain/current-user.ts';
import type { EmailToken } from '../../../domain/email-token.entity.ts';
import { EmailTakenError } from '../../../domain/identity.errors.ts';
import { User } from '../../../domain/user.entity.ts';
import { IDENTITY_SERVICES } from '../../../tokens.ts';
import type { RequestMeta } from '../register-user/register-user.command.ts';
import { AutoLogin, type AutoLoginSignedIn } from './auto-login.command.ts';

const needs = { tokens: IDENTITY_SERVICES.Tokens, sessions: IDENTITY_SERVICES.Sessions, clock: PLATFORM.Clock };

type Input = { request: { token?: unknown }; meta: RequestMeta };
type Output = AutoLoginSignedIn | { signIn: { email: string } };

export class AutoLoginHandler extends UsesDependencies<typeof needs> implements CommandHandler<Input, Output> {
  async execute({ request, meta }: Input, context: CommandContext): Promise<Output> {
    const { tokens, sessions } = this.deps;
    const { em } = context;
    const { token } = parseInput(autoLoginRequestSchema, request, 'The sign-in link is incomplete');
    const link = await tokens.consume(em, token, ['auto-login', 'invitation']);
    if (link.purpose === 'invitation') return this.#invitation(link, meta, context);
    const user = await em.findOneOrFail(User, { id: link.userId! });
    const session = sessions.start(em, user.id, meta);
    return { user: toCurrentUser(user.toSnapshot()), session, redirectTo: link.redirectTo ?? null, newAccount: false };
  }

  /**
   * The invitation's address has no account: one is made from the prefill (a buyer, its address confirmed by
   * the link it was mailed, no password yet) and signed in. It has one: nobody is signed in or made; the link
   * is spent and tied to that account, and counts as accepted at the owner's next sign-in.
   */
  async #invitation(link: EmailToken, meta: RequestMeta, { em, publish }: CommandContext): Promise<Output> {
    const invitation = link.invitation!;
    const now = this.deps.clock.now();
    const owner = await em.findOne(User, { email: invitation.email });
    if (owner) {
      link.userId = owner.id;
      await em.flush();
      return { signIn: { email: invitation.email } };
    }
    const user = em.create(User, {
      id: newId(),
      email: invitation.email,
      passwordHash: null,
      firstName: invitation.firstName,
      lastName: invitation.lastName,
      phone: invitation.phone,
      roles: ['buyer'],
      activeRole: 'buyer',
      emailVerifiedAt: now,
    });
    link.userId = user.id;
    link.acceptedAt = now;
    try {
      await em.flush();
    } catch (error) {
      // another invitation to the address made its account a moment ago: the owner signs in
      if (error instanceof UniqueConstraintViolationException) throw new EmailTakenError();
      throw error;
    }
    const session = this.deps.sessions.start(em, user.id, meta);
    const snapshot = user.toSnapshot();
    publish(UserRegistered.create(user.id, snapshot));
    publish(InvitationAccepted.create(user.id, { reference: invitation.reference, userId: user.id, newAccount: true }));
    return { user: toCurrentUser(snapshot), session, redirectTo: link.redirectTo ?? null, newAccount: true };
  }
}

export const autoLogin = handlesCommand(AutoLogin, needs, AutoLoginHandler);
