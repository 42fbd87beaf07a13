import { seededRandom } from '../../../shared/kernel/seeded-random.ts';
import { startOfUtcDay } from '../../../shared/kernel/utc-dates.ts';

const DAY_MS = 86_400_000;

/** One UTC day of a demo listing's history, as seller analytics keep it (`listings.listing_daily_stats`). */
export interface DemoDay {
  /** YYYY-MM-DD */
  day: string;
  views: number;
  favorites: number;
  inquiries: number;
}

/**
 * A demo listing's past, day by day from the UTC day it was created to today: a few views most days,
 * now and then a favorite or an inquiry, each day in proportion to the part of it the listing was on
 * the market (today: the hours gone by). The seeder creates the listing with these views as its view
 * count, so the analytics' series and the listing's counter agree, and the visits of today add to both.
 * The same listing, times and seed give the same history.
 */
export function demoActivity(createdAt: Date, now: Date, seed: number): DemoDay[] {
  const random = seededRandom(seed);
  const days: DemoDay[] = [];
  for (let start = startOfUtcDay(createdAt).getTime(); start <= now.getTime(); start += DAY_MS) {
    const listed = Math.min(now.getTime(), start + DAY_MS) - Math.max(createdAt.getTime(), start);
    const share = Math.max(0, listed) / DAY_MS;
    days.push({
      day: new Date(start).toISOString().slice(0, 10),
      views: Math.floor(random() * 9 * share),
      favorites: random() < 0.08 * share ? 1 : 0,
      inquiries: random() < 0.03 * share ? 1 : 0,
    });
  }
  return days;
}

/** The views of a history, all days together: the listing's view count. */
export function totalViews(days: readonly DemoDay[]): number {
  return days.reduce((sum, day) => sum + day.views, 0);
}
