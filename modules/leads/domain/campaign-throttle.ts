/**
 * How many more campaign mails a seller may hand to the mail server now: what is left of the plan's
 * per-minute allowance over the last 60 seconds and of its per-day allowance over the last 24 hours
 * (rolling windows, so no burst at midnight). Never negative.
 */
export function sendingBudget(limits: { perMinute: number; perDay: number }, used: { minute: number; day: number }): number {
  return Math.max(0, Math.min(limits.perMinute - used.minute, limits.perDay - used.day));
}
