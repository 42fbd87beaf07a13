import { afterEach, expect, it } from 'vitest';
import { describeHost, testMode, useTestHost, type TestHost } from '../../../src/testing/test-host.ts';
import { newId } from '../../shared/kernel/ids.ts';
import {
  BLOCKED_BY_THEM_MESSAGE,
  BLOCKED_BY_YOU_MESSAGE,
  CONTACTS_LIMIT_MESSAGE,
  contactsLeftText,
  MESSAGE_TOO_LONG,
  type ContactAllowance,
  type Conversation,
  type ConversationList,
} from '../contracts/messaging.ts';
import { browser } from '../../../src/testing/browser.ts';
import { listen, openEventStream } from '../../../src/testing/event-stream-client.ts';
import { MAX_STREAMS_PER_MEMBER, TOO_MANY_STREAMS_MESSAGE } from './infrastructure/realtime/realtime-hub.ts';
import { given, type User } from '../../../src/testing/members.ts';

const clock = {
  current: new Date('2026-11-10T12:00:00Z'),
  now() {
    return this.current;
  },
};
const tick = () => (clock.current = new Date(clock.current.getTime() + 60_000));

const clientId = () => `c-${newId()}`;
const always = () => true;

async function contact({ user }: User, propertyId: string, message = 'Is it still available?', id = clientId()) {
  tick();
  return user.send('post', '/api/conversations', { propertyId, message, clientId: id });
}

async function reply({ user }: User, conversationId: string, body: string, id = clientId()) {
  tick();
  return user.send('post', `/api/conversations/${conversationId}/messages`, { body, clientId: id });
}

async function conversations({ user }: User): Promise<ConversationList> {
  const listed = await user.get('/api/conversations');
  expect(listed.status).toBe(200);
  return listed.body as ConversationList;
}

async function storedMessages(test: TestHost, conversationId: string): Promise<string[]> {
  const rows = await test.database.orm.em
    .fork()
    .execute<Array<{ body: string }>>('select body from engagement.messages where conversation_id = ? order by seq', [conversationId]);
  return rows.map((row) => row.body);
}

