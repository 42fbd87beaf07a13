import { afterAll, beforeEach, expect, it } from 'vitest';
import { browser } from '../../../src/testing/browser.ts';
import { startMailCatcher } from '../../../src/testing/mail-catcher.ts';
import { given, type User } from '../../../src/testing/members.ts';
import { describeHost, useTestHost } from '../../../src/testing/test-host.ts';
import { newId } from '../../shared/kernel/ids.ts';
import type { AdminReport, AdminReportList } from '../contracts/admin-reports.ts';
import type { NotificationList } from '../contracts/notifications.ts';

const clock = {
  current: new Date('2026-11-10T12:00:00Z'),
  now() {
    return this.current;
  },
};
const tick = () => (clock.current = new Date(clock.current.getTime() + 60_000));
const catcher = await startMailCatcher();
afterAll(() => catcher.close());

describeHost('engagement: the back office queue of reported messages', () => {
  const test = useTestHost({ hostOptions: { clock }, config: { SMTP_URL: catcher.url, PUBLIC_URL: 'https://dealacre.test' } });
  const make = given(test, tick);

  beforeEach(() => {
    catcher.mails.length = 0;
    clock.current = new Date('2026-11-10T12:00:00Z');
  });

  async function administrator(): Promise<User> {
    const admin = await make.buyer();
    await test.grantAdmin(admin.id);
    return admin;
  }

  async function confirmed(member: Promise<User>): Promise<User> {
    const user = await member;
    const token = new URL(catcher.linkIn(user.email, '/verify-email')).searchParams.get('token');
    expect((await user.user.send('post', '/api/auth/verify-email', { token })).status).toBe(200);
    await test.host.projections.settled();
    return user;
  }

  /** `sender` writes to the seller about a listing; the seller reports the message; answers the report's id */
  async function reported(seller: User, propertyId: string, sender: User, text: string, reason = 'spam'): Promise<string> {
    tick();
    const opened = await sender.user.send('post', '/api/conversations', { propertyId, message: text, clientId: `c-${newId()}` });
    expect(opened.status).toBeLessThan(300);
    tick();
    const report = await seller.user.send('post', '/api/reports', {
      conversationId: opened.body.conversation.id,
      messageId: opened.body.message.id,
      reason,
      details: `About ${text}`,
    });
    expect(report.status).toBe(201);
    return report.body.id as string;
  }

  const list = async (admin: User, query = '') => {
    const answer = await admin.user.get(`/api/admin/reports${query}`);
    expect(answer.status).toBe(200);
    return answer.body as AdminReportList;
  };
  const resolve = (admin: User, id: string, body: object) => admin.user.send('post', `/api/admin/reports/${id}/resolve`, body);

  it('refuses the queue and its actions to visitors, members and API keys', async () => {
    const member = await make.proBuyer();
    const key = await member.user.send('post', '/api/users/me/api-keys', { name: 'Sync', scopes: ['listings:read'] });
    const secret = key.body.secret as string;
    const visitor = browser(test.host);
    await visitor.get('/api/auth/me');
    const resolvePath = `/api/admin/reports/${newId()}/resolve`;

    expect((await visitor.get('/api/admin/reports')).status).toBe(401);
    expect((await member.user.get('/api/admin/reports')).status).toBe(403);
    expect((await visitor.send('post', resolvePath, { outcome: 'dismissed' })).status).toBe(401);
    expect((await member.user.send('post', resolvePath, { outcome: 'dismissed' })).status).toBe(403);
    await test.grantAdmin(member.id);
    // a key never carries administrator rights, even an administrator's
    expect((await test.http().get('/api/admin/reports').set('Authorization', `Bearer ${secret}`)).status).toBe(403);
    expect((await test.http().post(resolvePath).set('X-Api-Key', secret).send({ outcome: 'dismissed' })).status).toBe(403);
  });

  it('pages the open reports oldest first with names and open counts per member, filters them, and refuses a bad filter', async () => {
    const admin = await administrator();
    const seller = await make.seller();
    const [first, second, third] = await make.listings(seller, 3);
    const spammer = await make.buyer();
    const other = await make.buyer();
    const one = await reported(seller, first!, spammer, 'Buy my course', 'spam');
    const two = await reported(seller, second!, spammer, 'Send a wire today', 'scam');
    const three = await reported(seller, third!, other, 'You will regret this', 'harassment');

    const all = await list(admin);
    expect(all).toMatchObject({ total: 3, page: 1, pageSize: 25 });
    expect(all.reports.map((report) => report.id)).toEqual([one, two, three]);
    expect(all.reports[0]).toEqual({
      id: one,
      conversationId: expect.any(String),
      messageId: expect.any(String),
      excerpt: 'Buy my course',
      reason: 'spam',
      details: 'About Buy my course',
      status: 'open',
      createdAt: expect.any(String),
      reporter: { id: seller.id, name: 'Ada Moss' },
      reportedMember: { id: spammer.id, name: 'Ada Moss', openReports: 2 },
      resolution: null,
    } satisfies AdminReport);
    expect(all.reports[2]!.reportedMember.openReports).toBe(1);

    const page2 = await list(admin, '?page=2&pageSize=2');
    expect(page2).toMatchObject({ total: 3, page: 2, pageSize: 2 });
    expect(page2.reports.map((report) => report.id)).toEqual([three]);
    expect((await list(admin, '?reason=scam')).reports.map((report) => report.id)).toEqual([two]);
    expect((await list(admin, `?memberId=${spammer.id}`)).reports.map((report) => report.id)).toEqual([one, two]);
    expect(await list(admin, '?status=resolved')).toMatchObject({ reports: [], total: 0 });

    for (const query of ['?status=closed', '?reason=rude', '?pageSize=500', '?page=0', '?memberId=x']) {
      expect((await admin.user.get(`/api/admin/reports${query}`)).status, query).toBe(400);
    }
  });

  it('dismisses, warns and records suspensions once each, in the audit log, leaving the member’s other reports open', async () => {
    const admin = await administrator();
    const seller = await make.seller();
    const [first, second, third] = await make.listings(seller, 3);
    const spammer = await confirmed(make.buyer());
    const dismissed = await reported(seller, first!, spammer, 'Is the price firm?');
    const warned = await reported(seller, second!, spammer, 'Call me at 555-0100 or lose the deal', 'harassment');
    const suspended = await reported(seller, third!, spammer, 'Wire the deposit to this account today', 'scam');

    // a warning or a suspension says why, on one line without control characters; the outcome is one of three
    for (const body of [
      { outcome: 'warned' },
      { outcome: 'warned', note: 'no' },
      { outcome: 'warned', note: 'Keep it civil\u0000' },
      { outcome: 'suspended', note: 'Two lines\nof note' },
      { outcome: 'warned', note: 'x'.repeat(501) },
      { outcome: 'banned', note: 'Spam' },
    ]) {
      expect((await resolve(admin, warned, body)).status, JSON.stringify(body)).toBe(400);
    }
    expect((await resolve(admin, newId(), { outcome: 'dismissed' })).status).toBe(404);
    expect((await list(admin)).total).toBe(3);

    tick();
    const dismissal = await resolve(admin, dismissed, { outcome: 'dismissed' });
    expect(dismissal.status).toBe(200);
    expect(dismissal.body).toMatchObject({
      id: dismissed,
      status: 'resolved',
      reportedMember: { id: spammer.id, openReports: 2 },
      resolution: {
        outcome: 'dismissed',
        note: null,
        resolvedBy: { id: admin.id, name: 'Ada Moss' },
        resolvedAt: clock.current.toISOString(),
      },
    });

    tick();
    const note = 'Please keep negotiations polite and do not pressure other members.';
    const warning = await resolve(admin, warned, { outcome: 'warned', note: `  ${note} ` });
    expect(warning.status).toBe(200);
    expect(warning.body.resolution).toMatchObject({ outcome: 'warned', note });
    await expect
      .poll(() => catcher.mails.filter((mail) => mail.to === spammer.email && mail.subject.startsWith('A warning')).length)
      .toBe(1);
    const mail = catcher.mails.find((candidate) => candidate.subject.startsWith('A warning'))!;
    expect(mail.subject).toBe('A warning about a message you sent on DealAcre');
    expect(mail.text).toContain('Hi Ada,');
    expect(mail.text).toContain('your conversation about “Parcel 2”');
    expect(mail.text).toContain('Call me at 555-0100 or lose the deal');
    expect(mail.text).toContain(note);
    expect(mail.text).toContain('https://dealacre.test/terms-of-service');
    expect(mail.text).toContain(`https://dealacre.test/messages?c=${warning.body.conversationId}`);
    expect(catcher.mails.filter((candidate) => candidate.to === seller.email && candidate.subject.startsWith('A warning'))).toEqual([]);
    const bell = (await spammer.user.get('/api/notifications')).body as NotificationList;
    expect(bell.notifications[0]).toMatchObject({
      kind: 'warning',
      title: 'A warning from DealAcre about a message you sent',
      body: note,
      link: `/messages?c=${warning.body.conversationId}`,
    });

    // the web suspends the account with identity first, then resolves the report with the same note
    tick();
    const reason = 'Asked members to wire deposits to a personal account.';
    expect((await admin.user.send('post', `/api/admin/users/${spammer.id}/suspend`, { reason })).status).toBe(200);
    const suspension = await resolve(admin, suspended, { outcome: 'suspended', note: reason });
    expect(suspension.status).toBe(200);
    expect(suspension.body).toMatchObject({ reportedMember: { openReports: 0 }, resolution: { outcome: 'suspended', note: reason } });

    const again = await resolve(admin, warned, { outcome: 'dismissed' });
    expect(again.status).toBe(422);
    expect(again.body.message).toBe('This report is already resolved.');
    expect(catcher.mails.filter((candidate) => candidate.subject.startsWith('A warning'))).toHaveLength(1);

    const resolved = await list(admin, '?status=resolved');
    expect(resolved.total).toBe(3);
    expect(resolved.reports.map((report) => [report.id, report.resolution?.outcome])).toEqual([
      [suspended, 'suspended'],
      [warned, 'warned'],
      [dismissed, 'dismissed'],
    ]);
    expect((await list(admin)).total).toBe(0);
    const rows = await test.database.orm.em
      .fork()
      .execute<Array<{ status: string; outcome: string; resolved_by: string }>>(
        'select status, outcome, resolved_by from engagement.reports where id = ?',
        [warned],
      );
    expect(rows).toEqual([{ status: 'resolved', outcome: 'warned', resolved_by: admin.id }]);

    const log = (await admin.user.get('/api/admin/audit-log?action=engagement.')).body;
    expect(log.total).toBe(3);
    expect(log.records[1]).toMatchObject({
      actor: { id: admin.id, name: 'Ada Moss' },
      action: 'engagement.report-resolved',
      subject: { type: 'report', id: warned },
      reason: note,
      before: { status: 'open', reportedMemberId: spammer.id, reason: 'harassment', outcome: null, note: null },
      after: { status: 'resolved', reportedMemberId: spammer.id, reason: 'harassment', outcome: 'warned', note },
    });
    expect((await admin.user.get(`/api/admin/audit-log?subjectId=${spammer.id}`)).body.records[0]).toMatchObject({
      action: 'identity.user-suspended',
      reason,
    });
  });
});
