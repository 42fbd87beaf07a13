import { IDENTITY_API } from '../../../../../identity/contracts/api.ts';
import type { CommandContext, CommandHandler } from '../../../../../shared/kernel/bus.ts';
import { PLATFORM } from '../../../../../shared/kernel/tokens.ts';
import { handlesCommand, UsesDependencies } from '../../../../../shared/kernel/use-case.ts';
import { memberName } from '../../../../contracts/messaging.ts';
import { Conversation, type ConversationRole } from '../../../domain/conversation.entity.ts';
import { suspendedAmong } from '../../../../network/application/member-suspensions.ts';
import { Message } from '../../../domain/message.entity.ts';
import { conversationLink } from '../../deliver-message.ts';
import { unreadMessagesMail } from '../../unread-messages-mail.ts';
import { MailUnreadMessages } from './mail-unread-messages.command.ts';

const MINUTE = 60_000;
/** a message is mailed about once it has stayed unread this long */
export const UNREAD_MAIL_DELAY_MS = 5 * MINUTE;
/** at most one mail per conversation and member in this time */
export const UNREAD_MAIL_INTERVAL_MS = 15 * MINUTE;
/** older unread messages are left to the app (the job was down, or the member is away for good) */
const LOOK_BACK_MS = 3 * 24 * 60 * MINUTE;
const BATCH = 100;

interface Claim {
  conversationId: string;
  role: ConversationRole;
  recipientId: string;
  senderId: string;
  listingTitle: string;
  messages: Array<{ body: string }>;
  claimedSeq: number;
  previous: { seq: number; at: Date | null };
}

/**
 * The sides due a mail, locked so that hosts running the job at once share the work: some message
 * from the other member is unread, not yet mailed about and at least 5 minutes old, and the side was
 * not mailed in the last 15 minutes.
 */
const DUE_SIDES = `
  select c.id, side.role
  from engagement.conversations c
  cross join lateral (values
    ('buyer', c.buyer_id, greatest(c.buyer_read_seq, c.buyer_mailed_seq), c.buyer_unread, c.buyer_mailed_at),
    ('seller', c.seller_id, greatest(c.seller_read_seq, c.seller_mailed_seq), c.seller_unread, c.seller_mailed_at)
  ) as side (role, user_id, seen_seq, unread, mailed_at)
  where c.last_activity_at > ? and side.unread > 0 and c.last_seq > side.seen_seq
    and (side.mailed_at is null or side.mailed_at <= ?)
    and exists (
      select 1 from engagement.messages m
      where m.conversation_id = c.id and m.seq > side.seen_seq and m.sender_id <> side.user_id and m.created_at <= ?)
  order by c.last_activity_at
  limit ${BATCH}
  for update of c skip locked`;

const needs = {
  clock: PLATFORM.Clock,
  identity: IDENTITY_API,
  mailer: PLATFORM.Mailer,
  em: PLATFORM.EntityManager,
  settings: PLATFORM.Settings,
};

export class MailUnreadMessagesHandler extends UsesDependencies<typeof needs> implements CommandHandler<void, number> {
  get #publicUrl() {
    return this.deps.settings.publicUrl.replace(/\/$/, '');
  }

  async execute(_input: void, { em, afterCommit }: CommandContext): Promise<number> {
    const now = this.deps.clock.now();
    const due = await em.execute<Array<{ id: string; role: ConversationRole }>>(DUE_SIDES, [
      new Date(now.getTime() - LOOK_BACK_MS),
      new Date(now.getTime() - UNREAD_MAIL_INTERVAL_MS),
      new Date(now.getTime() - UNREAD_MAIL_DELAY_MS),
    ]);
    if (!due.length) return 0;
    const conversations = new Map(
      (await em.find(Conversation, { id: { $in: due.map((row) => row.id) } })).map((conversation) => [conversation.id, conversation]),
    );
    const suspended = await suspendedAmong(
      em,
      [...conversations.values()].flatMap((conversation) => [conversation.buyerId, conversation.sellerId]),
    );
    const claims: Claim[] = [];
    for (const { id, role } of due) {
      const conversation = conversations.get(id)!;
      const recipientId = role === 'buyer' ? conversation.buyerId : conversation.sellerId;
      const senderId = conversation.otherMemberOf(recipientId);
      if (suspended.has(senderId)) {
        conversation.markMailed(role, now); // their messages are hidden (decision 0049): no mail quotes them
        continue;
      }
      const messages = await em.find(
        Message,
        { conversationId: id, seq: { $gt: conversation.seenSeqOf(role) }, senderId: { $ne: recipientId } },
        { orderBy: { seq: 'asc' } },
      );
      const previous = conversation.markMailed(role, now);
      claims.push({
        conversationId: id,
        role,
        recipientId,
        senderId,
        listingTitle: conversation.listingTitle,
        messages: messages.map((message) => ({ body: message.body })),
        claimedSeq: conversation.lastSeq,
        previous,
      });
    }
    await em.flush();
    // mail once the claims are committed, so a crash can skip a mail but never send one twice
    afterCommit(() => this.#mailAll(claims));
    return claims.length;
  }

  async #mailAll(claims: Claim[]): Promise<void> {
    const failures: unknown[] = [];
    for (const claim of claims) {
      try {
        await this.#mail(claim);
      } catch (error) {
        failures.push(error);
        await this.#release(claim);
      }
    }
    if (failures.length)
      throw new AggregateError(
        failures,
        `${failures.length} of ${claims.length} unread-message mails failed; they are retried at the next run`,
      );
  }

  async #mail(claim: Claim): Promise<void> {
    const { identity, mailer } = this.deps;
    const [[recipient], [sender]] = await Promise.all([
      identity.getNotificationRecipients([claim.recipientId], 'messages'),
      identity.getProfiles([claim.senderId]),
    ]);
    if (!recipient?.email || !recipient.channels.email) return;
    await mailer.send(
      unreadMessagesMail({
        to: recipient.email,
        firstName: recipient.firstName,
        senderName: memberName(sender ?? null),
        listingTitle: claim.listingTitle,
        messages: claim.messages,
        conversationUrl: `${this.#publicUrl}${conversationLink(claim.conversationId)}`,
        settingsUrl: `${this.#publicUrl}/settings#notifications`,
        unsubscribe: await identity.unsubscribeLinks(claim.recipientId, 'messages'),
      }),
    );
  }

  /** a mail that failed is due again at the next run, unless a newer claim was made meanwhile */
  async #release({ conversationId, role, claimedSeq, previous }: Claim): Promise<void> {
    await this.deps.em
      .fork()
      .execute(
        `update engagement.conversations set ${role}_mailed_seq = ?, ${role}_mailed_at = ? where id = ? and ${role}_mailed_seq = ?`,
        [previous.seq, previous.at, conversationId, claimedSeq],
      );
  }
}

export const mailUnreadMessages = handlesCommand(MailUnreadMessages, needs, MailUnreadMessagesHandler);
