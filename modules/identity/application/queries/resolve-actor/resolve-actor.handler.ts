import type { Actor, QueryHandler } from '../../../../shared/kernel/bus.ts';
import { answersQuery, UsesDependencies } from '../../../../shared/kernel/use-case.ts';
import { IDENTITY_SERVICES } from '../../../tokens.ts';
import { ResolveActor } from './resolve-actor.query.ts';

const needs = { sessions: IDENTITY_SERVICES.Sessions, users: IDENTITY_SERVICES.Users };

export class ResolveActorHandler
  extends UsesDependencies<typeof needs>
  implements QueryHandler<{ token: string | undefined }, Actor | null>
{
  async execute({ token }: { token: string | undefined }): Promise<Actor | null> {
    const { sessions, users } = this.deps;
    if (!token) return null;
    const session = await sessions.resolve(token);
    if (!session) return null;
    const user = await users.get(session.userId);
    if (!user || user.suspended) return null;
    const actor = { userId: user.id, roles: user.roles, isAdmin: user.roles.includes('admin') };
    // an administrator's view as the member is the member's, read-only, and never an administrator's
    return session.viewedBy
      ? { ...actor, isAdmin: false, viewedBy: { adminId: session.viewedBy, until: session.expiresAt.toISOString() } }
      : actor;
  }
}

export const resolveActor = answersQuery(ResolveActor, needs, ResolveActorHandler);
