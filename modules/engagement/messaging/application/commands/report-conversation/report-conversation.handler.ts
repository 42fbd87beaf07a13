import { requireActor, type CommandContext, type CommandHandler } from '../../../../../shared/kernel/bus.ts';
import { PLATFORM } from '../../../../../shared/kernel/tokens.ts';
import { handlesCommand, http, UsesDependencies } from '../../../../../shared/kernel/use-case.ts';
import { reportRequestSchema, reportSchema } from '../../../../contracts/messaging.ts';
import { MESSAGING_TAG, MESSAGING_WRITE_LIMIT } from '../../http.ts';
import type { Report as ReportView, ReportRequest } from '../../../../contracts/messaging.ts';
import { Conversation } from '../../../domain/conversation.entity.ts';
import { Message } from '../../../domain/message.entity.ts';
import { NotInConversationError, ReportedMessageNotFoundError } from '../../../domain/messaging.errors.ts';
import { Report } from '../../../domain/report.entity.ts';
import { MESSAGING_LIMITS } from '../../limits.ts';
import { ReportConversation } from './report-conversation.command.ts';

const needs = { clock: PLATFORM.Clock, limiter: PLATFORM.RateLimiter };

export class ReportConversationHandler extends UsesDependencies<typeof needs> implements CommandHandler<ReportRequest, ReportView> {
  async execute({ conversationId, messageId, reason, details }: ReportRequest, { em, actor }: CommandContext): Promise<ReportView> {
    const { clock, limiter } = this.deps;
    const { userId } = requireActor(actor);
    const conversation = await em.findOne(Conversation, { id: conversationId });
    if (!conversation?.roleOf(userId)) throw new NotInConversationError();
    const otherId = conversation.otherMemberOf(userId);
    // a message is reported only by the one it was sent to; without one, the other member's latest stands for the conversation
    const message = messageId
      ? await em.findOne(Message, { id: messageId, conversationId, senderId: otherId })
      : await em.findOne(Message, { conversationId, senderId: otherId }, { orderBy: { seq: 'desc' } });
    if (messageId && !message) throw new ReportedMessageNotFoundError();
    await limiter.hit(MESSAGING_LIMITS.reportsPerHour, userId);

    const report = Report.file({
      reporterId: userId,
      reportedMemberId: otherId,
      conversationId,
      messageId: message && messageId ? message.id : null,
      excerpt: message?.body ?? '',
      reason,
      details: details || null,
      now: clock.now(),
    });
    em.persist(report);
    await em.flush();
    return report.toView();
  }
}

export const reportConversation = handlesCommand(ReportConversation, needs, ReportConversationHandler, [
  http(ReportConversation, {
    method: 'post',
    path: '/api/reports',
    tag: MESSAGING_TAG,
    summary: 'Report a message, listing or member',
    access: 'member',
    rateLimit: MESSAGING_WRITE_LIMIT,
    body: reportRequestSchema,
    invalid: 'Invalid report',
    input: ({ body }) => body,
    status: 201,
    response: reportSchema,
    errors: [404],
  }),
]);
