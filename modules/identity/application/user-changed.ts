import type { CommandContext } from '../../shared/kernel/bus.ts';
import { UserChanged } from '../contracts/events.ts';
import type { User } from '../domain/user.entity.ts';
import type { UserViewProjector } from '../infrastructure/projections/user-view.projector.ts';

/**
 * Publishes the change and, once committed, writes the account view at once, so the user's very next
 * request is authorized with the new roles (the outbox delivery would follow a few milliseconds later).
 */
export function announceUserChange(user: User, { publish, afterCommit }: CommandContext, view: UserViewProjector): void {
  const snapshot = user.toSnapshot();
  publish(UserChanged.create(user.id, snapshot));
  afterCommit(() => view.apply(snapshot));
}
