import { expect, it } from 'vitest';
import { given, JV_POST_SEEKING_CAPITAL, PUBLIC_PROFILE, type User } from '../../../src/testing/members.ts';
import { describeHost, useTestHost } from '../../../src/testing/test-host.ts';
import { newId } from '../../shared/kernel/ids.ts';
import type { JvPostPage } from '../contracts/jv.ts';
import { HIDDEN_MESSAGE_BODY, MEMBER_SUSPENDED_MESSAGE, type ConversationList, type MessagesPage } from '../contracts/messaging.ts';

describeHost("engagement: a suspended member's posts, card and messages are hidden", () => {
  const test = useTestHost();
  const make = given(test);
  const clientId = () => `c-${newId()}`;

  async function account(admin: User, member: User, verb: 'suspend' | 'reinstate'): Promise<void> {
    expect((await admin.user.send('post', `/api/admin/users/${member.id}/${verb}`, { reason: 'Reported as a scam' })).status).toBe(200);
    await test.host.projections.settled();
  }

  it('hides their JV posts, directory card and messages from a buyer, and reinstating shows them again', async () => {
    const admin = await make.buyer();
    await test.grantAdmin(admin.id);
    const seller = await make.seller();
    const buyer = await make.buyer();
    const [listing] = await make.listings(seller, 1);
    expect((await seller.user.send('put', '/api/me/profile', PUBLIC_PROFILE)).status).toBe(200);
    const post = await seller.user.send('post', '/api/jv/posts', JV_POST_SEEKING_CAPITAL);
    expect(post.status).toBe(201);
    const started = await buyer.user.send('post', '/api/conversations', {
      propertyId: listing,
      message: 'Is it available?',
      clientId: clientId(),
    });
    expect(started.status).toBe(201);
    const conversationId = started.body.conversation.id as string;
    const replied = await seller.user.send('post', `/api/conversations/${conversationId}/messages`, {
      body: 'Yes, call me on my cell',
      clientId: clientId(),
    });
    expect(replied.status).toBe(201);
    await test.host.projections.settled();

    const board = async () => ((await buyer.user.get('/api/jv/posts')).body as JvPostPage).posts.map((shown) => shown.id);
    const directory = async () => ((await buyer.user.get('/api/members')).body.members as Array<{ id: string }>).map((card) => card.id);
    const inbox = async () => ((await buyer.user.get('/api/conversations')).body as ConversationList).conversations;
    const thread = async () => ((await buyer.user.get(`/api/conversations/${conversationId}/messages`)).body as MessagesPage).messages;
    const bell = async () =>
      ((await buyer.user.get('/api/notifications')).body.notifications as Array<{ kind: string; body: string }>).filter(
        (notification) => notification.kind === 'message',
      );
    expect(await board()).toEqual([post.body.id]);
    expect(await directory()).toEqual([seller.id]);
    expect(await bell()).toEqual([expect.objectContaining({ body: 'Yes, call me on my cell' })]);

    await account(admin, seller, 'suspend');
    expect(await board()).toEqual([]);
    expect((await buyer.user.get(`/api/jv/posts/${post.body.id}`)).status).toBe(404);
    expect(await directory()).toEqual([]);
    expect((await buyer.user.get(`/api/members/${seller.id}`)).status).toBe(404);
    const [conversation] = await inbox();
    expect(conversation).toMatchObject({
      id: conversationId,
      lastMessage: { body: HIDDEN_MESSAGE_BODY, hidden: true, senderId: seller.id },
    });
    expect(await thread()).toEqual([
      expect.objectContaining({ senderId: buyer.id, body: 'Is it available?' }),
      expect.objectContaining({ senderId: seller.id, body: HIDDEN_MESSAGE_BODY, hidden: true, attachments: [] }),
    ]);
    expect(JSON.stringify(await thread())).not.toContain('call me');
    expect(await bell()).toEqual([expect.objectContaining({ body: HIDDEN_MESSAGE_BODY })]);

    // nothing new reaches them: the conversation says so, and a message or a new conversation is refused and not kept
    expect(conversation).toMatchObject({ otherSuspended: true });
    const refused = await buyer.user.send('post', `/api/conversations/${conversationId}/messages`, {
      body: 'Still there?',
      clientId: clientId(),
    });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe(MEMBER_SUSPENDED_MESSAGE);
    const direct = await buyer.user.send('post', '/api/conversations', { memberId: seller.id, message: 'Hello', clientId: clientId() });
    expect(direct.status).toBe(403);
    expect(direct.body.message).toBe(MEMBER_SUSPENDED_MESSAGE);
    expect(await thread()).toHaveLength(2);
    expect(await inbox()).toHaveLength(1);

    // the rebuilt read side holds to it too
    await test.host.reindex();
    expect(await board()).toEqual([]);
    expect(await directory()).toEqual([]);

    await account(admin, seller, 'reinstate');
    expect(await board()).toEqual([post.body.id]);
    expect((await buyer.user.get(`/api/jv/posts/${post.body.id}`)).status).toBe(200);
    expect(await directory()).toEqual([seller.id]);
    expect((await buyer.user.get(`/api/members/${seller.id}`)).status).toBe(200);
    expect((await inbox())[0]!.lastMessage).toEqual(expect.objectContaining({ body: 'Yes, call me on my cell' }));
    expect((await inbox())[0]!.lastMessage).not.toHaveProperty('hidden');
    expect((await thread()).map((message) => message.body)).toEqual(['Is it available?', 'Yes, call me on my cell']);
    expect(await bell()).toEqual([expect.objectContaining({ body: 'Yes, call me on my cell' })]);
    expect((await inbox())[0]).toMatchObject({ otherSuspended: false });
    const sent = await buyer.user.send('post', `/api/conversations/${conversationId}/messages`, {
      body: 'Still there?',
      clientId: clientId(),
    });
    expect(sent.status).toBe(201);
  });

  it("rings no saved-search alert for a suspended seller's listing, even when it comes back on the market", async () => {
    const admin = await make.buyer();
    await test.grantAdmin(admin.id);
    const seller = await make.seller();
    const buyer = await make.plusBuyer();
    expect((await buyer.user.send('post', '/api/saved-searches', { criteria: { state: 'TX' }, name: 'Texas' })).status).toBe(201);
    const [listing] = await make.listings(seller, 1, false);
    await account(admin, seller, 'suspend');

    // an administrator puts it on the market while its seller is suspended: buyers hear nothing of it
    expect((await admin.user.send('post', `/api/properties/${listing}/status`, { status: 'active' })).status).toBe(200);
    await test.host.projections.settled();
    const bell = async () =>
      ((await buyer.user.get('/api/notifications')).body.notifications as Array<{ kind: string }>).filter(
        (notification) => notification.kind === 'saved-search-match',
      );
    expect(await bell()).toEqual([]);
    expect((await buyer.user.get(`/api/properties/${listing}`)).status).toBe(404);
  });
});