describeHost('engagement: conversations through the API', () => {
  const test = useTestHost({ hostOptions: { clock } });
  const make = given(test, tick);

  it('opens one conversation per buyer and listing, continues it, and keeps it between its two members', async () => {
    const seller = await make.seller();
    const [propertyId] = await make.listings(seller, 1);
    const buyer = await make.buyer();

    const opened = await contact(buyer, propertyId, 'Hi, is Parcel 1 still available?');
    expect(opened.status).toBe(201);
    const conversation = opened.body.conversation as Conversation;
    expect(conversation).toMatchObject({
      role: 'buyer',
      listing: { id: propertyId, title: 'Parcel 1', city: 'Austin', state: 'TX', priceCents: 5_000_000, available: true },
      other: { id: seller.id, firstName: 'Ada', lastName: 'Moss' },
      unreadCount: 0,
      lastMessage: { body: 'Hi, is Parcel 1 still available?', senderId: buyer.id, seq: 1 },
    });

    // contacting again about the same listing continues the same conversation
    const again = await contact(buyer, propertyId, 'Also, is the road paved?');
    expect(again.status).toBe(200);
    expect(again.body.conversation.id).toBe(conversation.id);
    expect(again.body.message.seq).toBe(2);
    // announced once, when it opened (the seller's pipeline takes it as an inquiry)
    const announced = await test.database.orm.em
      .fork()
      .execute<Array<{ aggregate_id: string; payload: unknown }>>(
        "select aggregate_id, payload from platform.outbox where type = 'engagement.conversation-started.v1' and aggregate_id = ?",
        [conversation.id],
      );
    expect(announced).toEqual([
      { aggregate_id: conversation.id, payload: { propertyId, buyerId: buyer.id, sellerId: seller.id, listingTitle: 'Parcel 1' } },
    ]);

    const sellerSide = await conversations(seller);
    expect(sellerSide.unreadMessages).toBe(2);
    expect(sellerSide.conversations).toHaveLength(1);
    expect(sellerSide.conversations[0]).toMatchObject({ id: conversation.id, role: 'seller', other: { id: buyer.id }, unreadCount: 2 });

    const answered = await reply(seller, conversation.id, 'Yes, gravel road.');
    expect(answered.status).toBe(201);
    expect(answered.body).toMatchObject({ seq: 3, senderId: seller.id, body: 'Yes, gravel road.' });
    expect(await storedMessages(test, conversation.id)).toEqual([
      'Hi, is Parcel 1 still available?',
      'Also, is the road paved?',
      'Yes, gravel road.',
    ]);

    const page = await buyer.user.get(`/api/conversations/${conversation.id}/messages`);
    expect(page.body.messages.map((message: { seq: number }) => message.seq)).toEqual([1, 2, 3]);
    expect(page.body.hasMore).toBe(false);
    const older = await buyer.user.get(`/api/conversations/${conversation.id}/messages?before=3`);
    expect(older.body.messages.map((message: { seq: number }) => message.seq)).toEqual([1, 2]);

    // a stranger learns nothing: every route answers as for a conversation that does not exist
    const stranger = await make.buyer();
    expect((await stranger.user.get(`/api/conversations/${conversation.id}`)).status).toBe(404);
    expect((await stranger.user.get(`/api/conversations/${conversation.id}/messages`)).status).toBe(404);
    expect((await reply(stranger, conversation.id, 'hello')).status).toBe(404);
    expect((await stranger.user.send('post', `/api/conversations/${conversation.id}/read`)).status).toBe(404);
    expect((await conversations(stranger)).conversations).toEqual([]);
    expect(await storedMessages(test, conversation.id)).toHaveLength(3);
  });

  it('refuses visitors, unknown and own listings, and bad messages, storing nothing', async () => {
    const seller = await make.seller();
    const [propertyId] = await make.listings(seller, 1);
    const [draftId] = await make.listings(seller, 1, false);
    const buyer = await make.buyer();

    expect((await test.http().get('/api/conversations')).status).toBe(401);
    expect((await contact(buyer, newId())).status).toBe(404);
    expect((await contact(buyer, draftId)).status).toBe(404);
    const own = await contact(seller, propertyId);
    expect(own.status).toBe(422);
    expect(own.body.message).toBe('This is your own listing.');

    const tooLong = await contact(buyer, propertyId, 'x'.repeat(5001));
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.details[0].message).toBe(MESSAGE_TOO_LONG);
    expect((await contact(buyer, propertyId, '   ')).status).toBe(400);
    expect((await contact(buyer, propertyId, 'null \u0000 byte')).status).toBe(400);
    expect((await buyer.user.send('post', '/api/conversations', { propertyId, message: 'no client id' })).status).toBe(400);

    const rows = await test.database.orm.em.fork().execute('select 1 from engagement.conversations');
    expect(rows).toHaveLength(0);
  });

  it('keeps HTML as the text it is', async () => {
    const seller = await make.seller();
    const [propertyId] = await make.listings(seller, 1);
    const buyer = await make.buyer();
    const html = '<img src=x onerror=alert(1)><script>alert("hi")</script> & <b>bold</b>';

    const opened = await contact(buyer, propertyId, html);
    expect(opened.status).toBe(201);
    expect(opened.headers['content-type']).toMatch(/^application\/json/);
    expect(opened.body.message.body).toBe(html);
    const page = await seller.user.get(`/api/conversations/${opened.body.conversation.id}/messages`);
    expect(page.body.messages[0].body).toBe(html);
  });

  it('lets a free buyer contact 3 different sellers a month; the 4th needs an upgrade, replies and Plus do not', async () => {
    clock.current = new Date('2026-11-30T23:00:00Z');
    const sellers = [await make.seller(), await make.seller(), await make.seller(), await make.seller()];
    const listings = [];
    for (const seller of sellers) listings.push(await make.listings(seller, 2));
    const buyer = await make.buyer();

    for (const [first] of listings.slice(0, 3)) expect((await contact(buyer, first)).status).toBe(201);
    // another listing of a seller already contacted this month is no new contact
    expect((await contact(buyer, listings[0][1])).status).toBe(201);

    const fourth = await contact(buyer, listings[3][0]);
    expect(fourth.status).toBe(403);
    expect(fourth.body).toMatchObject({
      message: CONTACTS_LIMIT_MESSAGE,
      code: 'plan_limit_reached',
      upgradeRequired: true,
      details: { limit: 'contactsPerMonth', allowed: 3, tier: 'free', suggestedTier: 'plus' },
    });
    expect((await conversations(buyer)).conversations).toHaveLength(4);

    // replying is never limited
    const [someConversation] = (await conversations(sellers[0])).conversations;
    expect((await reply(sellers[0], someConversation.id, 'Sure')).status).toBe(201);
    expect((await reply(buyer, someConversation.id, 'Thanks')).status).toBe(201);

    // a new calendar month (UTC) starts a new allowance
    clock.current = new Date('2026-12-01T00:30:00Z');
    expect((await contact(buyer, listings[3][0])).status).toBe(201);

    const plus = await make.plusBuyer();
    for (const [first] of listings) expect((await contact(plus, first)).status).toBe(201);
  });

  it("answers a free buyer how many of the month's contacts are left, counting each member once; Plus has no count", async () => {
    clock.current = new Date('2026-11-30T22:00:00Z');
    const sellers = [await make.seller(), await make.seller(), await make.seller(), await make.seller()];
    const listings = [];
    for (const seller of sellers) listings.push(await make.listings(seller, 2));
    const buyer = await make.buyer();
    const allowance = async ({ user }: User) => {
      const answer = await user.get('/api/conversations/contact-allowance');
      expect(answer.status).toBe(200);
      return answer.body as ContactAllowance;
    };

    expect(await allowance(buyer)).toEqual({ used: 0, allowed: 3, left: 3 });
    expect(contactsLeftText(await allowance(buyer))).toBe('3 of 3 free contacts left this month');
    expect((await contact(buyer, listings[0][0])).status).toBe(201);
    expect(await allowance(buyer)).toEqual({ used: 1, allowed: 3, left: 2 });
    // another listing of the same seller is no new contact
    expect((await contact(buyer, listings[0][1])).status).toBe(201);
    expect(contactsLeftText(await allowance(buyer))).toBe('2 of 3 free contacts left this month');
    for (const [first] of listings.slice(1, 3)) expect((await contact(buyer, first)).status).toBe(201);
    expect(await allowance(buyer)).toEqual({ used: 3, allowed: 3, left: 0 });
    // the count and the limit agree: none left, the next new member is refused
    expect((await contact(buyer, listings[3][0])).status).toBe(403);
    expect(await allowance(buyer)).toEqual({ used: 3, allowed: 3, left: 0 });

    // a new calendar month (UTC) starts again
    clock.current = new Date('2026-12-01T00:30:00Z');
    expect(await allowance(buyer)).toEqual({ used: 0, allowed: 3, left: 3 });

    const plus = await make.plusBuyer();
    expect((await contact(plus, listings[0][0])).status).toBe(201);
    const unlimited = await allowance(plus);
    expect(unlimited).toEqual({ used: 1, allowed: null, left: null });
    expect(contactsLeftText(unlimited)).toBeNull();
    expect((await test.http().get('/api/conversations/contact-allowance')).status).toBe(401);
  });

  it('stores a retried send once, and answers the retry with the first message', async () => {
    const seller = await make.seller();
    const [propertyId] = await make.listings(seller, 1);
    const buyer = await make.buyer();
    const firstId = clientId();

    const opened = await contact(buyer, propertyId, 'Hello', firstId);
    const retried = await contact(buyer, propertyId, 'Hello', firstId);
    expect(retried.status).toBe(200);
    expect(retried.body.message).toEqual(opened.body.message);

    const conversationId = opened.body.conversation.id as string;
    const replyId = clientId();
    const sent = await reply(buyer, conversationId, 'Second', replyId);
    const resent = await reply(buyer, conversationId, 'Second', replyId);
    expect(sent.status).toBe(201);
    expect(resent.status).toBe(200);
    expect(resent.body).toEqual(sent.body);

    // a retry sent while the first attempt is still in flight waits for it and answers its message
    const racingId = clientId();
    const racing = await Promise.all([reply(buyer, conversationId, 'Third', racingId), reply(buyer, conversationId, 'Third', racingId)]);
    expect(racing.map((answer) => answer.status).sort()).toEqual([200, 201]);
    expect(racing[0].body).toEqual(racing[1].body);
    expect(await storedMessages(test, conversationId)).toEqual(['Hello', 'Second', 'Third']);
    expect((await conversations(seller)).unreadMessages).toBe(3);
  });

  it('tracks what each side has read, with a notification per conversation', async () => {
    const seller = await make.seller();
    const [propertyId] = await make.listings(seller, 1);
    const buyer = await make.buyer();
    const opened = await contact(buyer, propertyId, 'First');
    const conversationId = opened.body.conversation.id as string;
    await contact(buyer, propertyId, 'Second');

    const notifications = await seller.user.get('/api/notifications');
    expect(notifications.body.unreadCount).toBe(1);
    expect(notifications.body.notifications).toEqual([
      expect.objectContaining({
        kind: 'message',
        title: 'New message from Ada Moss',
        body: 'Second',
        link: `/messages?c=${conversationId}`,
        readAt: null,
      }),
    ]);
    expect((await seller.user.get('/api/notifications/counts')).body).toEqual({ unreadMessages: 2, unreadNotifications: 1 });

    const read = await seller.user.send('post', `/api/conversations/${conversationId}/read`);
    expect(read.status).toBe(200);
    expect(read.body).toEqual({ unreadMessages: 0, unreadNotifications: 0 });
    expect((await buyer.user.get(`/api/conversations/${conversationId}`)).body.readByOtherSeq).toBe(2);

    await reply(buyer, conversationId, 'Third');
    const fresh = await seller.user.get('/api/notifications');
    expect(fresh.body.unreadCount).toBe(1);
    expect(fresh.body.notifications).toHaveLength(2);
    const marked = await seller.user.send('post', '/api/notifications/read', {});
    expect(marked.body).toEqual({ unreadMessages: 1, unreadNotifications: 0 });
  });

  it('blocks: neither side can write until the block is lifted', async () => {
    const seller = await make.seller();
    const [propertyId] = await make.listings(seller, 1);
    const buyer = await make.buyer();
    const conversationId = (await contact(buyer, propertyId)).body.conversation.id as string;

    expect((await seller.user.send('post', `/api/members/${buyer.id}/block`)).status).toBe(204);
    const refused = await reply(buyer, conversationId, 'Hello?');
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe(BLOCKED_BY_THEM_MESSAGE);
    expect((await contact(buyer, propertyId)).body.message).toBe(BLOCKED_BY_THEM_MESSAGE);
    expect((await reply(seller, conversationId, 'Bye')).body.message).toBe(BLOCKED_BY_YOU_MESSAGE);
    expect(await storedMessages(test, conversationId)).toHaveLength(1);

    expect((await conversations(seller)).conversations[0]).toMatchObject({ blockedByMe: true, blockedByThem: false });
    expect((await conversations(buyer)).conversations[0]).toMatchObject({ blockedByMe: false, blockedByThem: true });
    const blocked = await seller.user.get('/api/members/blocked');
    expect(blocked.body).toEqual([expect.objectContaining({ id: buyer.id, firstName: 'Ada' })]);

    expect((await seller.user.send('post', `/api/members/${seller.id}/block`)).status).toBe(422);
    expect((await seller.user.send('post', `/api/members/${newId()}/block`)).status).toBe(404);

    expect((await seller.user.send('delete', `/api/members/${buyer.id}/block`)).status).toBe(204);
    expect((await reply(buyer, conversationId, 'Hello again')).status).toBe(201);
    expect((await seller.user.get('/api/members/blocked')).body).toEqual([]);
  });

  it('queues reports for administrators only', async () => {
    const seller = await make.seller();
    const [propertyId] = await make.listings(seller, 1);
    const buyer = await make.buyer();
    const opened = await contact(buyer, propertyId, 'Wire the deposit to this account today');
    const conversationId = opened.body.conversation.id as string;

    const reported = await seller.user.send('post', '/api/reports', {
      conversationId,
      messageId: opened.body.message.id,
      reason: 'scam',
      details: 'Asks for a wire',
    });
    expect(reported.status).toBe(201);
    expect(reported.body).toMatchObject({
      reporterId: seller.id,
      reportedMemberId: buyer.id,
      excerpt: 'Wire the deposit to this account today',
      reason: 'scam',
      status: 'open',
    });
    // one's own message is not reportable, nor a stranger's conversation
    expect(
      (await buyer.user.send('post', '/api/reports', { conversationId, messageId: opened.body.message.id, reason: 'spam' })).status,
    ).toBe(404);
    expect((await (await make.buyer()).user.send('post', '/api/reports', { conversationId, reason: 'spam' })).status).toBe(404);
    expect((await seller.user.send('post', '/api/reports', { conversationId, reason: 'nonsense' })).status).toBe(400);

    expect((await seller.user.get('/api/admin/reports')).status).toBe(403);
    const rows = await test.database.orm.em.fork().execute<Array<{ reason: string }>>('select reason from engagement.reports');
    expect(rows).toEqual([{ reason: 'scam' }]);
  });

  it('shows a seller the inquiries per listing', async () => {
    const seller = await make.seller();
    const [first, second] = await make.listings(seller, 2);
    await contact(await make.buyer(), first);
    await contact(await make.buyer(), first);
    const third = await contact(await make.buyer(), second);
    await seller.user.send('post', `/api/conversations/${third.body.conversation.id}/read`);

    expect((await seller.user.get('/api/conversations/inquiries')).body).toEqual({
      listings: { [first]: { conversations: 2, unread: 2 }, [second]: { conversations: 1, unread: 0 } },
    });
  });
});

