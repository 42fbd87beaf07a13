import { defineEntity, p } from '@mikro-orm/core';
import { newId } from '../../../shared/kernel/ids.ts';

export type ConnectionStatus = 'pending' | 'accepted';

/**
 * Two members connected, or one asking the other to. One row per pair whoever asked: a request
 * crossing another is refused by the handler, and declining, withdrawing or removing deletes it.
 */
const ConnectionSchema = defineEntity({
  name: 'Connection',
  schema: 'engagement',
  tableName: 'connections',
  indexes: [{ name: 'connections_recipient_index', properties: ['recipientId', 'status'] }],
  uniques: [{ name: 'connections_pair_unique', properties: ['requesterId', 'recipientId'] }],
  properties: {
    id: p.uuid().primary(),
    requesterId: p.uuid(),
    recipientId: p.uuid(),
    status: p.text().$type<ConnectionStatus>(),
    note: p.text(),
    createdAt: p.datetime(),
    acceptedAt: p.datetime().nullable(),
  },
});

export class Connection extends ConnectionSchema.class {
  static request(requesterId: string, recipientId: string, note: string, now: Date): Connection {
    const connection = new Connection();
    connection.id = newId(now.getTime());
    connection.requesterId = requesterId;
    connection.recipientId = recipientId;
    connection.status = 'pending';
    connection.note = note;
    connection.createdAt = now;
    connection.acceptedAt = null;
    return connection;
  }

  involves(userId: string): boolean {
    return this.requesterId === userId || this.recipientId === userId;
  }

  otherThan(userId: string): string {
    return this.requesterId === userId ? this.recipientId : this.requesterId;
  }

  accept(now: Date): void {
    this.status = 'accepted';
    this.acceptedAt = now;
  }
}
ConnectionSchema.setClass(Connection);
export { ConnectionSchema };
