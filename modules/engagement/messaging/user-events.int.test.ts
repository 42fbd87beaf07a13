import { expect, it } from 'vitest';
import { describeHost, useTestHost } from '../../../src/testing/test-host.ts';
import { newId } from '../../shared/kernel/ids.ts';
import { appendUserEvents, userEventsSince } from './application/user-events.ts';
import type { RealtimeEvent } from '../contracts/notifications.ts';

const counts = (unreadMessages: number): RealtimeEvent => ({ type: 'counts', counts: { unreadMessages, unreadNotifications: 0 } });

describeHost('engagement: the members’ realtime event logs', () => {
  const test = useTestHost({ startDispatcher: false });

  it('numbers each member’s events from their last one, in order, however many members one call writes to', async () => {
    // more events than one statement takes, so the call writes in several
    const members = Array.from({ length: 2_600 }, () => newId()).sort();
    const entries = members.flatMap((userId) => [0, 1].map((n) => ({ userId, event: counts(n) })));
    const em = test.database.orm.em.fork();
    const first = await em.transactional((tx) => appendUserEvents(tx, new Date(), [...entries, { userId: members[0], event: counts(2) }]));
    expect(first).toHaveLength(5_201);
    expect(first.filter((stored) => stored.userId === members[0]).map(({ seq, event }) => [seq, event])).toEqual([
      [1, counts(0)],
      [2, counts(1)],
      [3, counts(2)],
    ]);
    expect(first.filter((stored) => stored.userId === members.at(-1)).map(({ seq }) => seq)).toEqual([1, 2]);

    const again = await em.transactional((tx) => appendUserEvents(tx, new Date(), [{ userId: members.at(-1)!, event: counts(7) }]));
    expect(again).toEqual([{ userId: members.at(-1), seq: 3, event: counts(7) }]);
    expect((await userEventsSince(em, members.at(-1)!, 0, 10)).map(({ seq, event }) => [seq, event])).toEqual([
      [1, counts(0)],
      [2, counts(1)],
      [3, counts(7)],
    ]);
    const [{ total }] = await em.execute<Array<{ total: string }>>('select count(*) as total from engagement.user_events');
    expect(Number(total)).toBe(5_202);
  });
});
