import { expect, it } from 'vitest';
import { describeHost, useTestHost, type TestHost } from '../../../src/testing/test-host.ts';
import { browser } from '../../../src/testing/browser.ts';
import { given, JV_POST_SEEKING_CAPITAL, type User } from '../../../src/testing/members.ts';
import { newId } from '../../shared/kernel/ids.ts';
import { ExpireJvPosts } from './application/commands/expire-jv-posts/expire-jv-posts.command.ts';
import { JV_POSTING_PLAN_MESSAGE, type CreateJvPostRequest, type JvPost, type JvPostPage } from '../contracts/jv.ts';
import { CONTACTS_LIMIT_MESSAGE, type Conversation } from '../contracts/messaging.ts';
import type { NotificationList } from '../contracts/notifications.ts';

const DAY_MS = 86_400_000;
const clock = {
  current: new Date('2026-11-10T12:00:00Z'),
  now() {
    return this.current;
  },
};
const tick = (ms = 60_000) => (clock.current = new Date(clock.current.getTime() + ms));
const clientId = () => `c-${newId()}`;

const seekingCapital: CreateJvPostRequest = {
  ...JV_POST_SEEKING_CAPITAL,
  kind: 'seeking-capital',
  strategies: ['flip', 'rental'],
  timeline: 'Close in 30 days, sell within 6 months',
  description: 'Under contract at $310k; looking for a capital partner for purchase and rehab, 60/40 split.',
};

async function post({ user }: User, changes: Partial<CreateJvPostRequest> = {}) {
  tick();
  return user.send('post', '/api/jv/posts', { ...seekingCapital, ...changes });
}

/** the board is served from the search index, which follows the posts' events */
let projectionsSettled = async () => {};

async function board({ user }: User, query = ''): Promise<JvPostPage> {
  await projectionsSettled();
  const listed = await user.get(`/api/jv/posts${query}`);
  expect(listed.status).toBe(200);
  return listed.body as JvPostPage;
}

async function interest({ user }: User, postId: string, message = 'I can fund the rehab.', id = clientId()) {
  tick();
  return user.send('post', `/api/jv/posts/${postId}/interest`, { message, clientId: id });
}

/** signs in again (a session does not last the 60 days the clock moves) */
async function signIn({ user, email }: User): Promise<void> {
  expect((await user.send('post', '/api/auth/login', { email, password: 'acres-and-acres-9' })).status).toBe(200);
}

async function outboxTypes(test: TestHost, aggregateId: string): Promise<string[]> {
  const rows = await test.database.orm.em
    .fork()
    .execute<Array<{ type: string }>>('select type from platform.outbox where aggregate_id = ?', [aggregateId]);
  return rows.map((row) => row.type);
}

