import { defineEntity, p } from '@mikro-orm/core';
import { newId } from '../../../shared/kernel/ids.ts';
import { HIDDEN_MESSAGE_BODY, type Attachment, type Message as MessageView } from '../../contracts/messaging.ts';

/** One message of a conversation, numbered in it; `clientId` makes a retried send find the first one. */
const MessageSchema = defineEntity({
  name: 'Message',
  schema: 'engagement',
  tableName: 'messages',
  uniques: [
    { name: 'messages_conversation_seq_unique', properties: ['conversationId', 'seq'] },
    { name: 'messages_sender_client_unique', properties: ['senderId', 'clientId'] },
  ],
  properties: {
    id: p.uuid().primary(),
    conversationId: p.uuid(),
    seq: p.integer(),
    senderId: p.uuid(),
    body: p.text(),
    clientId: p.text(),
    createdAt: p.datetime(),
  },
});

export class Message extends MessageSchema.class {
  static write(input: { conversationId: string; seq: number; senderId: string; body: string; clientId: string; now: Date }): Message {
    const message = new Message();
    message.id = newId();
    message.conversationId = input.conversationId;
    message.seq = input.seq;
    message.senderId = input.senderId;
    message.body = input.body;
    message.clientId = input.clientId;
    message.createdAt = input.now;
    return message;
  }

  /** `attachments`: the views of the attachments sent in it (none unless given) */
  toView(attachments: readonly Attachment[] = []): MessageView {
    return {
      id: this.id,
      conversationId: this.conversationId,
      seq: this.seq,
      senderId: this.senderId,
      body: this.body,
      clientId: this.clientId,
      createdAt: this.createdAt.toISOString(),
      attachments: [...attachments],
    };
  }

  /** The view while the sender's account is suspended: a neutral placeholder, no attachments (decision 0049). */
  toHiddenView(): MessageView {
    return { ...this.toView(), body: HIDDEN_MESSAGE_BODY, hidden: true };
  }
}
MessageSchema.setClass(Message);
export { MessageSchema };
