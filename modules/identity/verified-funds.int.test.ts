import sharp from 'sharp';
import { afterAll, beforeEach, expect, it } from 'vitest';
import { browser } from '../../src/testing/browser.ts';
import { startMailCatcher } from '../../src/testing/mail-catcher.ts';
import { given, PUBLIC_PROFILE, type User } from '../../src/testing/members.ts';
import { describeHost, useTestHost } from '../../src/testing/test-host.ts';
import type { AdminFundsDocument, AdminFundsDocumentList, MyFunds } from './contracts/verified-funds.ts';
import { IDENTITY_API, type IdentityApi } from './contracts/api.ts';

const START = new Date('2026-11-10T12:00:00Z');
const clock = {
  current: START,
  now() {
    return this.current;
  },
};
const tick = () => (clock.current = new Date(clock.current.getTime() + 60_000));
const DAY_MS = 86_400_000;
/** a day counted from the test's start, `YYYY-MM-DD` */
const day = (offset: number) => new Date(START.getTime() + offset * DAY_MS).toISOString().slice(0, 10);

const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n', 'latin1');
const PNG = await sharp({ create: { width: 40, height: 20, channels: 3, background: '#3a7' } })
  .png()
  .toBuffer();
const FORM = { statementDate: day(-3), institution: 'First Prairie Bank', note: 'Checking and savings' };

const catcher = await startMailCatcher();
afterAll(() => catcher.close());

