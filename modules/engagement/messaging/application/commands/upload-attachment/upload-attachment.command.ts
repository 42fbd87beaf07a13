import { defineCommand } from '../../../../../shared/kernel/bus.ts';
import type { Attachment } from '../../../../contracts/messaging.ts';

export interface AttachmentUpload {
  conversationId: string;
  /** the file name the browser sent, shown in the message */
  name: string;
  data: Buffer;
}

/** A member uploads a photo or PDF to one of their conversations, to send it in their next message. */
export const UploadAttachment = defineCommand<AttachmentUpload, Attachment>('engagement.upload-attachment');