describeHost('engagement: the realtime event stream', () => {
  // pings (and session checks) every 200 ms rather than 25 s
  const test = useTestHost({ hostOptions: { clock }, config: { EVENTS_HEARTBEAT_MS: 200 } });
  const make = given(test, tick);
  const cleanups: Array<() => Promise<void>> = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });

  async function serve(host = test.host) {
    const server = await listen(host.app);
    cleanups.push(async () => {
      host.endStreams();
      await server.close();
    });
    return server;
  }

  async function stream(url: string, member: User, lastEventId?: string) {
    const opened = await openEventStream(url, member.cookie, lastEventId);
    cleanups.push(() => opened.close());
    return opened;
  }

  it('delivers messages, read receipts and counts as they happen, and refuses visitors', async () => {
    const { url } = await serve();
    const seller = await make.seller();
    const [propertyId] = await make.listings(seller, 1);
    const buyer = await make.buyer();

    expect((await fetch(`${url}/api/events`)).status).toBe(401);
    const sellerStream = await stream(url, seller);
    const buyerStream = await stream(url, buyer);
    expect(sellerStream.status).toBe(200);
    expect(sellerStream.headers.get('content-type')).toMatch(/^text\/event-stream/);
    expect((await sellerStream.next('counts')).data).toEqual({ counts: { unreadMessages: 0, unreadNotifications: 0 } });

    const opened = await contact(buyer, propertyId, 'Live hello');
    const conversationId = opened.body.conversation.id as string;
    const received = await sellerStream.next('message');
    expect(received.data).toMatchObject({ conversationId, message: { body: 'Live hello', senderId: buyer.id } });
    expect(
      (await sellerStream.next('counts', (event) => (event.data.counts as { unreadMessages: number }).unreadMessages === 1)).data,
    ).toEqual({
      counts: { unreadMessages: 1, unreadNotifications: 1 },
    });
    const first = (await sellerStream.next('notification')).data.notification as { id: string };
    expect(first).toMatchObject({ kind: 'message', body: 'Live hello' });
    // the sender's other tabs see their own message too
    expect((await buyerStream.next('message')).data).toMatchObject({ message: { body: 'Live hello' } });

    // a reply in the open conversation refreshes the unread notification: one more message, no more notifications
    let seen = sellerStream.events.length;
    expect((await reply(buyer, conversationId, 'Still there?')).status).toBe(201);
    expect((await sellerStream.next('message', always, seen)).data).toMatchObject({
      conversationId,
      message: { body: 'Still there?', seq: 2 },
    });
    expect((await sellerStream.next('notification', always, seen)).data).toMatchObject({
      notification: { id: first.id, body: 'Still there?', readAt: null },
    });
    expect((await sellerStream.next('counts', always, seen)).data).toEqual({ counts: { unreadMessages: 2, unreadNotifications: 1 } });

    seen = buyerStream.events.length;
    await seller.user.send('post', `/api/conversations/${conversationId}/read`);
    expect((await buyerStream.next('read', always, seen)).data).toEqual({ conversationId, readerId: seller.id, seq: 2 });
    await seller.user.send('post', '/api/notifications/read', {});

    // once the notification is read, the next message raises a new one
    seen = sellerStream.events.length;
    await reply(buyer, conversationId, 'Price is firm.');
    const next = (await sellerStream.next('notification', always, seen)).data.notification as { id: string };
    expect(next).toMatchObject({ body: 'Price is firm.', readAt: null });
    expect(next.id).not.toBe(first.id);
    expect((await sellerStream.next('counts', always, seen)).data).toEqual({ counts: { unreadMessages: 1, unreadNotifications: 1 } });
    expect((await seller.user.get('/api/notifications/counts')).body).toEqual({ unreadMessages: 1, unreadNotifications: 1 });
  });

  it('catches a reconnecting client up from the database with Last-Event-ID', async () => {
    const { url } = await serve();
    const seller = await make.seller();
    const [propertyId] = await make.listings(seller, 1);
    const buyer = await make.buyer();
    const conversationId = (await contact(buyer, propertyId, 'one')).body.conversation.id as string;

    const first = await stream(url, seller);
    await first.next('counts');
    await reply(buyer, conversationId, 'two');
    await first.next('message', (event) => (event.data.message as { body: string }).body === 'two');
    const seen = first.lastId()!;
    await first.close();

    // missed while away
    await reply(buyer, conversationId, 'three');
    await reply(buyer, conversationId, 'four');

    const second = await stream(url, seller, seen);
    await second.next('counts');
    const bodies = second.events.filter((event) => event.type === 'message').map((event) => (event.data.message as { body: string }).body);
    expect(bodies).toEqual(['three', 'four']);
    const ids = second.events.filter((event) => event.type === 'message').map((event) => Number(event.id));
    expect(ids.every((id) => id > Number(seen))).toBe(true);

    // an id the server cannot resume from: told to reload
    const lost = await stream(url, seller, '999999');
    expect((await lost.next('reset')).type).toBe('reset');
  });

  it('ends the stream when the session ends', async () => {
    const { url } = await serve();
    const buyer = await make.buyer();
    const opened = await stream(url, buyer);
    await opened.next('counts');
    expect((await buyer.user.send('post', '/api/auth/logout')).status).toBeLessThan(300);
    await opened.ended();
  });

  it.runIf(testMode === 'services')('delivers across two hosts through Redis', async () => {
    const other = await test.createHost({ clock });
    await other.start();
    const { url: otherUrl } = await serve(other);
    const seller = await make.seller();
    const [propertyId] = await make.listings(seller, 1);
    const buyer = await make.buyer();

    const sellerOnOtherHost = await stream(otherUrl, seller);
    await sellerOnOtherHost.next('counts');
    // sent through the first host, received from the second
    await contact(buyer, propertyId, 'Across hosts');
    expect((await sellerOnOtherHost.next('message')).data).toMatchObject({ message: { body: 'Across hosts' } });
  });
});

