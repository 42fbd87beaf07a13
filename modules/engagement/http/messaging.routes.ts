import { Router } from 'express';
import { requireActor } from '../../shared/kernel/bus.ts';
import type { HttpContext, ReauthenticateActor } from '../../shared/kernel/module.ts';
import { parseInput } from '../../shared/kernel/validation.ts';
import { messagesPageRequestSchema, reportRequestSchema, sendMessageRequestSchema, startConversationRequestSchema } from '../contracts/messaging.ts';
import { markNotificationsReadRequestSchema } from '../contracts/notifications.ts';
import { BlockMember } from '../application/commands/block-member/block-member.command.ts';
import { MarkConversationRead } from '../application/commands/mark-conversation-read/mark-conversation-read.command.ts';
import { MarkNotificationsRead } from '../application/commands/mark-notifications-read/mark-notifications-read.command.ts';
import { ReportConversation } from '../application/commands/report-conversation/report-conversation.command.ts';
import { SendMessage } from '../application/commands/send-message/send-message.command.ts';
import { StartConversation } from '../application/commands/start-conversation/start-conversation.command.ts';
import { UnblockMember } from '../application/commands/unblock-member/unblock-member.command.ts';
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

  router.post('/api/conversations/:id/read', async (req, res) => {
    res.json(await commands.execute(MarkConversationRead, { conversationId: req.params.id }, res.locals.actor));
  });

  router.get('/api/members/blocked', async (_req, res) => {
    res.set(privately).json(await queries.ask(ListBlockedMembers, undefined, res.locals.actor));
  });

  router.post('/api/members/:id/block', writes, async (req, res) => {
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
