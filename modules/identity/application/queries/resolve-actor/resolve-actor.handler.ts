import type { Actor, QueryHandler } from '../../../../shared/kernel/bus.ts';
import { answersQuery } from '../../../../shared/kernel/use-case.ts';
import type { UserDirectory } from '../../../infrastructure/projections/user-view.projector.ts';
import type { SessionStore } from '../../../infrastructure/session-store.ts';
import { IDENTITY_SERVICES } from '../../../tokens.ts';
import { ResolveActor } from './resolve-actor.query.ts';

export class ResolveActorHandler implements QueryHandler<{ token: string | undefined }, Actor | null> {
  readonly #sessions: SessionStore;
  readonly #users: UserDirectory;

  constructor(sessions: SessionStore, users: UserDirectory) {
    this.#sessions = sessions;
    this.#users = users;
  }

  async execute({ token }: { token: string | undefined }): Promise<Actor | null> {
    if (!token) return null;
    const session = await this.#sessions.resolve(token);
    if (!session) return null;
    const user = await this.#users.get(session.userId);
    if (!user) return null;
    return { userId: user.id, roles: user.roles, isAdmin: user.roles.includes('admin') };
  }
}

export const resolveActor = answersQuery(
  ResolveActor,
  [IDENTITY_SERVICES.Sessions, IDENTITY_SERVICES.Users],
  (sessions, users) => new ResolveActorHandler(sessions, users),
);
