import { AsyncLocalStorage } from 'node:async_hooks';
import type { Clock } from '../../../modules/shared/kernel/clock.ts';

const asOf = new AsyncLocalStorage<number>();

/**
 * The host's clock outside production: the system's, except inside a job run started with
 * {@link runAsOf}, which sees the time it was given. Lets the dev tools (and the browser journeys) run
 * a scheduled job "tomorrow at 8" without moving the clock of anything else the host is doing.
 */
export const jobClock: Clock = {
  now: () => {
    const at = asOf.getStore();
    return at === undefined ? new Date() : new Date(at);
  },
};

/** Runs `work` with {@link jobClock} at `at` for everything it does, its after-commit actions included. */
export function runAsOf<T>(at: Date, work: () => Promise<T>): Promise<T> {
  return asOf.run(at.getTime(), work);
}
