import { expect, it } from 'vitest';
import { newId } from '../../modules/shared/kernel/ids.ts';
import { browser } from '../testing/browser.ts';
import { given } from '../testing/members.ts';
import { describeHost, useTestHost } from '../testing/test-host.ts';

describeHost('platform: dead events in the back office', () => {
  const test = useTestHost();
  const make = given(test);

  /** an event parked as dead, as the dispatcher leaves one after its last failed attempt */
  async function deadEvent(type = 'tests.nobody-listens.v1', replays = 0): Promise<string> {
    const id = newId();
    await test.database.orm.em.fork().execute(
      `insert into platform.outbox (id, type, aggregate_id, payload, occurred_at, status, attempts, last_error, replays)
         values (?, ?, 'agg-1', '{"listingId":"abc"}'::jsonb, now(), 'dead', 10, 'tests.subscriber: boom', ?)`,
      [id, type, replays],
    );
    return id;
  }
  const statusOf = async (id: string) =>
    (await test.database.orm.em.fork().execute<Array<{ status: string }>>('select status from platform.outbox where id = ?', [id]))[0]
      ?.status;

  it('lists dead events to administrators only, with payload and error, and replays one into the queue, recorded', async () => {
    const member = await make.buyer();
    const admin = await make.buyer();
    await test.grantAdmin(admin.id);
    const first = await deadEvent();
    const second = await deadEvent('tests.other.v1');

    const visitor = browser(test.host);
    await visitor.get('/api/auth/me');
    expect((await visitor.get('/api/admin/dead-events')).status).toBe(401);
    expect((await member.user.get('/api/admin/dead-events')).status).toBe(403);
    expect((await member.user.send('post', `/api/admin/dead-events/${first}/replay`, {})).status).toBe(403);
    expect((await member.user.send('post', '/api/admin/dead-events/replay', {})).status).toBe(403);

    const listed = await admin.user.get('/api/admin/dead-events');
    expect(listed.status).toBe(200);
    expect(listed.body).toMatchObject({ total: 2, page: 1, maxReplays: 5 });
    expect(listed.body.events[0]).toEqual({
      id: first,
      type: 'tests.nobody-listens.v1',
      aggregateId: 'agg-1',
      occurredAt: expect.any(String),
      attempts: 10,
      replays: 0,
      lastError: 'tests.subscriber: boom',
      payload: { listingId: 'abc' },
    });
    expect(
      (await admin.user.get('/api/admin/dead-events?type=tests.other.v1')).body.events.map((event: { id: string }) => event.id),
    ).toEqual([second]);

    const replayed = await admin.user.send('post', `/api/admin/dead-events/${first}/replay`, { reason: 'Subscriber fixed' });
    expect(replayed.body).toEqual({ replayed: 1, leftDead: 0 });
    await test.host.projections.settled();
    expect(await statusOf(first)).toBe('done');
    expect(await statusOf(second)).toBe('dead');
    const [record] = (await admin.user.get(`/api/admin/audit-log?subjectId=${first}`)).body.records;
    expect(record).toMatchObject({
      action: 'platform.dead-event-replayed',
      actor: { id: admin.id },
      subject: { type: 'event', id: first },
      reason: 'Subscriber fixed',
      before: { status: 'dead', attempts: 10, replays: 0, lastError: 'tests.subscriber: boom' },
      after: { status: 'pending', replays: 1 },
    });
    expect((await admin.user.send('post', `/api/admin/dead-events/${first}/replay`, {})).status).toBe(404);
    expect((await admin.user.send('post', '/api/admin/dead-events/not-an-id/replay', {})).status).toBe(404);
  });

  it('replays every dead event under the cap and leaves those replayed five times dead', async () => {
    const admin = await make.buyer();
    await test.grantAdmin(admin.id);
    const fresh = await deadEvent();
    const tired = await deadEvent('tests.nobody-listens.v1', 5);

    const one = await admin.user.send('post', `/api/admin/dead-events/${tired}/replay`, {});
    expect(one.status).toBe(422);
    expect(one.body.message).toBe('This event was replayed 5 times already: fix what fails before trying again');

    const all = await admin.user.send('post', '/api/admin/dead-events/replay', { reason: 'Search is back' });
    expect(all.body).toEqual({ replayed: 1, leftDead: 1 });
    await test.host.projections.settled();
    expect(await statusOf(fresh)).toBe('done');
    expect(await statusOf(tired)).toBe('dead');
    expect((await admin.user.get('/api/admin/audit-log?action=platform.')).body.total).toBe(1);
  });
});
