import { expect, it } from 'vitest';
import { browser } from '../../src/testing/browser.ts';
import { given, type User } from '../../src/testing/members.ts';
import { describeHost, useTestHost } from '../../src/testing/test-host.ts';
import type { AdminUser, AdminUserList } from './contracts/admin-users.ts';

const PASSWORD = 'acres-and-acres-9';

describeHost('identity: the back office accounts table, suspensions and the audit log', () => {
  const test = useTestHost();
  const make = given(test);

  async function administrator(): Promise<User> {
    const admin = await make.buyer();
    await test.grantAdmin(admin.id);
    return admin;
  }

  it('refuses every account endpoint to visitors, members and API keys', async () => {
    const member = await make.proBuyer();
    const target = await make.buyer();
    const key = await member.user.send('post', '/api/users/me/api-keys', { name: 'Sync', scopes: ['listings:read'] });
    const secret = key.body.secret as string;
    const visitor = browser(test.host);
    await visitor.get('/api/auth/me');
    const reads = ['/api/admin/users', '/api/admin/users/export', '/api/admin/audit-log'];
    for (const path of reads) {
      expect((await visitor.get(path)).status, path).toBe(401);
      expect((await member.user.get(path)).status, path).toBe(403);
      expect((await test.http().get(path).set('Authorization', `Bearer ${secret}`)).status, path).toBe(403);
    }
    for (const verb of ['suspend', 'reinstate']) {
      const path = `/api/admin/users/${target.id}/${verb}`;
      expect((await visitor.send('post', path, { reason: 'spam' })).status, path).toBe(401);
      expect((await member.user.send('post', path, { reason: 'spam' })).status, path).toBe(403);
    }
    await test.grantAdmin(member.id);
    // a key never carries administrator rights, even an administrator's
    expect((await test.http().get('/api/admin/users').set('Authorization', `Bearer ${secret}`)).status).toBe(403);
  });

  it('searches, filters, sorts and pages accounts, and exports the filter as CSV with formulas kept as text', async () => {
    const admin = await administrator();
    const seller = await make.freeSeller();
    const buyers = [await make.buyer(), await make.buyer(), await make.buyer()];
    expect((await buyers[0]!.user.send('patch', '/api/users/me', { firstName: '=HYPERLINK("x")', lastName: 'Zeta' })).status).toBe(200);

    const all = (await admin.user.get('/api/admin/users')).body as AdminUserList;
    expect(all.total).toBe(5);
    expect(all.users.map((user) => user.id)).toEqual([buyers[2]!.id, buyers[1]!.id, buyers[0]!.id, seller.id, admin.id]);

    const sellers = (await admin.user.get('/api/admin/users?role=seller')).body as AdminUserList;
    expect(sellers.users.map((user) => user.id)).toEqual([seller.id]);
    const byEmail = (await admin.user.get(`/api/admin/users?q=${encodeURIComponent(buyers[1]!.email.toUpperCase())}`))
      .body as AdminUserList;
    expect(byEmail.users.map((user) => user.id)).toEqual([buyers[1]!.id]);
    const byName = (await admin.user.get('/api/admin/users?q=zeta&sort=name')).body as AdminUserList;
    expect(byName.users.map((user) => user.id)).toEqual([buyers[0]!.id]);
    // a search sorts its matches by an expression of its own (decision 0056): the same orders as the whole table's
    const order = async (query: string) =>
      ((await admin.user.get(`/api/admin/users?${query}`)).body as AdminUserList).users.map((user) => user.id);
    for (const sort of [
      'sort=created',
      'sort=created&order=asc',
      'sort=email',
      'sort=email&order=desc',
      'sort=name',
      'sort=name&order=desc',
    ]) {
      expect(await order(`q=%40&${sort}`)).toEqual(await order(sort));
    }
    const page2 = (await admin.user.get('/api/admin/users?sort=created&order=asc&page=2&pageSize=2')).body as AdminUserList;
    expect(page2).toMatchObject({ total: 5, page: 2, pageSize: 2 });
    expect(page2.users.map((user) => user.id)).toEqual([buyers[0]!.id, buyers[1]!.id]);
    // pages past the middle are read from the other end: together the pages are the list, in its order
    for (const sort of ['sort=created', 'sort=created&order=asc', 'sort=name', 'sort=email&order=desc', 'q=%40&sort=name']) {
      const paged: string[] = [];
      for (const page of [1, 2, 3, 4]) paged.push(...(await order(`${sort}&page=${page}&pageSize=2`)));
      expect(paged, sort).toEqual(await order(sort));
    }
    expect((await admin.user.get('/api/admin/users?pageSize=500')).status).toBe(400);
    expect((await admin.user.get('/api/admin/users?q=%00')).status).toBe(400);

    const csv = await admin.user.get('/api/admin/users/export?q=zeta');
    expect(csv.status).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.headers['content-disposition']).toMatch(/^attachment; filename="accounts-\d{4}-\d{2}-\d{2}\.csv"$/);
    const lines = csv.text.trim().split('\r\n');
    expect(lines[0]).toBe('id,email,first_name,last_name,phone,roles,email_verified,status,suspension_reason,created_at');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(`${buyers[0]!.id},${buyers[0]!.email},"'=HYPERLINK(""x"")",Zeta,,buyer,no,active,,`);
  });

  it('suspends a member at once (sessions, sign-in, API keys) and reinstates them, each with a reason in the audit log', async () => {
    const admin = await administrator();
    const member = await make.proBuyer();
    const key = await member.user.send('post', '/api/users/me/api-keys', { name: 'Sync', scopes: ['listings:read'] });
    const secret = key.body.secret as string;
    const withKey = () => test.http().get('/api/properties/search').set('Authorization', `Bearer ${secret}`);
    expect((await withKey()).status).toBe(200);

    expect((await admin.user.send('post', `/api/admin/users/${member.id}/suspend`, { reason: '' })).status).toBe(400);
    expect((await admin.user.send('post', `/api/admin/users/${admin.id}/suspend`, { reason: 'testing' })).status).toBe(422);
    const suspended = await admin.user.send('post', `/api/admin/users/${member.id}/suspend`, { reason: 'Spam messages to sellers' });
    expect(suspended.status).toBe(200);
    expect(suspended.body as AdminUser).toMatchObject({ id: member.id, suspended: true, suspensionReason: 'Spam messages to sellers' });

    expect((await member.user.get('/api/auth/me')).status).toBe(401);
    expect((await withKey()).status).toBe(401);
    const again = browser(test.host);
    await again.get('/api/auth/me');
    const refused = await again.send('post', '/api/auth/login', { email: member.email, password: PASSWORD });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe('This account is suspended. Contact us if you think this is a mistake.');
    expect((await again.send('post', '/api/auth/login', { email: member.email, password: 'wrong-password-1' })).status).toBe(401);
    const listed = (await admin.user.get('/api/admin/users?status=suspended')).body as AdminUserList;
    expect(listed.users.map((user) => user.id)).toEqual([member.id]);

    const reinstated = await admin.user.send('post', `/api/admin/users/${member.id}/reinstate`, { reason: 'Appeal accepted' });
    expect(reinstated.body).toMatchObject({ suspended: false, suspensionReason: null });
    expect((await again.send('post', '/api/auth/login', { email: member.email, password: PASSWORD })).status).toBe(200);
    expect((await withKey()).status).toBe(200);

    const log = await admin.user.get(`/api/admin/audit-log?subjectId=${member.id}`);
    expect(log.status).toBe(200);
    expect(log.body.total).toBe(2);
    expect(log.body.records).toEqual([
      expect.objectContaining({
        actor: { id: admin.id, name: 'Ada Moss' },
        action: 'identity.user-reinstated',
        subject: { type: 'user', id: member.id },
        reason: 'Appeal accepted',
        before: expect.objectContaining({ suspended: true }),
        after: expect.objectContaining({ suspended: false }),
      }),
      expect.objectContaining({
        action: 'identity.user-suspended',
        reason: 'Spam messages to sellers',
        before: expect.objectContaining({ suspended: false }),
        after: expect.objectContaining({ suspended: true, suspensionReason: 'Spam messages to sellers' }),
      }),
    ]);
    // the whole log, a module's and an action's totals (kept per action as entries are written)
    expect((await admin.user.get('/api/admin/audit-log')).body.total).toBe(2);
    expect((await admin.user.get('/api/admin/audit-log?action=identity.')).body.total).toBe(2);
    expect((await admin.user.get('/api/admin/audit-log?action=identity.user-suspended')).body.total).toBe(1);
    expect((await admin.user.get('/api/admin/audit-log?action=listings.')).body.total).toBe(0);
    expect((await admin.user.get('/api/admin/audit-log?from=not-a-date')).status).toBe(400);
  });

  it('records role changes and verification resends, and the application cannot change or delete what the audit log holds', async () => {
    const admin = await administrator();
    const member = await make.buyer();
    const granted = await admin.user.send('post', `/api/admin/users/${member.id}/roles`, {
      grant: ['seller'],
      reason: 'Verified wholesaler',
    });
    expect(granted.status).toBe(200);
    const [record] = (await admin.user.get('/api/admin/audit-log')).body.records;
    expect(record).toMatchObject({
      action: 'identity.roles-changed',
      reason: 'Verified wholesaler',
      before: { roles: ['buyer'] },
      after: { roles: ['buyer', 'seller'] },
    });

    const resent = await admin.user.send('post', `/api/admin/users/${member.id}/resend-verification`);
    expect(resent.body).toEqual({ message: `We sent a new verification link to ${member.email}.` });
    expect((await member.user.send('post', `/api/admin/users/${admin.id}/resend-verification`)).status).toBe(403);
    expect((await admin.user.get('/api/admin/audit-log')).body.records[0]).toMatchObject({
      action: 'identity.verification-resent',
      subject: { type: 'user', id: member.id },
    });

    const em = test.database.orm.em.fork();
    await expect(em.execute("update platform.audit_log set reason = 'changed'")).rejects.toThrow(/append-only/);
    await expect(em.execute('delete from platform.audit_log')).rejects.toThrow(/append-only/);
    await expect(em.execute('truncate platform.audit_log')).rejects.toThrow(/append-only/);
    expect((await admin.user.get('/api/admin/audit-log?action=identity.roles-changed')).body.records[0]).toMatchObject({
      reason: 'Verified wholesaler',
    });
  });

  it('lets an administrator see the site as a member for 30 minutes, read-only, and come back to their own account', async () => {
    const admin = await administrator();
    const member = await make.buyer();
    const otherAdmin = await administrator();
    expect((await admin.user.send('post', `/api/admin/users/${otherAdmin.id}/view-as`, { reason: 'curious' })).status).toBe(422);
    expect((await admin.user.send('post', `/api/admin/users/${member.id}/view-as`, {})).status).toBe(400);

    const viewing = await admin.user.send('post', `/api/admin/users/${member.id}/view-as`, { reason: 'Member reports a broken dashboard' });
    expect(viewing.status).toBe(200);
    expect(viewing.body.id).toBe(member.id);
    const me = await admin.user.get('/api/auth/me');
    expect(me.body).toMatchObject({ id: member.id, role: 'user', viewing: { by: 'Ada Moss', until: expect.any(String) } });
    expect(new Date(me.body.viewing.until).getTime() - Date.now()).toBeGreaterThan(29 * 60_000);
    expect(new Date(me.body.viewing.until).getTime() - Date.now()).toBeLessThanOrEqual(30 * 60_000);

    // every change is refused, administrator pages too
    const write = await admin.user.send('patch', '/api/users/me', { firstName: 'Changed' });
    expect(write.status).toBe(403);
    expect(write.body.code).toBe('read_only_view');
    expect((await admin.user.get('/api/admin/users')).status).toBe(403);
    expect((await member.user.get('/api/auth/me')).body.firstName).toBe('Ada');

    const ended = await admin.user.send('post', '/api/auth/view-as/end');
    expect(ended.status).toBe(200);
    const back = await admin.user.get('/api/auth/me');
    expect(back.body).toMatchObject({ id: admin.id, role: 'admin' });
    expect(back.body.viewing).toBeUndefined();
    expect((await admin.user.send('post', '/api/auth/view-as/end')).status).toBe(422);

    const log = (await admin.user.get(`/api/admin/audit-log?subjectId=${member.id}`)).body.records;
    expect(log.map((record: { action: string; actor: { id: string } }) => [record.action, record.actor.id])).toEqual([
      ['identity.view-as-ended', admin.id],
      ['identity.view-as-started', admin.id],
    ]);
    expect(log[1].reason).toBe('Member reports a broken dashboard');

    // a view whose session is gone (signed out, or run out) gives the browser its administrator back on the next request
    expect((await admin.user.send('post', `/api/admin/users/${member.id}/view-as`, { reason: 'Second look' })).status).toBe(200);
    expect((await admin.user.send('post', '/api/auth/logout')).status).toBe(200);
    expect((await admin.user.get('/api/auth/me')).body).toMatchObject({ id: admin.id, role: 'admin' });
  });
});
