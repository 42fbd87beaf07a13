import type { SqlEntityManager as EntityManager } from '@mikro-orm/sql';
import { IDENTITY_API, type IdentityApi } from '../../../../../identity/contracts/api.ts';
import { requireActor, type QueryContext, type QueryHandler } from '../../../../../shared/kernel/bus.ts';
import { PLATFORM } from '../../../../../shared/kernel/tokens.ts';
import { answersQuery, http } from '../../../../../shared/kernel/use-case.ts';
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

export class ListConnectionsHandler implements QueryHandler<void, ConnectionList> {
  readonly #em: EntityManager;
  readonly #identity: IdentityApi;

  constructor(em: EntityManager, identity: IdentityApi) {
    this.#em = em;
    this.#identity = identity;
  }

  async execute(_input: void, { actor }: QueryContext): Promise<ConnectionList> {
    const { userId } = requireActor(actor);
    const rows = await this.#em
      .fork()
      .find(Connection, { $or: [{ requesterId: userId }, { recipientId: userId }] }, { orderBy: { createdAt: 'desc' }, limit: 500 });
    const views = await connectionViews(this.#identity, userId, rows);
    return {
      connections: views.filter((view) => view.status === 'accepted'),
      received: views.filter((view) => view.status === 'pending' && view.requestedBy !== userId),
      sent: views.filter((view) => view.status === 'pending' && view.requestedBy === userId),
    };
  }
}

export const listConnections = answersQuery(
  ListConnections,
  [PLATFORM.EntityManager, IDENTITY_API],
  (em, identity) => new ListConnectionsHandler(em, identity),
  [
    http(ListConnections, {
      method: 'get',
      path: '/api/connections',
      tag: DIRECTORY_TAG,
      summary: 'My connections and requests',
      access: 'member',
      input: () => undefined,
      response: connectionListSchema,
    }),
  ],
);
