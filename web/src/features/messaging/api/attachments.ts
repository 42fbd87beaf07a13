import {
  ATTACHMENT_MAX_BYTES,
  ATTACHMENT_RULE_MESSAGE,
  attachmentSchema,
  type Attachment,
} from '@contracts/engagement/contracts/messaging.ts';
import { apiRequest } from '@/lib/api-client.ts';

/** The file types the picker offers; the server judges the bytes, not these. */
export const ATTACHMENT_ACCEPT = 'image/jpeg,image/png,image/webp,image/heic,image/heif,application/pdf,.heic,.heif,.pdf';

/** `POST /api/conversations/{id}/attachments`: one photo or PDF, stored for the next message. */
export async function uploadAttachment(conversationId: string, file: File, signal?: AbortSignal): Promise<Attachment> {
  const form = new FormData();
  form.append('file', file);
  return attachmentSchema.parse(
    await apiRequest(`/api/conversations/${encodeURIComponent(conversationId)}/attachments`, { method: 'POST', body: form, signal }),
  );
}

/** Why a file cannot be attached, judged before uploading it (the server checks again), or null. */
export function attachmentProblem(file: File): string | null {
  const photoOrPdf = file.type.startsWith('image/') || file.type === 'application/pdf' || /\.(pdf|heic|heif)$/i.test(file.name);
  return !photoOrPdf || file.size > ATTACHMENT_MAX_BYTES || file.size === 0 ? ATTACHMENT_RULE_MESSAGE : null;
}

/** "840 KB", "2.4 MB" */
export function fileSize(bytes: number): string {
  if (bytes < 1024 * 1024) return `${Math.max(1, Math.round(bytes / 1024))} KB`;
  return `${(bytes / 1024 / 1024).toLocaleString('en-US', { maximumFractionDigits: 1 })} MB`;
}
