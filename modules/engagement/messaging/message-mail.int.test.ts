import supertest from 'supertest';
import { afterAll, beforeEach, expect, it } from 'vitest';
import { startMailCatcher } from '../../../src/testing/mail-catcher.ts';
import { given, type User } from '../../../src/testing/members.ts';
import { describeHost, useTestHost } from '../../../src/testing/test-host.ts';
import { newId } from '../../shared/kernel/ids.ts';

const clock = {
  current: new Date('2026-11-10T12:00:00Z'),
  now() {
    return this.current;
  },
};
const later = (minutes: number) => (clock.current = new Date(clock.current.getTime() + minutes * 60_000));
const catcher = await startMailCatcher();
afterAll(() => catcher.close());

describeHost('engagement: email about unread messages', () => {
  const test = useTestHost({ hostOptions: { clock }, config: { SMTP_URL: catcher.url, PUBLIC_URL: 'https://dealacre.test' } });
  const make = given(test);
  let seller: User;
  let buyer: User;
  let conversationId: string;

  const mailsTo = (member: User) => catcher.mails.filter((mail) => mail.to === member.email && !mail.subject.startsWith('Confirm'));
  const tokenIn = (text: string) => new URL(text.match(/https:\/\/dealacre\.test\/unsubscribe\?\S+/)![0]).searchParams.get('token')!;

  async function confirmed(member: Promise<User>): Promise<User> {
    const user = await member;
    const token = new URL(catcher.linkIn(user.email, '/verify-email')).searchParams.get('token');
    expect((await user.user.send('post', '/api/auth/verify-email', { token })).status).toBe(200);
    await test.host.projections.settled();
    return user;
  }

  async function write(from: User, body: string) {
    const sent = await from.user.send('post', `/api/conversations/${conversationId}/messages`, { body, clientId: `c-${newId()}` });
    expect(sent.status).toBe(201);
  }

  beforeEach(async () => {
    catcher.mails.length = 0;
    clock.current = new Date('2026-11-10T12:00:00Z');
    seller = await confirmed(make.seller());
    buyer = await confirmed(make.buyer());
    const [propertyId] = await make.listings(seller, 1);
    const opened = await buyer.user.send('post', '/api/conversations', {
      propertyId,
      message: 'Is Parcel 1 still available?',
      clientId: `c-${newId()}`,
    });
    expect(opened.status).toBe(201);
    conversationId = opened.body.conversation.id;
  });

  it('mails a message still unread after 5 minutes once, then at most once a quarter hour, about new messages only', async () => {
    later(4);
    await test.host.runJobs();
    expect(mailsTo(seller)).toEqual([]);

    later(1);
    await test.host.runJobs();
    expect(mailsTo(seller)).toHaveLength(1);
    const [mail] = mailsTo(seller);
    expect(mail!.subject).toBe('Ada Moss sent you a message about "Parcel 1"');
    expect(mail!.text).toContain('  > Is Parcel 1 still available?');
    expect(mail!.text).toContain(`Read and reply: https://dealacre.test/messages?c=${conversationId}`);
    expect(mail!.headers['list-unsubscribe']).toMatch(/^<https:\/\/dealacre\.test\/api\/unsubscribe\?token=[\w.-]+>$/);
    expect(mail!.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
    await test.host.runJobs();
    expect(mailsTo(seller)).toHaveLength(1);

    later(1);
    await write(buyer, 'I can close in two weeks.');
    await write(buyer, 'Cash, no contingencies.');
    later(6);
    await test.host.runJobs();
    expect(mailsTo(seller)).toHaveLength(1); // the last mail was 7 minutes ago

    later(8);
    await test.host.runJobs();
    expect(mailsTo(seller)).toHaveLength(2);
    const second = mailsTo(seller)[1]!;
    expect(second.subject).toBe('2 new messages from Ada Moss about "Parcel 1"');
    expect(second.text).toContain('  > I can close in two weeks.');
    expect(second.text).not.toContain('Is Parcel 1 still available?');
    expect(mailsTo(buyer)).toEqual([]);
  });

  it('mails nobody about messages read within 5 minutes, nor members who turned message emails off', async () => {
    later(2);
    expect((await seller.user.send('post', `/api/conversations/${conversationId}/read`)).status).toBe(200);
    await write(seller, 'Yes, it is. When can you see it?');
    expect((await buyer.user.send('patch', '/api/users/me/notifications', { messages: { email: false } })).status).toBe(200);
    await test.host.projections.settled();
    later(30);
    await test.host.runJobs();
    expect(catcher.mails.filter((mail) => !mail.subject.startsWith('Confirm'))).toEqual([]);
  });

  it('leaves unconfirmed addresses alone', async () => {
    const unconfirmed = await make.buyer();
    const [propertyId] = await make.listings(seller, 1);
    expect((await seller.user.send('post', `/api/conversations/${conversationId}/read`)).status).toBe(200);
    await write(seller, 'Sure.');
    const opened = await unconfirmed.user.send('post', '/api/conversations', { propertyId, message: 'Hello', clientId: `c-${newId()}` });
    await seller.user.send('post', `/api/conversations/${opened.body.conversation.id}/messages`, {
      body: 'Hi there',
      clientId: `c-${newId()}`,
    });
    later(10);
    await test.host.runJobs();
    expect(mailsTo(unconfirmed)).toEqual([]);
    expect(mailsTo(buyer)).toHaveLength(1);
  });

  it("turns message emails off from the mail's link without signing in, and back on", async () => {
    later(5);
    await test.host.runJobs();
    const [mail] = mailsTo(seller);
    const token = tokenIn(mail!.text);
    expect(mail!.headers['list-unsubscribe']).toContain(`token=${token}`);
    const stranger = supertest(test.host.app);

    expect((await stranger.get('/api/unsubscribe').query({ token })).body).toEqual({ topic: 'messages', subscribed: true });
    // what a mail client's one-click unsubscribe sends: a form post, no cookie, no CSRF token
    const oneClick = await stranger.post('/api/unsubscribe').query({ token }).type('form').send('List-Unsubscribe=One-Click');
    expect(oneClick.status).toBe(200);
    expect(oneClick.body).toEqual({ topic: 'messages', subscribed: false });
    await test.host.projections.settled();
    expect((await seller.user.get('/api/users/me/notifications')).body.messages).toEqual({ inApp: true, email: false });

    const forged = `${buyer.id}.messages.${token.split('.')[2]}`;
    for (const wrong of [forged, `${token}x`, 'nonsense']) {
      const refused = await stranger.post('/api/unsubscribe').query({ token: wrong });
      expect(refused.status).toBe(422);
      expect(refused.body.message).toBe('This unsubscribe link is not valid. Sign in and choose what we email you in Settings.');
    }
    expect((await buyer.user.get('/api/users/me/notifications')).body.messages.email).toBe(true);

    const undone = await stranger.post('/api/unsubscribe').query({ token }).send({ resubscribe: true });
    expect(undone.body).toEqual({ topic: 'messages', subscribed: true });
  });

  it('keeps messages out of the bell of a member who turned them off in the app, but still counts them unread', async () => {
    const counts = async () => (await seller.user.get('/api/notifications/counts')).body;
    expect((await seller.user.send('post', '/api/notifications/read')).status).toBe(200);
    expect((await seller.user.send('patch', '/api/users/me/notifications', { messages: { inApp: false } })).status).toBe(200);
    await test.host.projections.settled();
    await write(buyer, 'Any news?');
    expect(await counts()).toEqual({ unreadMessages: expect.any(Number), unreadNotifications: 0 });
    expect((await counts()).unreadMessages).toBeGreaterThan(0);

    expect((await seller.user.send('patch', '/api/users/me/notifications', { messages: { inApp: true } })).status).toBe(200);
    await test.host.projections.settled();
    await write(buyer, 'Hello?');
    expect((await counts()).unreadNotifications).toBe(1);
  });
});
