import type { SqlEntityManager as EntityManager } from '@mikro-orm/sql';
import { ConversationStarted } from '../../../../contracts/events.ts';
import { BILLING_API } from '../../../../../billing/contracts/api.ts';
import { CONTACTS_USAGE_LOCK } from '../../../../contracts/api.ts';
import { assertWithinPlan } from '../../../../../billing/contracts/plan-limits.ts';
import { IDENTITY_API } from '../../../../../identity/contracts/api.ts';
import { LISTINGS_API } from '../../../../../listings/contracts/api.ts';
import { requireActor, type CommandContext, type CommandHandler } from '../../../../../shared/kernel/bus.ts';
import { PLATFORM } from '../../../../../shared/kernel/tokens.ts';
import { lockUsage } from '../../../../../shared/kernel/usage-lock.ts';
import { handlesCommand, http, UsesDependencies } from '../../../../../shared/kernel/use-case.ts';
import { jvInterestRequestSchema } from '../../../../contracts/jv.ts';
import { byPostId, JV_TAG, JV_WRITE_LIMIT } from '../../../../network/application/http.ts';
import {
  CONTACTS_LIMIT_MESSAGE,
  memberName,
  startConversationResponseSchema,
  type StartConversationRequest,
} from '../../../../contracts/messaging.ts';
import { Conversation } from '../../../domain/conversation.entity.ts';
import { Message } from '../../../domain/message.entity.ts';
import { membersContactedThisMonth } from '../../contacts.ts';
import { ContactPropertyNotFoundError, MessageSelfError, OwnListingContactError } from '../../../domain/messaging.errors.ts';
import { JvPost } from '../../../../network/domain/jv-post.entity.ts';
import { JvPostNotFoundError, OwnJvPostInterestError } from '../../../../network/domain/jv-post.errors.ts';
import { notify } from '../../notify.ts';
import { appendUserEvents, unreadCounts } from '../../user-events.ts';
import { assertMayMessage } from '../../blocks.ts';
import { ConversationViews } from '../../conversation-views.ts';
import { conversationLink, deliverMessage } from '../../deliver-message.ts';
import { MESSAGING_LIMITS } from '../../limits.ts';
import { REALTIME_PUBLISHER } from '../../user-events.ts';
import { StartConversation, type StartConversationResult } from './start-conversation.command.ts';

const needs = {
  clock: PLATFORM.Clock,
  listings: LISTINGS_API,
  billing: BILLING_API,
  identity: IDENTITY_API,
  realtime: REALTIME_PUBLISHER,
  limiter: PLATFORM.RateLimiter,
};

