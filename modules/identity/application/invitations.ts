import type { SqlEntityManager as EntityManager } from '@mikro-orm/sql';
import type { NewEvent } from '../../shared/kernel/events.ts';
import { InvitationAccepted } from '../contracts/events.ts';
import { EmailToken } from '../domain/email-token.entity.ts';

/**
 * An address's owner followed invitations before signing in (decision 0062): each counts as accepted now, at
 * their sign-in, once. Run in the sign-in's transaction.
 */
export async function acceptFollowedInvitations(
  em: EntityManager,
  userId: string,
  now: Date,
  publish: (event: NewEvent) => void,
): Promise<void> {
  const followed = await em.find(EmailToken, { userId, purpose: 'invitation', usedAt: { $ne: null }, acceptedAt: null });
  for (const invitation of followed) {
    invitation.acceptedAt = now;
    if (invitation.invitation)
      publish(InvitationAccepted.create(userId, { reference: invitation.invitation.reference, userId, newAccount: false }));
  }
  if (followed.length) await em.flush();
}
