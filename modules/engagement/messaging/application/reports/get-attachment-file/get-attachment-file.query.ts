import { defineQuery } from '../../../../../shared/kernel/bus.ts';

export interface AttachmentFile {
  kind: 'image' | 'pdf';
  contentType: string;
  /** the name to save it under */
  fileName: string;
  data: Buffer;
}

/** An attachment's file, for the conversation's two members only (anyone else: 404). */
export const GetAttachmentFile = defineQuery<{ conversationId: string; attachmentId: string }, AttachmentFile>(
  'engagement.get-attachment-file',
);