export class StartConversationHandler
  extends UsesDependencies<typeof needs>
  implements CommandHandler<StartConversationRequest, StartConversationResult>
{
  readonly #views = new ConversationViews(this.deps.listings, this.deps.identity);

  async execute(request: StartConversationRequest, context: CommandContext): Promise<StartConversationResult> {
    const { clock, identity, realtime, limiter } = this.deps;
    const { em } = context;
    const { userId } = requireActor(context.actor);
    const { message: body, clientId } = request;
    // one member's contacts run one at a time until commit: the month's count cannot be raced, and a
    // retry waits for the first attempt and then finds its message
    await lockUsage(em, CONTACTS_USAGE_LOCK, userId);
    const sent = await em.findOne(Message, { senderId: userId, clientId });
    if (sent) {
      const conversation = await em.findOneOrFail(Conversation, { id: sent.conversationId });
      return { conversation: await this.#views.one(em, userId, conversation), message: sent.toView(), opened: false };
    }

    const now = clock.now();
    let conversation = await this.#existing(em, userId, request);
    let opened = false;
    let post: JvPost | null = null;
    if (conversation) {
      await assertMayMessage(em, userId, conversation.otherMemberOf(userId));
    } else {
      const subject = await this.#subject(em, userId, request);
      post = subject.post;
      await assertMayMessage(em, userId, subject.recipientId);
      await this.#assertContactAllowed(em, userId, subject.recipientId, now);
      await limiter.hit(MESSAGING_LIMITS.newConversationsPerHour, userId);
      conversation = Conversation.open({
        propertyId: request.propertyId,
        jvPostId: request.jvPostId,
        buyerId: userId,
        sellerId: subject.recipientId,
        listingTitle: subject.title,
        now,
      });
      em.persist(conversation);
      opened = true;
    }
    await limiter.hit(MESSAGING_LIMITS.messagesPerMinute, userId);
    const message = conversation.append(userId, body, clientId, now);
    em.persist(message);
    await em.flush();
    if (opened && conversation.propertyId) {
      const { id, propertyId, sellerId, listingTitle } = conversation;
      context.publish(ConversationStarted.create(id, { propertyId, buyerId: userId, sellerId, listingTitle }));
    }
    await deliverMessage(context, { identity, realtime, now }, conversation, message);
    if (opened && post) await this.#ringAuthor(context, userId, post, conversation, now);
    return { conversation: await this.#views.one(em, userId, conversation), message: message.toView(), opened };
  }

  /** the member's conversation about this subject; a direct one between the two whoever began it */
  async #existing(
    em: EntityManager,
    userId: string,
    { propertyId, jvPostId, memberId }: StartConversationRequest,
  ): Promise<Conversation | null> {
    if (propertyId) return em.findOne(Conversation, { propertyId, buyerId: userId });
    if (jvPostId) return em.findOne(Conversation, { jvPostId, buyerId: userId });
    return em.findOne(Conversation, {
      propertyId: null,
      jvPostId: null,
      $or: [
        { buyerId: userId, sellerId: memberId },
        { buyerId: memberId, sellerId: userId },
      ],
    });
  }

  /** who the new conversation addresses and its title, or why it cannot be opened */
  async #subject(
    em: EntityManager,
    userId: string,
    { propertyId, jvPostId, memberId }: StartConversationRequest,
  ): Promise<{ recipientId: string; title: string; post: JvPost | null }> {
    const { clock, listings } = this.deps;
    if (propertyId) {
      const [listing] = await listings.getCards([propertyId]);
      if (!listing?.isPublic) throw new ContactPropertyNotFoundError();
      if (listing.ownerId === userId) throw new OwnListingContactError();
      return { recipientId: listing.ownerId, title: listing.title, post: null };
    }
    if (jvPostId) {
      const post = await em.findOne(JvPost, { id: jvPostId });
      if (!post?.isOpenAt(clock.now())) throw new JvPostNotFoundError();
      if (post.authorId === userId) throw new OwnJvPostInterestError();
      return { recipientId: post.authorId, title: post.title, post };
    }
    // the route has made sure `memberId` is a member's (FindMember, outside this transaction)
    if (memberId === userId) throw new MessageSelfError();
    return { recipientId: memberId!, title: '', post: null };
  }

  /** A first message to a member counts as a contact, whatever the conversation is about. */
  async #assertContactAllowed(em: EntityManager, userId: string, recipientId: string, now: Date): Promise<void> {
    const contacted = await membersContactedThisMonth(em, userId, now);
    if (contacted.includes(recipientId)) return;
    assertWithinPlan(await this.deps.billing.entitlements(userId), 'contactsPerMonth', contacted.length, () => CONTACTS_LIMIT_MESSAGE);
  }

  /** the post's author hears that someone is interested, in the same transaction */
  async #ringAuthor(context: CommandContext, userId: string, post: JvPost, conversation: Conversation, now: Date): Promise<void> {
    const { identity, realtime } = this.deps;
    const [sender] = await identity.getProfiles([userId]);
    const notification = await notify(
      context.em,
      identity,
      post.authorId,
      {
        kind: 'jv-interest',
        title: `${memberName(sender ?? null)} is interested in your JV post`,
        body: post.title,
        link: conversationLink(conversation.id),
      },
      now,
    );
    if (!notification) return;
    const events = await appendUserEvents(context.em, now, [
      { userId: post.authorId, event: { type: 'notification', notification: notification.toView() } },
      { userId: post.authorId, event: { type: 'counts', counts: await unreadCounts(context.em, post.authorId) } },
    ]);
    context.afterCommit(() => realtime.publish(events));
  }
}

export const startConversation = handlesCommand(StartConversation, needs, StartConversationHandler, [
  http(StartConversation, {
    method: 'post',
    path: '/api/jv/posts/:id/interest',
    tag: JV_TAG,
    summary: "I'm interested: message the author",
    description: 'Opens the conversation about the post (201), or continues it (200); counted as a contact.',
    access: 'member',
    rateLimit: JV_WRITE_LIMIT,
    body: jvInterestRequestSchema,
    invalid: 'Invalid message',
    input: (request) => ({ jvPostId: byPostId(request).postId, message: request.body.message, clientId: request.body.clientId }),
    status: 201,
    alsoAnswers: [200],
    response: startConversationResponseSchema,
    reply: ({ conversation, message, opened }) => ({ status: opened ? 201 : 200, body: { conversation, message } }),
    errors: [404, 422],
  }),
]);
