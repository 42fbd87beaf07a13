import { defineEntity, p } from '@mikro-orm/core';
import { newId } from '../../../shared/kernel/ids.ts';
import { PRIVATE_KEY_PREFIX } from '../../../shared/kernel/storage.port.ts';
import { attachmentUrl, type Attachment as AttachmentView } from '../../contracts/messaging.ts';

export type AttachmentKind = AttachmentView['kind'];

/** An upload no message took is deleted this long after it was uploaded. */
export const UNSENT_ATTACHMENT_GRACE_MS = 24 * 60 * 60 * 1000;

/**
 * A photo or PDF a member uploaded to one of their conversations, in no message until they send one
 * with it (`messageId`). Its file is stored under a private key that only the conversation's members
 * may read through the API.
 */
const MessageAttachmentSchema = defineEntity({
  name: 'MessageAttachment',
  schema: 'engagement',
  tableName: 'message_attachments',
  indexes: [
    { name: 'message_attachments_message_index', properties: ['messageId'] },
    { name: 'message_attachments_unsent_index', properties: ['uploadedAt'], where: { messageId: null } },
  ],
  properties: {
    id: p.uuid().primary(),
    conversationId: p.uuid(),
    uploaderId: p.uuid(),
    messageId: p.uuid().nullable(),
    kind: p.text().$type<AttachmentKind>(),
    name: p.text(),
    contentType: p.text(),
    size: p.integer(),
    width: p.integer().nullable(),
    height: p.integer().nullable(),
    storageKey: p.text(),
    uploadedAt: p.datetime(),
  },
});

export class MessageAttachment extends MessageAttachmentSchema.class {
  static upload(input: {
    conversationId: string;
    uploaderId: string;
    kind: AttachmentKind;
    name: string;
    contentType: string;
    size: number;
    dimensions?: { width: number; height: number };
    now: Date;
  }): MessageAttachment {
    const attachment = new MessageAttachment();
    attachment.id = newId();
    attachment.conversationId = input.conversationId;
    attachment.uploaderId = input.uploaderId;
    attachment.messageId = null;
    attachment.kind = input.kind;
    attachment.name = input.name;
    attachment.contentType = input.contentType;
    attachment.size = input.size;
    attachment.width = input.dimensions?.width ?? null;
    attachment.height = input.dimensions?.height ?? null;
    attachment.storageKey = `${PRIVATE_KEY_PREFIX}messages/${input.conversationId}/${attachment.id}.${input.kind === 'pdf' ? 'pdf' : 'webp'}`;
    attachment.uploadedAt = input.now;
    return attachment;
  }

  /** Whether `senderId` may send it in `conversationId` now: their own upload there, in no message yet. */
  canBeSentBy(senderId: string, conversationId: string): boolean {
    return this.uploaderId === senderId && this.conversationId === conversationId && this.messageId === null;
  }

  sendIn(messageId: string): void {
    this.messageId = messageId;
  }

  /** The name a download gets: the uploaded name, with `.webp` for a re-encoded photo. */
  get fileName(): string {
    const name = this.name.trim() || 'attachment';
    if (this.kind === 'pdf') return /\.pdf$/i.test(name) ? name : `${name}.pdf`;
    return `${name.replace(/\.[a-z0-9]{1,5}$/i, '')}.webp`;
  }

  toView(): AttachmentView {
    return {
      id: this.id,
      name: this.name,
      kind: this.kind,
      size: this.size,
      contentType: this.contentType,
      ...(this.width !== null && this.height !== null ? { width: this.width, height: this.height } : {}),
      url: attachmentUrl(this.conversationId, this.id),
    };
  }
}
MessageAttachmentSchema.setClass(MessageAttachment);
export { MessageAttachmentSchema };
