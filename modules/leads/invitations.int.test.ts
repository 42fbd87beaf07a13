import { afterAll, beforeEach, expect, it } from 'vitest';
import { browser } from '../../src/testing/browser.ts';
import { startMailCatcher, type CaughtMail } from '../../src/testing/mail-catcher.ts';
import { given, type User } from '../../src/testing/members.ts';
import { describeHost, useTestHost } from '../../src/testing/test-host.ts';
import type { Campaign } from './contracts/campaigns.ts';
import type { ContactImport } from './contracts/contacts.ts';

const clock = {
  current: new Date('2026-11-10T12:00:00Z'),
  now() {
    return new Date(this.current);
  },
};
const later = (ms: number) => (clock.current = new Date(clock.current.getTime() + ms));
const catcher = await startMailCatcher();
afterAll(() => catcher.close());

const PUBLIC_URL = 'https://dealacre.test';
const DAY = 24 * 3_600_000;

describeHost('leads: invitations that sign the contact in (decision 0062)', () => {
  const test = useTestHost({ hostOptions: { clock }, config: { SMTP_URL: catcher.url, PUBLIC_URL } });
  const make = given(test);
  let network = 0;

  beforeEach(() => {
    catcher.mails.length = 0;
    clock.current = new Date('2026-11-10T12:00:00Z');
  });

  /** a visitor with no session, from a client network of its own (the sign-in links are limited per network) */
  async function visitor(address = `198.51.100.${++network}`) {
    const person = browser(test.host);
    person.agent.set('X-Forwarded-For', address);
    await person.get('/api/auth/me');
    return person;
  }

  /** the seller's buyers list (CSV lines `name,email,phone,company`), then an invitation to all of it, sent */
  async function invite(seller: User, lines: string[]): Promise<Campaign> {
    const file = ['name,email,phone,company', ...lines].join('\n');
    const uploaded = await seller.user.uploadFiles('/api/contacts/imports', 'file', [{ data: Buffer.from(file), name: 'buyers.csv' }]);
    expect(uploaded.status).toBe(201);
    const upload = uploaded.body as ContactImport;
    expect((await seller.user.send('post', `/api/contacts/imports/${upload.id}/start`, { mapping: upload.mapping })).status).toBe(202);
    await test.host.projections.settled();
    const created = await seller.user.send('post', '/api/campaigns', {
      name: 'Join me',
      subject: 'Join me on DealAcre, {{first_name}}',
      body: 'Hi {{name}}.\n\nJoin me: {{join_link}}',
      kind: 'invite',
      recipients: { kind: 'all' },
    });
    expect(created.status).toBe(201);
    expect((await seller.user.send('post', `/api/campaigns/${created.body.id}/send`)).status).toBe(202);
    await test.host.projections.settled();
    return created.body as Campaign;
  }

  /** the campaign's mail to the address (a member's own account mails come first) */
  const mailTo = (address: string): CaughtMail =>
    catcher.mails.find((mail) => mail.to === address && mail.subject.startsWith('Join me on DealAcre'))!;
  const report = async (seller: User, id: string) => ((await seller.user.get(`/api/campaigns/${id}`)).body as Campaign).report;

  /** follows the mail's join link (the click is recorded) and answers the sign-in token it leads on to */
  async function follow(mail: CaughtMail): Promise<string> {
    const link = mail.text.match(/https:\/\/dealacre\.test\/api\/campaign-mail\/click\?\S+/)![0];
    const followed = await test.http().get(link.slice(PUBLIC_URL.length));
    expect(followed.status).toBe(303);
    const location = new URL(followed.headers.location as string);
    expect(`${location.origin}${location.pathname}`).toBe(`${PUBLIC_URL}/auto-login`);
    return location.searchParams.get('token')!;
  }

  it('signs a new contact in once, to a buyer account prefilled from the contact with no password, and counts them joined', async () => {
    const seller = await make.seller();
    const sent = await invite(seller, ['Dana Field,dana.field@example.com,+1 512 555 0100,Field Capital']);
    const token = await follow(mailTo('dana.field@example.com'));
    expect(token).toMatch(/^[\w-]{43}$/);
    // only the token's hash is kept
    const stored = await test.database.orm.em
      .fork()
      .execute<Array<{ token_hash: string }>>(`select token_hash from identity.email_tokens where purpose = 'invitation'`);
    expect(stored.map((row) => row.token_hash)).not.toContain(token);

    const dana = await visitor();
    const signedIn = await dana.send('post', '/api/auth/auto-login', { token });
    expect(signedIn.status).toBe(200);
    expect(signedIn.body).toMatchObject({
      email: 'dana.field@example.com',
      firstName: 'Dana',
      lastName: 'Field',
      phone: '+15125550100',
      roles: ['buyer'],
      activeRole: 'buyer',
      emailVerified: true,
      hasPassword: false,
      newAccount: true,
    });
    expect((await dana.get('/api/auth/me')).body).toMatchObject({ email: 'dana.field@example.com', hasPassword: false });

    const again = await (await visitor()).send('post', '/api/auth/auto-login', { token });
    expect(again.status).toBe(422);
    expect(again.body.message).toBe('This sign-in link is invalid or has expired. Sign in with your password instead.');

    await test.host.projections.settled();
    expect(await report(seller, sent.id)).toMatchObject({ queued: 1, sent: 1, clicked: 1, joined: 1 });
    // the seller sees who joined, by the name on their list; another seller sees nothing of it
    const joins = await seller.user.get(`/api/campaigns/${sent.id}/joined`);
    expect(joins.status).toBe(200);
    expect(joins.body.rows).toEqual([
      { contactId: expect.any(String), name: 'Dana Field', email: 'dana.field@example.com', joinedAt: expect.any(String) },
    ]);
    expect((await (await make.seller()).user.get(`/api/campaigns/${sent.id}/joined`)).status).toBe(404);

    // no password yet: changing the address or deleting the account asks to set one first, and changes nothing
    for (const [method, path, body] of [
      ['post', '/api/users/me/email', { newEmail: 'dana@elsewhere.example', password: 'anything-at-all' }],
      ['delete', '/api/users/me', { password: 'anything-at-all' }],
    ] as const) {
      const refused = await dana.send(method, path, body);
      expect(refused.status, path).toBe(409);
      expect(refused.body).toMatchObject({
        code: 'password_not_set',
        message: 'Your account has no password yet: set one under Settings → Password first',
      });
    }
    expect((await dana.get('/api/auth/me')).body).toMatchObject({ email: 'dana.field@example.com' });
    // Settings sets one without a current password, and it signs in from then on
    expect((await dana.send('post', '/api/users/me/password', { newPassword: 'pecan-orchard-42' })).status).toBe(200);
    await test.host.projections.settled();
    expect((await dana.get('/api/auth/me')).body.hasPassword).toBe(true);
    const elsewhere = await visitor();
    expect(
      (await elsewhere.send('post', '/api/auth/login', { email: 'dana.field@example.com', password: 'pecan-orchard-42' })).status,
    ).toBe(200);
    // and from then on changing it asks for the current one
    const unconfirmed = await dana.send('post', '/api/users/me/password', { newPassword: 'walnut-grove-43' });
    expect(unconfirmed.status).toBe(400);
  });

  it('never makes a second account for an address that has one: its owner is sent to sign in, and joins when they do', async () => {
    const member = await make.buyer();
    const seller = await make.seller();
    const sent = await invite(seller, [`Ada Moss,${member.email},,`]);
    const token = await follow(mailTo(member.email));

    const stranger = await visitor();
    const answer = await stranger.send('post', '/api/auth/auto-login', { token });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ signIn: { email: member.email } });
    expect(answer.headers['set-cookie'] ?? []).not.toEqual(expect.arrayContaining([expect.stringMatching(/^dealacre_session=/)]));
    expect((await stranger.get('/api/auth/me')).status).toBe(401);
    const accounts = await test.database.orm.em.fork().execute(`select id from identity.users where email = ?`, [member.email]);
    expect(accounts).toHaveLength(1);
    expect((await (await visitor()).send('post', '/api/auth/auto-login', { token })).status).toBe(422);
    await test.host.projections.settled();
    expect((await report(seller, sent.id)).joined).toBe(0);

    const owner = await visitor();
    expect((await owner.send('post', '/api/auth/login', { email: member.email, password: 'acres-and-acres-9' })).status).toBe(200);
    await test.host.projections.settled();
    expect((await report(seller, sent.id)).joined).toBe(1);
    // a later sign-in counts nothing again
    expect((await (await visitor()).send('post', '/api/auth/login', { email: member.email, password: 'acres-and-acres-9' })).status).toBe(
      200,
    );
    await test.host.projections.settled();
    expect((await report(seller, sent.id)).joined).toBe(1);
  });

  it('expires seven days after it was sent: nobody is signed in or made, nobody joined', async () => {
    const seller = await make.seller();
    const sent = await invite(seller, ['Lee Park,lee.park@example.com,,', 'Kim Ode,kim.ode@example.com,,']);
    const early = await follow(mailTo('kim.ode@example.com'));
    const late = await follow(mailTo('lee.park@example.com'));

    later(7 * DAY - 60_000);
    expect((await (await visitor()).send('post', '/api/auth/auto-login', { token: early })).status).toBe(200);
    later(2 * 60_000);
    const expired = await (await visitor()).send('post', '/api/auth/auto-login', { token: late });
    expect(expired.status).toBe(422);
    expect(expired.body.message).toBe('This sign-in link is invalid or has expired. Sign in with your password instead.');
    expect(await test.database.orm.em.fork().execute(`select id from identity.users where email = 'lee.park@example.com'`)).toEqual([]);
    await test.host.projections.settled();
    // a week on, the seller signs in again to read the report
    expect((await seller.user.send('post', '/api/auth/login', { email: seller.email, password: 'acres-and-acres-9' })).status).toBe(200);
    expect(await report(seller, sent.id)).toMatchObject({ sent: 2, clicked: 2, joined: 1 });
  });

  it('goes only to the contact: a test send to the seller and a preview carry no invitation', async () => {
    const seller = await make.seller();
    const sent = await invite(seller, ['Ray Cole,ray.cole@example.com,,']);
    expect(mailTo('ray.cole@example.com').text).toContain('&invitation=');
    expect((await seller.user.send('post', `/api/campaigns/${sent.id}/test`)).status).toBe(200);
    const tested = catcher.mails.find((mail) => mail.to === seller.email && mail.subject.startsWith('[Test]'))!;
    expect(tested.text).toContain('/api/campaign-mail/click?token=');
    expect(tested.text).not.toContain('invitation=');
    const preview = await seller.user.send('post', `/api/campaigns/${sent.id}/preview`, {});
    expect(preview.status).toBe(200);
    expect(preview.body.text).not.toContain('invitation=');
    expect(await test.database.orm.em.fork().execute(`select id from identity.email_tokens where purpose = 'invitation'`)).toHaveLength(1);
  });

  it('limits the tries of sign-in links from one client network: the 21st in 15 minutes is 429', async () => {
    const guesser = await visitor('192.0.2.7');
    for (let attempt = 0; attempt < 20; attempt++) {
      expect((await guesser.send('post', '/api/auth/auto-login', { token: `guess-${attempt}` })).status).toBe(422);
    }
    expect((await guesser.send('post', '/api/auth/auto-login', { token: 'guess-20' })).status).toBe(429);
    // another network is not held up
    expect((await (await visitor()).send('post', '/api/auth/auto-login', { token: 'guess-21' })).status).toBe(422);
  });
});