describeHost('identity: verified funds, from a buyer’s statement to the badge', () => {
  const test = useTestHost({ hostOptions: { clock }, config: { SMTP_URL: catcher.url, PUBLIC_URL: 'https://dealacre.test' } });
  const make = given(test, tick);

  beforeEach(() => {
    catcher.mails.length = 0;
    clock.current = START;
  });

  async function administrator(): Promise<User> {
    const admin = await make.buyer();
    await test.grantAdmin(admin.id);
    return admin;
  }

  /** a buyer who confirmed their address (mail goes to confirmed addresses only) and shows a public profile */
  async function buyer(): Promise<User> {
    const member = await make.buyer();
    const token = new URL(catcher.linkIn(member.email, '/verify-email')).searchParams.get('token');
    expect((await member.user.send('post', '/api/auth/verify-email', { token })).status).toBe(200);
    expect(
      (await member.user.send('patch', '/api/users/me', { firstName: 'Rosa', lastName: 'Diaz', phone: '+1 512 555 0142' })).status,
    ).toBe(200);
    expect((await member.user.send('put', '/api/me/profile', PUBLIC_PROFILE)).status).toBe(200);
    await test.host.projections.settled();
    return member;
  }

  const send = (
    member: User,
    fields: Record<string, string> = FORM,
    file: { data: Buffer; name: string } | null = { data: PDF, name: 'statement.pdf' },
  ) => member.user.submitForm('/api/users/me/funds', fields, file ? { field: 'file', ...file } : undefined);

  const queue = async (admin: User, query = '') => {
    const answer = await admin.user.get(`/api/admin/funds-documents${query}`);
    expect(answer.status).toBe(200);
    return answer.body as AdminFundsDocumentList;
  };

  it('refuses the queue and its decisions to visitors, members and API keys, and the member’s own to keys', async () => {
    const member = await make.proBuyer();
    const key = await member.user.send('post', '/api/users/me/api-keys', { name: 'Sync', scopes: ['listings:read'] });
    const secret = key.body.secret as string;
    const visitor = browser(test.host);
    await visitor.get('/api/auth/me');
    const id = '0190a1b2-0000-7000-8000-000000000001';
    expect((await visitor.get('/api/admin/funds-documents')).status).toBe(401);
    expect((await member.user.get('/api/admin/funds-documents')).status).toBe(403);
    expect((await test.http().get('/api/admin/funds-documents').set('Authorization', `Bearer ${secret}`)).status).toBe(403);
    for (const [verb, body] of [
      ['verify', { amount: 1000, expiresOn: day(90) }],
      ['reject', { reason: 'Not a statement' }],
    ] as const) {
      const path = `/api/admin/funds-documents/${id}/${verb}`;
      expect((await visitor.send('post', path, body)).status, path).toBe(401);
      const refused = await member.user.send('post', path, body);
      expect([refused.status, refused.body.message], path).toEqual([403, 'Only administrators can check proof of funds']);
      expect((await test.http().post(path).set('Authorization', `Bearer ${secret}`).send(body)).status, path).toBe(403);
    }
    for (const path of ['/api/users/me/funds', `/api/funds-documents/${id}`]) {
      expect((await visitor.get(path)).status, path).toBe(401);
      expect((await test.http().get(path).set('Authorization', `Bearer ${secret}`)).status, path).toBe(403);
    }
    // a key never carries administrator rights, even an administrator's
    await test.grantAdmin(member.id);
    expect((await member.user.get('/api/admin/funds-documents')).status).toBe(200);
    expect((await test.http().get('/api/admin/funds-documents').set('Authorization', `Bearer ${secret}`)).status).toBe(403);
  });

  it('takes a PDF, JPEG or PNG by its bytes up to 10 MB, dated within 30 days, one waiting at a time', async () => {
    const member = await buyer();
    expect((await member.user.get('/api/users/me/funds')).body).toEqual({ state: 'none', verified: null, latest: null, canUpload: true });

    const refusals = [
      await send(member, FORM, { data: Buffer.from('just some text, not a statement'), name: 'statement.pdf' }),
      await send(member, FORM, { data: Buffer.from('GIF89a......'), name: 'statement.png' }),
      await send(member, FORM, null),
      await send(member, { ...FORM, statementDate: day(-31) }),
      await send(member, { ...FORM, statementDate: day(3) }),
      await send(member, { ...FORM, statementDate: 'last week' }),
      await send(member, { ...FORM, institution: '' }),
    ];
    expect(refusals.map((answer) => [answer.status, answer.body.message])).toEqual([
      [400, 'That file is not a PDF, JPEG or PNG. Upload a PDF, JPEG or PNG of the statement, up to 10 MB.'],
      [400, 'That file is not a PDF, JPEG or PNG. Upload a PDF, JPEG or PNG of the statement, up to 10 MB.'],
      [400, 'Choose the statement to upload. Upload a PDF, JPEG or PNG of the statement, up to 10 MB.'],
      [400, `The statement must be dated within the last 30 days (on or after ${day(-30)}). Upload a more recent one.`],
      [400, 'The statement date cannot be in the future.'],
      [400, 'Please check the highlighted fields'],
      [400, 'Please check the highlighted fields'],
    ]);
    expect(refusals[3]!.body.details).toEqual([{ path: ['statementDate'], message: expect.stringContaining('within the last 30 days') }]);
    const tooLarge = await send(member, FORM, { data: Buffer.concat([PDF, Buffer.alloc(10 * 1024 * 1024)]), name: 'big.pdf' });
    expect([tooLarge.status, tooLarge.body.code]).toEqual([413, 'funds_document_too_large']);
    expect((await queue(await administrator())).total).toBe(0);

    // the oldest day allowed, and a PNG named as anything
    const sent = await send(member, { ...FORM, statementDate: day(-30) }, { data: PNG, name: 'scan.txt' });
    expect(sent.status).toBe(201);
    const funds = sent.body as MyFunds;
    expect(funds).toMatchObject({
      state: 'pending',
      verified: null,
      canUpload: false,
      latest: {
        institution: 'First Prairie Bank',
        statementDate: day(-30),
        note: 'Checking and savings',
        fileName: 'scan.txt',
        contentType: 'image/png',
        size: PNG.length,
        status: 'pending',
        amount: null,
        expiresOn: null,
        rejectionReason: null,
        fileUrl: `/api/funds-documents/${funds.latest!.id}`,
      },
    });
    const again = await send(member);
    expect([again.status, again.body.code]).toEqual([409, 'funds_document_pending']);
    expect((await member.user.get('/api/users/me/funds')).body).toEqual(funds);
  });

  it('serves a statement to its owner and administrators only, never at a public address', async () => {
    const member = await buyer();
    const other = await make.buyer();
    const admin = await administrator();
    const sent = (await send(member, FORM, { data: PDF, name: 'März statement.pdf' })).body as MyFunds;
    const url = sent.latest!.fileUrl;

    const own = await member.user.get(url);
    expect(own.status).toBe(200);
    expect(own.headers['content-type']).toBe('application/pdf');
    expect(own.headers['cache-control']).toBe('private, no-store');
    expect(own.headers['x-content-type-options']).toBe('nosniff');
    expect(own.headers['content-security-policy']).toContain('sandbox');
    expect(own.headers['content-disposition']).toContain("filename*=UTF-8''M%C3%A4rz%20statement.pdf");
    expect(Buffer.from(own.body as Buffer).equals(PDF)).toBe(true);
    expect((await admin.user.get(url)).status).toBe(200);
    const refused = await other.user.get(url);
    expect([refused.status, refused.body.code]).toEqual([404, 'funds_document_not_found']);
    expect((await browser(test.host).get(url)).status).toBe(401);
    expect((await member.user.get('/api/funds-documents/0190a1b2-0000-7000-8000-000000000001')).status).toBe(404);
    // nothing under the public uploads
    expect((await test.http().get(`/uploads/private/funds/${member.id}/${sent.latest!.id}.pdf`)).status).toBe(404);

    // an account deleted takes its statements with it
    expect((await member.user.send('delete', '/api/users/me', { password: 'acres-and-acres-9' })).status).toBe(200);
    expect((await admin.user.get(url)).status).toBe(404);
    expect((await queue(admin, '?status=all')).total).toBe(0);
  });

  it('verifies a statement once: the badge on the profile and the directory until its day passes, a bell, a mail and the audit log', async () => {
    const member = await buyer();
    const admin = await administrator();
    const identity = test.host.container.get<IdentityApi>(IDENTITY_API);
    const sent = (await send(member)).body as MyFunds;
    const documentId = sent.latest!.id;

    const waiting = await queue(admin);
    expect(waiting).toMatchObject({ total: 1, page: 1, pageSize: 25 });
    expect(waiting.documents[0]).toMatchObject({
      id: documentId,
      member: { id: member.id, name: 'Rosa Diaz', email: member.email },
      institution: 'First Prairie Bank',
      status: 'pending',
      decidedBy: null,
    });
    expect((await admin.user.get('/api/admin/overview?days=7')).body.identity.fundsToCheck).toBe(1);

    const path = `/api/admin/funds-documents/${documentId}/verify`;
    const today = await admin.user.send('post', path, { amount: 250_000, expiresOn: day(0) });
    expect([today.status, today.body.message]).toEqual([400, 'The expiry must be a day after today.']);
    expect((await admin.user.send('post', path, { amount: 0, expiresOn: day(90) })).status).toBe(400);
    tick();
    const verified = await admin.user.send('post', path, { amount: 250_000, expiresOn: day(90) });
    expect(verified.status).toBe(200);
    expect(verified.body as AdminFundsDocument).toMatchObject({
      status: 'verified',
      amount: 250_000,
      expiresOn: day(90),
      decidedAt: clock.current.toISOString(),
      decidedBy: { id: admin.id, name: 'Ada Moss' },
    });
    const twice = await admin.user.send('post', `/api/admin/funds-documents/${documentId}/reject`, { reason: 'Too late' });
    expect([twice.status, twice.body.code]).toEqual([422, 'funds_document_decided']);
    expect((await queue(admin)).total).toBe(0);
    expect((await queue(admin, '?status=verified')).documents.map((document) => document.id)).toEqual([documentId]);
    await test.host.projections.settled();

    const badge = { amount: 250_000, expiresOn: day(90) };
    expect((await member.user.get('/api/users/me/funds')).body).toMatchObject({ state: 'verified', verified: badge, canUpload: true });
    expect((await browser(test.host).get(`/api/members/${member.id}`)).body.verifiedFunds).toEqual(badge);
    const directory = await browser(test.host).get('/api/members');
    expect(directory.body.members.find((card: { id: string }) => card.id === member.id).verifiedFunds).toEqual(badge);
    expect(await identity.verifiedFunds([member.id, admin.id])).toEqual([
      { userId: member.id, amountCents: 25_000_000, expiresOn: day(90) },
    ]);

    const bell = (await member.user.get('/api/notifications')).body.notifications;
    expect(bell[0]).toMatchObject({
      kind: 'funds-review',
      title: 'Your funds are verified up to $250,000',
      link: '/settings#proof-of-funds',
    });
    await expect
      .poll(() => catcher.mails.filter((mail) => mail.to === member.email && mail.subject.startsWith('Your funds')).length)
      .toBe(1);
    const mail = catcher.mails.find((candidate) => candidate.subject.startsWith('Your funds'))!;
    expect(mail.subject).toBe('Your funds are verified up to $250,000');
    expect(mail.text).toContain('Hi Rosa,');
    expect(mail.text).toContain(
      `until ${new Date(`${day(90)}T00:00:00Z`).toLocaleDateString('en-US', { month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' })}`,
    );
    expect(mail.text).toContain('https://dealacre.test/settings#proof-of-funds');

    const log = (await admin.user.get('/api/admin/audit-log?action=identity.funds-verified')).body;
    expect(log.total).toBe(1);
    expect(log.records[0]).toMatchObject({
      actor: { id: admin.id },
      action: 'identity.funds-verified',
      subject: { type: 'funds-document', id: documentId },
      before: { status: 'pending', amountCents: null, expiresOn: null, rejectionReason: null },
      after: { status: 'verified', amountCents: 25_000_000, expiresOn: day(90), rejectionReason: null, userId: member.id },
    });

    // the last day still holds; the day after, by the clock alone, it does not
    clock.current = new Date(`${day(90)}T23:59:00Z`);
    // a session does not last 90 days
    expect((await member.user.send('post', '/api/auth/login', { email: member.email, password: 'acres-and-acres-9' })).status).toBe(200);
    expect((await member.user.get('/api/users/me/funds')).body.verified).toEqual(badge);
    clock.current = new Date(`${day(91)}T00:00:00Z`);
    const expired = (await member.user.get('/api/users/me/funds')).body as MyFunds;
    expect(expired).toMatchObject({ state: 'expired', verified: null, canUpload: true, latest: { status: 'verified' } });
    expect((await browser(test.host).get(`/api/members/${member.id}`)).body.verifiedFunds).toBeNull();
    expect(await identity.verifiedFunds([member.id])).toEqual([]);
  });

  it('announces a verification that ran out once, by the job: marked expired, a bell and a mail; one behind a newer is not announced', async () => {
    const member = await buyer();
    const admin = await administrator();
    const verify = async (expiresOn: string) => {
      const documentId = ((await send(member)).body as MyFunds).latest!.id;
      tick();
      expect((await admin.user.send('post', `/api/admin/funds-documents/${documentId}/verify`, { amount: 80_000, expiresOn })).status).toBe(
        200,
      );
      return documentId;
    };
    const older = await verify(day(3));
    const newer = await verify(day(5));
    const statuses = async () =>
      Object.fromEntries((await queue(admin, '?status=verified')).documents.map((document) => [document.id, document.status]));
    const expiries = async () => {
      await test.host.projections.settled();
      const bell = (await member.user.get('/api/notifications')).body.notifications as Array<{ title: string; body: string; link: string }>;
      return bell.filter((notification) => notification.title === 'Your verified funds have expired');
    };
    const events = async () =>
      (
        await test.database.orm.em
          .fork()
          .execute<Array<{ payload: { documentId: string } }>>(
            `select payload from platform.outbox where type = 'identity.funds-expired.v1'`,
          )
      ).map((row) => row.payload.documentId);
    await test.host.projections.settled();
    catcher.mails.length = 0;

    // the older verification runs out behind the newer one: marked, not announced; the badge holds
    clock.current = new Date(`${day(4)}T00:00:00Z`);
    expect((await member.user.send('post', '/api/auth/login', { email: member.email, password: 'acres-and-acres-9' })).status).toBe(200);
    await test.host.runJobs();
    expect(await statuses()).toEqual({ [older]: 'expired', [newer]: 'verified' });
    expect(await events()).toEqual([]);
    expect(await expiries()).toEqual([]);
    expect((await browser(test.host).get(`/api/members/${member.id}`)).body.verifiedFunds).toEqual({ amount: 80_000, expiresOn: day(5) });

    // its last day still holds
    clock.current = new Date(`${day(5)}T23:59:00Z`);
    await test.host.runJobs();
    expect((await statuses())[newer]).toBe('verified');

    // the day after, the job marks it and the member hears it once, in the app and by mail
    clock.current = new Date(`${day(6)}T00:01:00Z`);
    await test.host.runJobs();
    await test.host.runJobs();
    expect(await statuses()).toEqual({ [older]: 'expired', [newer]: 'expired' });
    expect(await events()).toEqual([newer]);
    expect(await expiries()).toEqual([
      expect.objectContaining({
        body: `Your funds verified up to $80,000 held through ${day(5)}. Upload a bank or lender statement dated within the last 30 days to show the badge again.`,
        link: '/settings#proof-of-funds',
      }),
    ]);
    await expect.poll(() => catcher.mails.filter((mail) => mail.subject === 'Your verified funds have expired').length).toBe(1);
    const mail = catcher.mails.find((candidate) => candidate.subject === 'Your verified funds have expired')!;
    expect(mail.to).toBe(member.email);
    expect(mail.text).toContain('no longer show the badge');
    expect(mail.text).toContain('https://dealacre.test/settings#proof-of-funds');

    // the badge is gone everywhere, and the settings say so
    expect((await member.user.get('/api/users/me/funds')).body).toMatchObject({ state: 'expired', verified: null, canUpload: true });
    expect((await browser(test.host).get(`/api/members/${member.id}`)).body.verifiedFunds).toBeNull();
    expect(await test.host.container.get<IdentityApi>(IDENTITY_API).verifiedFunds([member.id])).toEqual([]);
  });

  it('rejects a statement with a reason the member reads, and takes another afterwards', async () => {
    const member = await buyer();
    const admin = await administrator();
    const first = (await send(member)).body as MyFunds;
    const path = `/api/admin/funds-documents/${first.latest!.id}/reject`;
    expect((await admin.user.send('post', path, { reason: 'x' })).status).toBe(400);
    const reason = 'The statement does not show the account holder’s name';
    const rejected = await admin.user.send('post', path, { reason });
    expect(rejected.status).toBe(200);
    expect(rejected.body).toMatchObject({ status: 'rejected', rejectionReason: reason, amount: null });
    await test.host.projections.settled();

    expect((await member.user.get('/api/users/me/funds')).body).toMatchObject({
      state: 'rejected',
      verified: null,
      canUpload: true,
      latest: { status: 'rejected', rejectionReason: reason },
    });
    expect((await member.user.get('/api/notifications')).body.notifications[0]).toMatchObject({
      kind: 'funds-review',
      title: 'We could not verify your proof of funds',
      body: `${reason} You can upload another statement.`,
    });
    await expect.poll(() => catcher.mails.filter((mail) => mail.subject === 'We could not verify your proof of funds').length).toBe(1);
    expect(catcher.mails.find((mail) => mail.subject === 'We could not verify your proof of funds')!.text).toContain(reason);
    expect((await admin.user.get('/api/admin/audit-log?action=identity.funds-rejected')).body.records[0]).toMatchObject({
      action: 'identity.funds-rejected',
      reason,
      after: { status: 'rejected', rejectionReason: reason },
    });

    tick();
    const second = await send(member, FORM, { data: PNG, name: 'scan.png' });
    expect(second.status).toBe(201);
    expect(second.body).toMatchObject({ state: 'pending', latest: { contentType: 'image/png' } });
    const all = await queue(admin, '?status=all');
    expect(all.documents.map((document) => document.status)).toEqual(['pending', 'rejected']);
  });
});
