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
    return { userId: user.id, roles: user.roles, isAdmin: user.roles.includes('admin') };
  }
}

export const resolveActor = answersQuery(ResolveActor, needs, ResolveActorHandler);
