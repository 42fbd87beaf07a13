import { IDENTITY_API } from '../../../../../identity/contracts/api.ts';
import { requireActor, type CommandContext, type CommandHandler } from '../../../../../shared/kernel/bus.ts';
import { PLATFORM } from '../../../../../shared/kernel/tokens.ts';
import { lockUsage } from '../../../../../shared/kernel/usage-lock.ts';
import { handlesCommand, http, UsesDependencies } from '../../../../../shared/kernel/use-case.ts';
import { CONNECTION_WRITES, DIRECTORY_TAG } from '../../http.ts';
import {
  connectionSchema,
  requestConnectionSchema,
  type Connection as ConnectionView,
  type RequestConnectionRequest,
} from '../../../../contracts/directory.ts';
import { Block } from '../../../../messaging/domain/block.entity.ts';
import { Connection } from '../../../domain/connection.entity.ts';
import {
  AlreadyConnectedError,
  CannotConnectToSelfError,
  ConnectionBlockedError,
  ProfileNotFoundError,
} from '../../../domain/connection.errors.ts';
import { MemberProfile } from '../../../domain/member-profile.entity.ts';
import { ringBell } from '../../../../messaging/application/member-notice.ts';
import { REALTIME_PUBLISHER } from '../../../../messaging/application/user-events.ts';
import { connectionViews } from '../../reports/list-connections/list-connections.handler.ts';
import { RequestConnection } from './request-connection.command.ts';

const needs = { clock: PLATFORM.Clock, identity: IDENTITY_API, realtime: REALTIME_PUBLISHER };

export class RequestConnectionHandler
  extends UsesDependencies<typeof needs>
  implements CommandHandler<RequestConnectionRequest, { connection: ConnectionView; created: boolean }>
{
  async execute(request: RequestConnectionRequest, context: CommandContext): Promise<{ connection: ConnectionView; created: boolean }> {
    const { clock, identity, realtime } = this.deps;
    const { em } = context;
    const { userId } = requireActor(context.actor);
    // the endpoint has parsed the request (requestConnectionSchema)
    const { memberId, note = '' } = request;
    if (memberId === userId) throw new CannotConnectToSelfError();
    if (!(await em.findOne(MemberProfile, { userId: memberId, isPublic: true }))) throw new ProfileNotFoundError();
    const blocked = await em.count(Block, {
      $or: [
        { blockerId: userId, blockedId: memberId },
        { blockerId: memberId, blockedId: userId },
      ],
    });
    if (blocked > 0) throw new ConnectionBlockedError();
    // the pair's requests run one at a time, so two crossing requests cannot both be created
    await lockUsage(em, 'engagement.connections', [userId, memberId].sort().join(':'));
    const existing = await em.findOne(Connection, {
      $or: [
        { requesterId: userId, recipientId: memberId },
        { requesterId: memberId, recipientId: userId },
      ],
    });
    if (existing?.status === 'accepted') throw new AlreadyConnectedError('You are already connected.');
    if (existing && existing.requesterId === memberId)
      throw new AlreadyConnectedError('This member already asked to connect with you: accept their request.');
    const views = (connection: Connection) => connectionViews(identity, userId, [connection]);
    if (existing) return { connection: (await views(existing))[0], created: false };

    const now = clock.now();
    const connection = Connection.request(userId, memberId, note, now);
    em.persist(connection);
    await em.flush();
    const [me] = await identity.getProfiles([userId]);
    const name = me ? `${me.firstName} ${me.lastName}` : 'A member';
    await ringBell(
      context,
      { identity: identity, realtime: realtime },
      memberId,
      {
        kind: 'connection-request',
        title: `${name} wants to connect`,
        body: note || 'Accept or decline under My connections.',
        link: '/connections?view=mine&tab=received',
        subject: `connection:${connection.id}`,
      },
      now,
    );
    return { connection: (await views(connection))[0], created: true };
  }
}

export const requestConnection = handlesCommand(RequestConnection, needs, RequestConnectionHandler, [
  http(RequestConnection, {
    method: 'post',
    path: '/api/connections',
    tag: DIRECTORY_TAG,
    summary: 'Ask a member to connect',
    description: 'Asked (201), or the request already pending (200).',
    access: 'member',
    rateLimit: CONNECTION_WRITES,
    body: requestConnectionSchema,
    invalid: 'Invalid connection request',
    input: ({ body }) => body,
    status: 201,
    alsoAnswers: [200],
    response: connectionSchema,
    reply: ({ connection, created }) => ({ status: created ? 201 : 200, body: connection }),
    errors: [403, 404, 409, 422],
  }),
]);
