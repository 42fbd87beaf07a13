import { TZDate } from '@date-fns/tz';
import { addDays } from 'date-fns/addDays';
import type { SqlEntityManager as EntityManager } from '@mikro-orm/sql';
import { DEFAULT_DIGEST_HOUR, type AlertFrequency, type DigestSchedule } from '../../contracts/saved-searches.ts';

/**
 * The next time at or after `now` when the member's daily digest goes out: `hour`:00 in their time
 * zone, today if that is still ahead, else tomorrow (a day of 23 or 25 hours across a clock change).
 */
export function nextDigestAt(now: Date, { hour, timeZone }: DigestSchedule): Date {
  const local = new TZDate(now.getTime(), timeZone);
  const today = new TZDate(local.getFullYear(), local.getMonth(), local.getDate(), hour, 0, 0, timeZone);
  return new Date((today.getTime() > now.getTime() ? today : addDays(today, 1)).getTime());
}

/** a member who never chose a time zone (a search saved by an API client without one) */
export const FALLBACK_TIME_ZONE = 'America/New_York';

/** Each member's digest time: their own, else 8:00 in {@link FALLBACK_TIME_ZONE}. */
export async function digestSchedules(em: EntityManager, userIds: readonly string[]): Promise<Map<string, DigestSchedule>> {
  const schedules = new Map<string, DigestSchedule>(
    userIds.map((userId) => [userId, { hour: DEFAULT_DIGEST_HOUR, timeZone: FALLBACK_TIME_ZONE }]),
  );
  if (userIds.length === 0) return schedules;
  const rows = await em.execute<Array<{ user_id: string; hour: number; time_zone: string }>>(
    `select user_id, hour, time_zone from engagement.digest_schedules where user_id in (${userIds.map(() => '?').join(', ')})`,
    [...userIds],
  );
  for (const row of rows) schedules.set(row.user_id, { hour: Number(row.hour), timeZone: row.time_zone });
  return schedules;
}

/** When a match of a search with these alerts is mailed: now, at the next digest, or never (null). */
export function mailDueAt(alerts: AlertFrequency, paused: boolean, schedule: DigestSchedule, now: Date): Date | null {
  if (paused || alerts === 'off') return null;
  return alerts === 'instant' ? now : nextDigestAt(now, schedule);
}
