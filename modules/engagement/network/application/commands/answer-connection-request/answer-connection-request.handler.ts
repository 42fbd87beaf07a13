import { IDENTITY_API, type IdentityApi } from '../../../../../identity/contracts/api.ts';
import { requireActor, type CommandContext, type CommandHandler } from '../../../../../shared/kernel/bus.ts';
import type { Clock } from '../../../../../shared/kernel/clock.ts';
import { isUuid } from '../../../../../shared/kernel/ids.ts';
import { PLATFORM } from '../../../../../shared/kernel/tokens.ts';
import { handlesCommand, http } from '../../../../../shared/kernel/use-case.ts';
import { connectionSchema } from '../../../../contracts/directory.ts';
import { CONNECTION_WRITES, DIRECTORY_TAG, byConnectionId } from '../../http.ts';
import { profilePath, type Connection as ConnectionView } from '../../../../contracts/directory.ts';
import { Connection } from '../../../domain/connection.entity.ts';
import { ConnectionNotFoundError } from '../../../domain/connection.errors.ts';
import { ringBell } from '../../connection-news.ts';
import { REALTIME_PUBLISHER, type RealtimePublisher } from '../../../../messaging/application/user-events.ts';
import { connectionViews } from '../../reports/list-connections/list-connections.handler.ts';
import { AnswerConnectionRequest } from './answer-connection-request.command.ts';

export class AnswerConnectionRequestHandler implements CommandHandler<{ id: string; accept: boolean }, ConnectionView | null> {
  readonly #clock: Clock;
  readonly #identity: IdentityApi;
  readonly #realtime: RealtimePublisher;

  constructor(clock: Clock, identity: IdentityApi, realtime: RealtimePublisher) {
    this.#clock = clock;
    this.#identity = identity;
    this.#realtime = realtime;
  }

  async execute({ id, accept }: { id: string; accept: boolean }, context: CommandContext): Promise<ConnectionView | null> {
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
    const now = this.#clock.now();
    connection.accept(now);
    await em.flush();
    const [me] = await this.#identity.getProfiles([userId]);
    const name = me ? `${me.firstName} ${me.lastName}` : 'A member';
    await ringBell(
      context,
      { identity: this.#identity, realtime: this.#realtime },
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
    return (await connectionViews(this.#identity, userId, [connection]))[0];
  }
}

export const answerConnectionRequest = handlesCommand(
  AnswerConnectionRequest,
  [PLATFORM.Clock, IDENTITY_API, REALTIME_PUBLISHER],
  (clock, identity, realtime) => new AnswerConnectionRequestHandler(clock, identity, realtime),
  [
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
  ],
);
