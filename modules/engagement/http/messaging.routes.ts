import { Router, type Request, type Response } from 'express';
import multer from 'multer';
import { requireActor } from '../../shared/kernel/bus.ts';
import { ValidationError } from '../../shared/kernel/errors.ts';
import { displayFileName } from '../../shared/kernel/text.ts';
import type { HttpContext, ReauthenticateActor } from '../../shared/kernel/module.ts';
import { parseInput } from '../../shared/kernel/validation.ts';
import {
  ATTACHMENT_MAX_BYTES,
  ATTACHMENT_RULE_MESSAGE,
  messagesPageRequestSchema,
  reportRequestSchema,
  sendMessageRequestSchema,
  startConversationRequestSchema,
} from '../contracts/messaging.ts';
import { markNotificationsReadRequestSchema } from '../contracts/notifications.ts';
import { BlockMember } from '../application/commands/block-member/block-member.command.ts';
import { MarkConversationRead } from '../application/commands/mark-conversation-read/mark-conversation-read.command.ts';
import { MarkNotificationsRead } from '../application/commands/mark-notifications-read/mark-notifications-read.command.ts';
import { ReportConversation } from '../application/commands/report-conversation/report-conversation.command.ts';
import { SendMessage } from '../application/commands/send-message/send-message.command.ts';
import { StartConversation } from '../application/commands/start-conversation/start-conversation.command.ts';
import { UnblockMember } from '../application/commands/unblock-member/unblock-member.command.ts';
import { UploadAttachment } from '../application/commands/upload-attachment/upload-attachment.command.ts';
import { GetAttachmentFile, type AttachmentFile } from '../application/reports/get-attachment-file/get-attachment-file.query.ts';
import { FindMember } from '../application/reports/find-member/find-member.query.ts';
import { GetConversation } from '../application/reports/get-conversation/get-conversation.query.ts';
import { GetInquiryCounts } from '../application/reports/get-inquiry-counts/get-inquiry-counts.query.ts';
import { GetUnreadCounts } from '../application/reports/get-unread-counts/get-unread-counts.query.ts';
import { ListBlockedMembers } from '../application/reports/list-blocked-members/list-blocked-members.query.ts';
import { ListConversations } from '../application/reports/list-conversations/list-conversations.query.ts';
import { ListMessageReports } from '../application/reports/list-message-reports/list-message-reports.query.ts';
import { ListMessages } from '../application/reports/list-messages/list-messages.query.ts';
import { ListNotifications } from '../application/reports/list-notifications/list-notifications.query.ts';
import { REALTIME_HUB } from '../tokens.ts';

/** per client address, on top of the per-member limits in the handlers */
const WRITE_LIMIT = { name: 'engagement:messaging-writes:ip', limit: 60, windowSeconds: 60 };
const STREAM_LIMIT = { name: 'engagement:event-streams:ip', limit: 30, windowSeconds: 60 };

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

