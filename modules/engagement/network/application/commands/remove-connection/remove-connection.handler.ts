import { requireActor, type CommandContext, type CommandHandler } from '../../../../../shared/kernel/bus.ts';
import { isUuid } from '../../../../../shared/kernel/ids.ts';
import { handlesCommand, http } from '../../../../../shared/kernel/use-case.ts';
import { CONNECTION_WRITES, DIRECTORY_TAG, byConnectionId } from '../../http.ts';
import { Connection } from '../../../domain/connection.entity.ts';
import { ConnectionNotFoundError } from '../../../domain/connection.errors.ts';
import { RemoveConnection } from './remove-connection.command.ts';

export class RemoveConnectionHandler implements CommandHandler<{ id: string }, void> {
  async execute({ id }: { id: string }, { em, actor }: CommandContext): Promise<void> {
    const { userId } = requireActor(actor);
    const connection = isUuid(id) ? await em.findOne(Connection, { id }) : null;
    if (!connection?.involves(userId)) throw new ConnectionNotFoundError();
    em.remove(connection);
    await em.flush();
  }
}

export const removeConnection = handlesCommand(RemoveConnection, {}, RemoveConnectionHandler, [
  http(RemoveConnection, {
    method: 'delete',
    path: '/api/connections/:id',
    tag: DIRECTORY_TAG,
    summary: 'Remove a connection',
    description: 'A connection, or a request I sent or received.',
    access: 'member',
    rateLimit: CONNECTION_WRITES,
    input: byConnectionId,
    status: 204,
    errors: [404],
  }),
]);
