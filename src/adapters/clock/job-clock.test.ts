import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { jobClock, runAsOf } from './job-clock.ts';

describe('jobClock', () => {
  it('tells the system time outside a run, the given time inside one and in what it awaits', async () => {
    const before = Date.now();
    expect(jobClock.now().getTime()).toBeGreaterThanOrEqual(before);

    const at = new Date('2031-03-09T08:00:00Z');
    const seen = await runAsOf(at, async () => {
      await sleep(1);
      const later = await Promise.resolve().then(() => jobClock.now());
      return [jobClock.now().toISOString(), later.toISOString()];
    });
    expect(seen).toEqual([at.toISOString(), at.toISOString()]);
    expect(jobClock.now().getFullYear()).toBe(new Date().getFullYear());
  });

  it("gives a copy, so a caller changing its date changes no one else's", async () => {
    await runAsOf(new Date('2031-03-09T08:00:00Z'), async () => {
      jobClock.now().setFullYear(1999);
      expect(jobClock.now().toISOString()).toBe('2031-03-09T08:00:00.000Z');
    });
  });
});