/** Conversations, messages, blocks, reports, notifications and the realtime stream (contracts/messaging.ts, notifications.ts). */
export function messagingRouter({ commands, queries, rateLimit, resolve, closing }: HttpContext): Router {
  const router = Router();
  const writes = rateLimit(WRITE_LIMIT);
  const privately = { 'Cache-Control': 'private, no-store' };

  router.get('/api/conversations', async (_req, res) => {
    res.set(privately).json(await queries.ask(ListConversations, undefined, res.locals.actor));
  });

  router.post('/api/conversations', writes, async (req, res) => {
    const input = parseInput(startConversationRequestSchema, req.body ?? {}, 'Invalid message');
    if (input.memberId) await queries.ask(FindMember, { memberId: input.memberId }, res.locals.actor);
    const { conversation, message, opened } = await commands.execute(StartConversation, input, res.locals.actor);
    res.status(opened ? 201 : 200).json({ conversation, message });
  });

  router.get('/api/conversations/inquiries', async (_req, res) => {
    res.set(privately).json(await queries.ask(GetInquiryCounts, undefined, res.locals.actor));
  });

  router.get('/api/conversations/:id', async (req, res) => {
    res.set(privately).json(await queries.ask(GetConversation, { conversationId: req.params.id }, res.locals.actor));
  });

  router.get('/api/conversations/:id/messages', async (req, res) => {
    const { before } = parseInput(messagesPageRequestSchema, req.query, 'Invalid page');
    res.set(privately).json(await queries.ask(ListMessages, { conversationId: req.params.id, before }, res.locals.actor));
  });

  router.post('/api/conversations/:id/messages', writes, async (req, res) => {
    const input = parseInput(sendMessageRequestSchema, req.body ?? {}, 'Invalid message');
    const { message, created } = await commands.execute(SendMessage, { ...input, conversationId: req.params.id }, res.locals.actor);
    res.status(created ? 201 : 200).json(message);
  });

  router.post('/api/conversations/:id/attachments', writes, async (req, res) => {
    const actor = requireActor(res.locals.actor);
    const file = await fileField(req, res);
    if (!file) return;
    // the name is only shown back: control and text-direction characters are dropped
    const upload = { conversationId: req.params.id, name: displayFileName(file.originalname), data: file.buffer };
    res.status(201).json(await commands.execute(UploadAttachment, upload, actor));
  });

  router.get('/api/conversations/:id/attachments/:attachmentId', async (req, res) => {
    sendAttachmentFile(
      res,
      await queries.ask(GetAttachmentFile, { conversationId: req.params.id, attachmentId: req.params.attachmentId }, res.locals.actor),
    );
  });

  router.post('/api/conversations/:id/read', async (req, res) => {
    res.json(await commands.execute(MarkConversationRead, { conversationId: req.params.id }, res.locals.actor));
  });

  router.get('/api/members/blocked', async (_req, res) => {
    res.set(privately).json(await queries.ask(ListBlockedMembers, undefined, res.locals.actor));
  });

  router.post('/api/members/:id/block', writes, async (req, res) => {
    await queries.ask(FindMember, { memberId: req.params.id }, res.locals.actor);
    await commands.execute(BlockMember, { memberId: req.params.id }, res.locals.actor);
    res.status(204).end();
  });

  router.delete('/api/members/:id/block', writes, async (req, res) => {
    await commands.execute(UnblockMember, { memberId: req.params.id }, res.locals.actor);
    res.status(204).end();
  });

  router.post('/api/reports', writes, async (req, res) => {
    const input = parseInput(reportRequestSchema, req.body ?? {}, 'Invalid report');
    res.status(201).json(await commands.execute(ReportConversation, input, res.locals.actor));
  });

  router.get('/api/admin/reports', async (req, res) => {
    const status = req.query.status === 'resolved' ? 'resolved' : 'open';
    res.set(privately).json(await queries.ask(ListMessageReports, { status }, res.locals.actor));
  });

  router.get('/api/notifications', async (_req, res) => {
    res.set(privately).json(await queries.ask(ListNotifications, undefined, res.locals.actor));
  });

  router.get('/api/notifications/counts', async (_req, res) => {
    res.set(privately).json(await queries.ask(GetUnreadCounts, undefined, res.locals.actor));
  });

  router.post('/api/notifications/read', async (req, res) => {
    const input = parseInput(markNotificationsReadRequestSchema, req.body ?? {}, 'Invalid request');
    res.json(await commands.execute(MarkNotificationsRead, input, res.locals.actor));
  });

  router.get('/api/events', rateLimit(STREAM_LIMIT), async (req, res) => {
    const { userId } = requireActor(res.locals.actor);
    const lastEventId = Number(req.get('Last-Event-ID') ?? req.query.lastEventId ?? Number.NaN);
    await resolve(REALTIME_HUB).open(res, userId, {
      lastEventId: Number.isSafeInteger(lastEventId) && lastEventId >= 0 ? lastEventId : null,
      reauthenticate: res.locals.reauthenticate as ReauthenticateActor,
      closing,
    });
  });

  return router;
}
