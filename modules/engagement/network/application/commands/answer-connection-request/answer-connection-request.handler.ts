import { IDENTITY_API } from '../../../../../identity/contracts/api.ts';
import { requireActor, type CommandContext, type CommandHandler } from '../../../../../shared/kernel/bus.ts';
import { isUuid } from '../../../../../shared/kernel/ids.ts';
import { PLATFORM } from '../../../../../shared/kernel/tokens.ts';
import { handlesCommand, http, UsesDependencies } from '../../../../../shared/kernel/use-case.ts';
import { connectionSchema } from '../../../../contracts/directory.ts';
import { CONNECTION_WRITES, DIRECTORY_TAG, byConnectionId } from '../../http.ts';
import { profilePath, type Connection as ConnectionView } from '../../../../contracts/directory.ts';
import { Connection } from '../../../domain/connection.entity.ts';
import { ConnectionNotFoundError } from '../../../domain/connection.errors.ts';
import { ringBell } from '../../../../messaging/application/member-notice.ts';
import { REALTIME_PUBLISHER } from '../../../../messaging/application/user-events.ts';
import { connectionViews } from '../../reports/list-connections/list-connections.handler.ts';
import { AnswerConnectionRequest } from './answer-connection-request.command.ts';

const needs = { clock: PLATFORM.Clock, identity: IDENTITY_API, realtime: REALTIME_PUBLISHER };

export class AnswerConnectionRequestHandler
  extends UsesDependencies<typeof needs>
  implements CommandHandler<{ id: string; accept: boolean }, ConnectionView | null>
{
  async execute({ id, accept }: { id: string; accept: boolean }, context: CommandContext): Promise<ConnectionView | null> {
    const { clock, identity, realtime } = this.deps;
    const { em } = context;
    const { userId } = requireActor(context.actor);
    // only the member asked sees a pending request to answer: to anyone else it does not exist
    const connection = isUuid(id) ? await em.findOne(Connection, { id, recipientId: userId, status: 'pending' }) : null;
    if (!connection) throw new ConnectionNotFoundError();
    if (!accept) {
      em.remove(connection);
      await em.flush();
      return null;
    }
    const now = clock.now();
    connection.accept(now);
    await em.flush();
    const [me] = await identity.getProfiles([userId]);
    const name = me ? `${me.firstName} ${me.lastName}` : 'A member';
    await ringBell(
      context,
      { identity: identity, realtime: realtime },
      connection.requesterId,
      {
        kind: 'connection-accepted',
        title: `${name} accepted your connection request`,
        body: 'You are now connected.',
        link: profilePath(userId),
        subject: `connection:${connection.id}`,
      },
      now,
    );
    return (await connectionViews(identity, userId, [connection]))[0];
  }
}

export const answerConnectionRequest = handlesCommand(AnswerConnectionRequest, needs, AnswerConnectionRequestHandler, [
  http(AnswerConnectionRequest, {
    method: 'post',
    path: '/api/connections/:id/accept',
    tag: DIRECTORY_TAG,
    summary: 'Accept a connection request',
    access: 'member',
    rateLimit: CONNECTION_WRITES,
    input: (request) => ({ ...byConnectionId(request), accept: true }),
    response: connectionSchema,
    errors: [404],
  }),
  http(AnswerConnectionRequest, {
    method: 'post',
    path: '/api/connections/:id/decline',
    tag: DIRECTORY_TAG,
    summary: 'Decline a connection request',
    access: 'member',
    rateLimit: CONNECTION_WRITES,
    input: (request) => ({ ...byConnectionId(request), accept: false }),
    status: 204,
    errors: [404],
  }),
]);
