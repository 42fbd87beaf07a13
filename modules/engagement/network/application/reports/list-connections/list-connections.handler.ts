import { IDENTITY_API, type IdentityApi } from '../../../../../identity/contracts/api.ts';
import { requireActor, type QueryContext, type QueryHandler } from '../../../../../shared/kernel/bus.ts';
import { PLATFORM } from '../../../../../shared/kernel/tokens.ts';
import { answersQuery, http, UsesDependencies } from '../../../../../shared/kernel/use-case.ts';
import { connectionListSchema } from '../../../../contracts/directory.ts';
import { DIRECTORY_TAG } from '../../http.ts';
import type { Connection as ConnectionView, ConnectionList } from '../../../../contracts/directory.ts';
import { Connection } from '../../../domain/connection.entity.ts';
import { ListConnections } from './list-connections.query.ts';

/** The connections as `userId` sees them: the other member's name and picture, never their contact details. */
export async function connectionViews(identity: IdentityApi, userId: string, connections: Connection[]): Promise<ConnectionView[]> {
  const others = new Map(
    (await identity.getProfiles(connections.map((connection) => connection.otherThan(userId)))).map((person) => [person.id, person]),
  );
  return connections.flatMap((connection) => {
    const other = others.get(connection.otherThan(userId));
    if (!other) return [];
    return [
      {
        id: connection.id,
        status: connection.status,
        member: { id: other.id, firstName: other.firstName, lastName: other.lastName, profilePicture: other.profilePicture },
        requestedBy: connection.requesterId,
        note: connection.note,
        createdAt: connection.createdAt.toISOString(),
        acceptedAt: connection.acceptedAt?.toISOString() ?? null,
      },
    ];
  });
}

const needs = { em: PLATFORM.EntityManager, identity: IDENTITY_API };

export class ListConnectionsHandler extends UsesDependencies<typeof needs> implements QueryHandler<void, ConnectionList> {
  async execute(_input: void, { actor }: QueryContext): Promise<ConnectionList> {
    const { em, identity } = this.deps;
    const { userId } = requireActor(actor);
    const rows = await em
      .fork()
      .find(Connection, { $or: [{ requesterId: userId }, { recipientId: userId }] }, { orderBy: { createdAt: 'desc' }, limit: 500 });
    const views = await connectionViews(identity, userId, rows);
    return {
      connections: views.filter((view) => view.status === 'accepted'),
      received: views.filter((view) => view.status === 'pending' && view.requestedBy !== userId),
      sent: views.filter((view) => view.status === 'pending' && view.requestedBy === userId),
    };
  }
}

export const listConnections = answersQuery(ListConnections, needs, ListConnectionsHandler, [
  http(ListConnections, {
    method: 'get',
    path: '/api/connections',
    tag: DIRECTORY_TAG,
    summary: 'My connections and requests',
    access: 'member',
    input: () => undefined,
    response: connectionListSchema,
  }),
]);