describeHost('engagement: the JV board', () => {
  const test = useTestHost({ hostOptions: { clock } });
  const make = given(test, () => tick());
  projectionsSettled = () => test.host.projections.settled();

  it('lets Buyer Plus, Buyer Pro and paid sellers post, features Pro posts first, and offers free members the upgrade', async () => {
    const free = await make.buyer();
    const refused = await post(free);
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({
      message: JV_POSTING_PLAN_MESSAGE,
      code: 'plan_limit_reached',
      upgradeRequired: true,
      details: { limit: 'jvPosts', allowed: 0, tier: 'free', suggestedTier: 'plus' },
    });
    expect((await post(await make.freeSeller())).status).toBe(403);

    const plus = await make.plusBuyer();
    const plusPost = await post(plus, { title: 'Plus post' });
    expect(plusPost.status).toBe(201);
    expect(plusPost.body).toMatchObject({
      title: 'Plus post',
      kind: 'seeking-capital',
      amountMin: 50_000,
      amountMax: 120_000,
      states: ['TX'],
      counties: ['Travis County'],
      strategies: ['flip', 'rental'],
      featured: false,
      status: 'open',
      mine: true,
      author: { id: plus.id, firstName: 'Ada', lastName: 'Moss' },
      authorVerifiedFunds: null,
      postedAt: clock.current.toISOString(),
      expiresAt: new Date(clock.current.getTime() + 60 * DAY_MS).toISOString(),
    });
    const seller = await make.sellerOn('starter');
    expect((await post(seller, { title: 'Seller post' })).status).toBe(201);
    const pro = await make.proBuyer();
    const proPost = await post(pro, { title: 'Pro post' });
    expect(proPost.body).toMatchObject({ featured: true });

    // free members read the board; the newest first, the featured post above them all
    const seen = await board(free);
    expect(seen.total).toBe(3);
    expect(seen.posts.map((one) => [one.title, one.featured, one.mine])).toEqual([
      ['Pro post', true, false],
      ['Seller post', false, false],
      ['Plus post', false, false],
    ]);
    expect((await test.http().get('/api/jv/posts')).status).toBe(401);
  });

  it('refuses what is not plain text or not a valid post', async () => {
    const plus = await make.plusBuyer();
    expect((await post(plus, { title: 'Flip\u0000capital' })).status).toBe(400);
    expect((await post(plus, { description: 'Bell\u0007' })).status).toBe(400);
    expect((await post(plus, { title: 'Two\nlines' })).status).toBe(400);
    for (const timeline of ['Close in\n30 days', 'Close in \u202Eyad 03']) {
      const refused = await post(plus, { timeline });
      expect(refused.status).toBe(400);
      expect(refused.body.details[0].message).toBe(
        'Timeline must be one line of plain text, without line breaks or text-direction controls',
      );
    }
    expect((await post(plus, { amountMin: 200_000, amountMax: 100_000 })).status).toBe(400);
    expect((await post(plus, { states: ['XX'] })).status).toBe(400);
    expect((await post(plus, { kind: 'selling-stuff' as never })).status).toBe(400);
    expect((await post(plus, { strategies: ['crypto' as never] })).status).toBe(400);
    expect((await post(plus, { description: '' })).status).toBe(400);
    expect((await board(plus, '?mine=true')).total).toBe(0);
  });

  it('finds posts by kind, market, strategy, amount and text, sorted and paged', async () => {
    const plus = await make.plusBuyer();
    await post(plus, {
      title: 'Austin flip',
      states: ['TX'],
      counties: ['Travis County'],
      strategies: ['flip'],
      amountMin: 50_000,
      amountMax: 100_000,
    });
    await post(plus, {
      title: 'Phoenix rentals',
      kind: 'offering-capital',
      states: ['AZ'],
      counties: ['Maricopa County'],
      strategies: ['rental', 'brrrr'],
      amountMin: 250_000,
      amountMax: 500_000,
    });
    await post(plus, {
      title: 'Land partner',
      kind: 'seeking-partner',
      states: ['TX', 'OK'],
      counties: [],
      strategies: ['land'],
      amountMin: null,
      amountMax: null,
      description: 'Raw acreage near Tulsa.',
    });
    const reader = await make.buyer();
    const titles = async (query: string) => (await board(reader, query)).posts.map((one) => one.title);

    expect(await titles('?state=tx')).toEqual(['Land partner', 'Austin flip']);
    expect(await titles('?county=travis')).toEqual(['Austin flip']);
    expect(await titles('?county=TRAVIS%20county')).toEqual(['Austin flip']);
    expect(await titles('?county=trav')).toEqual([]);
    expect(await titles('?strategy=brrrr')).toEqual(['Phoenix rentals']);
    expect(await titles('?kind=seeking-partner')).toEqual(['Land partner']);
    expect(await titles('?minAmount=200000')).toEqual(['Phoenix rentals']);
    expect(await titles('?maxAmount=60000')).toEqual(['Austin flip']);
    expect(await titles('?q=tulsa')).toEqual(['Land partner']);
    expect(await titles('?q=100%25')).toEqual([]);
    expect(await titles('?sort=amount-high')).toEqual(['Phoenix rentals', 'Austin flip', 'Land partner']);
    expect(await titles('?sort=amount-low')).toEqual(['Austin flip', 'Phoenix rentals', 'Land partner']);
    const second = await board(reader, '?pageSize=2&page=2');
    expect({ total: second.total, titles: second.posts.map((one) => one.title) }).toEqual({ total: 3, titles: ['Austin flip'] });
    expect((await reader.user.get('/api/jv/posts?sort=oldest')).status).toBe(400);

    // one member's posts, as their profile page lists them
    const other = await make.plusBuyer();
    await post(other, { title: 'Someone else', states: ['TX'] });
    expect(await titles(`?author=${plus.id}&sort=amount-high`)).toEqual(['Phoenix rentals', 'Austin flip', 'Land partner']);
    expect(await titles(`?author=${other.id}`)).toEqual(['Someone else']);
    expect((await reader.user.get('/api/jv/posts?author=nobody')).status).toBe(400);
  });

  it('lets only the author edit, close, renew and delete, and keeps closed posts to the author', async () => {
    const author = await make.plusBuyer();
    const other = await make.plusBuyer();
    const { id } = (await post(author)).body as JvPost;

    for (const [method, path, body] of [
      ['patch', `/api/jv/posts/${id}`, { title: 'Mine now' }],
      ['delete', `/api/jv/posts/${id}`, undefined],
      ['post', `/api/jv/posts/${id}/renew`, undefined],
      ['post', `/api/jv/posts/${id}/close`, undefined],
    ] as const) {
      const refused = await other.user.send(method, path, body);
      expect(refused.status, `${method} ${path}`).toBe(404);
    }

    const edited = await author.user.send('patch', `/api/jv/posts/${id}`, { title: 'Capital for two duplexes', amountMax: 240_000 });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ title: 'Capital for two duplexes', amountMin: 50_000, amountMax: 240_000 });
    expect((await author.user.send('patch', `/api/jv/posts/${id}`, { amountMin: 300_000 })).status).toBe(422);
    expect((await other.user.get(`/api/jv/posts/${id}`)).body).toMatchObject({ title: 'Capital for two duplexes', mine: false });

    expect((await author.user.send('post', `/api/jv/posts/${id}/close`)).body).toMatchObject({ status: 'closed' });
    expect((await other.user.get(`/api/jv/posts/${id}`)).status).toBe(404);
    expect((await board(other)).total).toBe(0);
    expect((await board(author, '?mine=true')).posts.map((one) => one.status)).toEqual(['closed']);
    expect((await interest(other, id)).status).toBe(404);
    // a path id that is no id at all: 404 like the rest, not a failed query
    expect((await interest(other, 'not-a-uuid')).status).toBe(404);

    tick(DAY_MS);
    const renewed = await author.user.send('post', `/api/jv/posts/${id}/renew`);
    expect(renewed.body).toMatchObject({ status: 'open', expiresAt: new Date(clock.current.getTime() + 60 * DAY_MS).toISOString() });
    expect((await board(other)).total).toBe(1);

    expect((await author.user.send('delete', `/api/jv/posts/${id}`)).status).toBe(204);
    expect((await author.user.get(`/api/jv/posts/${id}`)).status).toBe(404);
    expect((await board(author, '?mine=true')).total).toBe(0);
  });

  it('takes posts off the board 60 days after posting or renewal', async () => {
    const author = await make.plusBuyer();
    const reader = await make.buyer();
    const { id } = (await post(author)).body as JvPost;

    tick(59 * DAY_MS);
    await signIn(reader);
    expect(await test.host.commands.execute(ExpireJvPosts, undefined)).toBe(0);
    expect((await board(reader)).total).toBe(1);

    tick(DAY_MS);
    await signIn(reader);
    await signIn(author);
    // past its time it is gone from the board even before the job marks it
    expect((await board(reader)).total).toBe(0);
    expect(await test.host.commands.execute(ExpireJvPosts, undefined)).toBe(1);
    expect((await reader.user.get(`/api/jv/posts/${id}`)).status).toBe(404);
    expect((await board(author, '?mine=true')).posts.map((one) => one.status)).toEqual(['expired']);

    await author.user.send('post', `/api/jv/posts/${id}/renew`);
    expect((await board(reader)).posts.map((one) => one.id)).toEqual([id]);
  });

  it('answers interest with a conversation about the post and a notification to its author, counted as a contact', async () => {
    const author = await make.plusBuyer();
    const { id, title } = (await post(author)).body as JvPost;
    const free = await make.buyer();

    const opened = await interest(free, id, 'I can fund the rehab.');
    expect(opened.status).toBe(201);
    const conversation = opened.body.conversation as Conversation;
    expect(conversation).toMatchObject({
      subject: { kind: 'jv-post', title: `JV: ${title}` },
      listing: null,
      jvPost: { id, title, available: true },
      role: 'buyer',
      other: { id: author.id },
      lastMessage: { body: 'I can fund the rehab.', seq: 1 },
    });
    const again = await interest(free, id, 'Also, what is the ARV?');
    expect(again.status).toBe(200);
    expect(again.body.conversation.id).toBe(conversation.id);
    // not a listing's inquiry: nothing for the seller's pipeline
    expect(await outboxTypes(test, conversation.id)).toEqual([]);

    const bell = (await author.user.get('/api/notifications')).body as NotificationList;
    expect(bell.notifications.find((one) => one.kind === 'jv-interest')).toMatchObject({
      title: 'Ada Moss is interested in your JV post',
      body: title,
      link: `/messages?c=${conversation.id}`,
    });
    const authorSide = (await author.user.get('/api/conversations')).body.conversations as Conversation[];
    expect(authorSide).toMatchObject([{ id: conversation.id, role: 'seller', subject: { kind: 'jv-post' }, unreadCount: 2 }]);

    // the same free plan's 3 contacts a month, whatever the subject: two more members, then the upgrade
    const seller = await make.seller();
    const [propertyId] = await make.listings(seller, 1);
    tick();
    expect(
      (await free.user.send('post', '/api/conversations', { propertyId, message: 'Still available?', clientId: clientId() })).status,
    ).toBe(201);
    const third = await make.buyer();
    tick();
    expect(
      (await free.user.send('post', '/api/conversations', { memberId: third.id, message: 'Hello', clientId: clientId() })).status,
    ).toBe(201);
    const otherAuthor = await make.plusBuyer();
    const otherPost = (await post(otherAuthor, { title: 'Another post' })).body as JvPost;
    const limited = await interest(free, otherPost.id);
    expect(limited.status).toBe(403);
    expect(limited.body).toMatchObject({ message: CONTACTS_LIMIT_MESSAGE, upgradeRequired: true, details: { limit: 'contactsPerMonth' } });

    expect((await interest(author, id)).status).toBe(422);
  });

  it('keeps blocked members apart: no interest, and neither sees the other on the board', async () => {
    const author = await make.plusBuyer();
    const { id } = (await post(author)).body as JvPost;
    const blocked = await make.plusBuyer();
    expect((await author.user.send('post', `/api/members/${blocked.id}/block`)).status).toBe(204);

    expect((await board(blocked)).total).toBe(0);
    expect((await blocked.user.get(`/api/jv/posts/${id}`)).status).toBe(404);
    expect((await interest(blocked, id)).status).toBe(403);
    expect(
      (await blocked.user.send('post', '/api/conversations', { memberId: author.id, message: 'Hi', clientId: clientId() })).status,
    ).toBe(403);
  });

  it('opens one conversation per pair of members, named after the other member, whoever writes first', async () => {
    const ada = await make.buyer();
    const ben = await make.buyer();
    tick();
    const opened = await ada.user.send('post', '/api/conversations', {
      memberId: ben.id,
      message: 'Want to partner on land deals?',
      clientId: clientId(),
    });
    expect(opened.status).toBe(201);
    const conversation = opened.body.conversation as Conversation;
    expect(conversation).toMatchObject({
      subject: { kind: 'member', title: 'Ada Moss' },
      listing: null,
      jvPost: null,
      other: { id: ben.id },
    });
    expect(await outboxTypes(test, conversation.id)).toEqual([]);

    tick();
    const answered = await ben.user.send('post', '/api/conversations', {
      memberId: ada.id,
      message: 'Sure, call me.',
      clientId: clientId(),
    });
    expect(answered.status).toBe(200);
    expect(answered.body.conversation).toMatchObject({ id: conversation.id, role: 'seller' });
    expect((await ben.user.get('/api/conversations')).body.conversations).toHaveLength(1);

    const refuse = (body: object) => ada.user.send('post', '/api/conversations', { message: 'Hi', clientId: clientId(), ...body });
    expect((await refuse({ memberId: ada.id })).status).toBe(422);
    expect((await refuse({ memberId: newId() })).status).toBe(404);
    expect((await refuse({})).status).toBe(400);
    expect((await refuse({ memberId: ben.id, jvPostId: newId() })).status).toBe(400);
  });

  it('serves the board from a search index that `npm run reindex` rebuilds, and forgets the posts of deleted accounts', async () => {
    const author = await make.plusBuyer();
    const pro = await make.proBuyer();
    const reader = await make.buyer();
    await post(author, { title: 'Austin flip' });
    await post(pro, { title: 'Private lender', kind: 'offering-capital' });
    const closed = (await post(author, { title: 'Closed one' })).body as JvPost;
    await author.user.send('post', `/api/jv/posts/${closed.id}/close`);
    const before = (await board(reader)).posts.map((one) => one.title);
    expect(before).toEqual(['Private lender', 'Austin flip']);

    expect(await test.host.reindex(() => {})).toMatchObject({ 'engagement.jvPosts': 3 });
    expect((await board(reader)).posts.map((one) => one.title)).toEqual(before);
    // a host whose read side starts empty rebuilds the index before it serves
    const second = await test.createHost();
    const onSecond = browser(second);
    await onSecond.get('/api/auth/me');
    expect((await onSecond.send('post', '/api/auth/login', { email: reader.email, password: 'acres-and-acres-9' })).status).toBe(200);
    expect(((await onSecond.get('/api/jv/posts')).body as JvPostPage).posts.map((one) => one.title)).toEqual(before);

    expect((await pro.user.send('delete', '/api/users/me', { password: 'acres-and-acres-9' })).status).toBe(200);
    expect((await board(reader)).posts.map((one) => one.title)).toEqual(['Austin flip']);
    const [{ count }] = await test.database.orm.em
      .fork()
      .execute<Array<{ count: string }>>('select count(*) as count from engagement.jv_posts where author_id = ?', [pro.id]);
    expect(Number(count)).toBe(0);
  });
});