describeHost('engagement: event streams and sessions', () => {
  // no heartbeat comes during a test: what ends a stream here is the session check at sign-out
  const test = useTestHost({ hostOptions: { clock }, config: { EVENTS_HEARTBEAT_MS: 120_000 } });
  const make = given(test, tick);
  const cleanups: Array<() => Promise<void>> = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });

  async function serve() {
    const server = await listen(test.host.app);
    cleanups.push(async () => {
      test.host.endStreams();
      await server.close();
    });
    return server;
  }

  async function stream(url: string, member: User) {
    const opened = await openEventStream(url, member.cookie);
    cleanups.push(() => opened.close());
    return opened;
  }

  it('ends the streams of a session at sign-out at once, not at the next heartbeat, and keeps the others', async () => {
    const { url } = await serve();
    const buyer = await make.buyer();
    const elsewhere = browser(test.host);
    await elsewhere.get('/api/auth/me');
    const signedIn = await elsewhere.send('post', '/api/auth/login', { email: buyer.email, password: 'acres-and-acres-9' });
    const otherSession = await stream(url, { ...buyer, cookie: elsewhere.sessionCookie(signedIn)!.split(';')[0] });
    const opened = await stream(url, buyer);
    await opened.next('counts');
    await otherSession.next('counts');

    expect((await buyer.user.send('post', '/api/auth/logout')).status).toBeLessThan(300);
    await opened.ended();
    // the other session's tab stays live
    const seller = await make.seller();
    const [propertyId] = await make.listings(seller, 1);
    await contact({ ...buyer, user: elsewhere }, propertyId, 'Still here');
    expect((await otherSession.next('message')).data).toMatchObject({ message: { body: 'Still here' } });
  });

  it(`keeps at most ${MAX_STREAMS_PER_MEMBER} streams open per member on a host; one closed makes room`, async () => {
    const { url } = await serve();
    const buyer = await make.buyer();
    const tabs = await Promise.all(Array.from({ length: MAX_STREAMS_PER_MEMBER + 5 }, () => openEventStream(url, buyer.cookie)));
    for (const tab of tabs) cleanups.push(() => tab.close());
    expect(tabs.filter((tab) => tab.status === 200)).toHaveLength(MAX_STREAMS_PER_MEMBER);
    const refused = await fetch(`${url}/api/events`, { headers: { Cookie: buyer.cookie, Accept: 'text/event-stream' } });
    expect(refused.status).toBe(429);
    expect(await refused.json()).toEqual({ message: TOO_MANY_STREAMS_MESSAGE, code: 'too_many_streams' });

    const open = tabs.find((tab) => tab.status === 200)!;
    await open.close();
    await expect.poll(async () => (await stream(url, buyer)).status).toBe(200);
  });
});
