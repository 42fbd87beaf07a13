import type { Request, Response } from 'express';
import multer from 'multer';
import { endpoint } from '../../../shared/kernel/endpoint.ts';
import { ValidationError } from '../../../shared/kernel/errors.ts';
import { displayFileName } from '../../../shared/kernel/text.ts';
import { ATTACHMENT_MAX_BYTES, ATTACHMENT_RULE_MESSAGE, attachmentSchema } from '../../contracts/messaging.ts';
import { UploadAttachment } from '../application/commands/upload-attachment/upload-attachment.command.ts';
import { GetAttachmentFile, type AttachmentFile } from '../application/reports/get-attachment-file/get-attachment-file.query.ts';
import { byConversationId, MESSAGING_TAG, MESSAGING_WRITE_LIMIT } from '../application/http.ts';

const receiveFile = multer({
  storage: multer.memoryStorage(),
  // browsers send file names in UTF-8 (busboy's default, latin1, would show "Café" as "CafÃ©")
  defParamCharset: 'utf8',
  limits: { fileSize: ATTACHMENT_MAX_BYTES, files: 1, fields: 5, parts: 6 },
}).single('file');
const UNREADABLE_FORM = 'Send one file in the "file" field of a multipart form (multipart/form-data).';

/** Reads the multipart `file` field into memory; a file over the limit is a 413 (answered here: null). */
function fileField(req: Request, res: Response): Promise<Express.Multer.File | null> {
  return new Promise((resolve, reject) => {
    receiveFile(req, res, (error: unknown) => {
      if (error instanceof multer.MulterError && error.code === 'LIMIT_FILE_SIZE') {
        res.status(413).json({ message: `The file is larger than 10 MB. ${ATTACHMENT_RULE_MESSAGE}`, code: 'attachment_too_large' });
        resolve(null);
      } else if (error || !req.file) {
        reject(new ValidationError(UNREADABLE_FORM, [{ path: ['file'], message: UNREADABLE_FORM }]));
      } else {
        resolve(req.file);
      }
    });
  });
}

/** `Content-Disposition` with an ASCII fallback name and the UTF-8 one (RFC 6266), quotes and controls removed. */
function contentDisposition(type: 'inline' | 'attachment', fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  const encoded = encodeURIComponent(fileName).replace(/['()*]/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`);
  return `${type}; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}

function sendAttachmentFile(res: Response, file: AttachmentFile): void {
  res
    .set({
      'Cache-Control': 'private, max-age=3600',
      'Content-Type': file.contentType,
      'Content-Disposition': contentDisposition(file.kind === 'image' ? 'inline' : 'attachment', file.fileName),
      'X-Content-Type-Options': 'nosniff',
      // a PDF opened from here runs no script and cannot be framed by another site
      'Content-Security-Policy': "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; sandbox",
    })
    .send(file.data);
}

/** An attachment: a multipart form read here, then the use case (a photo re-encoded as WebP, a PDF as sent). */
export const uploadAttachmentEndpoint = endpoint({
  method: 'post',
  path: '/api/conversations/:id/attachments',
  tag: MESSAGING_TAG,
  summary: 'Upload an attachment to a conversation',
  description: `${ATTACHMENT_RULE_MESSAGE} Sent with the next message that names it.`,
  access: 'member',
  rateLimit: MESSAGING_WRITE_LIMIT,
  multipart: 'file: an image or PDF',
  status: 201,
  response: attachmentSchema,
  errors: [400, 403, 404, 413],
  handle: async (request, req, res, { commands }) => {
    const file = await fileField(req, res);
    if (!file) return;
    // the name is only shown back: control and text-direction characters are dropped
    const upload = { ...byConversationId(request), name: displayFileName(file.originalname), data: file.buffer };
    res.status(201).json(await commands.execute(UploadAttachment, upload, request.actor));
  },
});

/** An attachment's file, with the headers that keep it from running or being framed. */
export const downloadAttachmentEndpoint = endpoint({
  method: 'get',
  path: '/api/conversations/:id/attachments/:attachmentId',
  tag: MESSAGING_TAG,
  summary: 'Download an attachment',
  access: 'member',
  produces: 'application/octet-stream',
  errors: [404],
  handle: async ({ params, actor }, _req, res, { queries }) => {
    const { id, attachmentId } = params;
    sendAttachmentFile(res, await queries.ask(GetAttachmentFile, { conversationId: id, attachmentId }, actor));
  },
});
