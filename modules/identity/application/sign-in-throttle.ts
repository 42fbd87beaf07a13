import { createHash } from 'node:crypto';
import { RateLimitedError, type RateLimiter } from '../../shared/kernel/rate-limit.ts';
import { IDENTITY_RATE_LIMITS } from './rate-limits.ts';

/** wrong passwords from one address to one account before it has to wait */
export const FREE_SIGN_IN_FAILURES = 3;
const LONGEST_WAIT_SECONDS = 60 * 60;

/** The wait after the `failures`-th wrong password from one address to one account: 2 s, 4 s, 8 s ... up to an hour. */
export function signInWaitSeconds(failures: number): number {
  return failures < FREE_SIGN_IN_FAILURES ? 0 : Math.min(2 ** (failures - FREE_SIGN_IN_FAILURES + 1), LONGEST_WAIT_SECONDS);
}

/**
 * Slows password guessing without letting anyone lock an account: wrong passwords are counted per
 * (account, client address) and per address. After a few, that address waits longer after each
 * wrong password before its next try on that account, so a guessing client gets about a dozen tries
 * in its first hour and one an hour after that; an address with too many failures on any accounts
 * waits out its hour. The owner signing in from another address is never held back by them.
 */
export class SignInThrottle {
  readonly #limiter: RateLimiter;

  constructor(limiter: RateLimiter) {
    this.#limiter = limiter;
  }

  /** throws RateLimitedError while this address must wait before trying this account again */
  async assertMayTry(email: string, address: string): Promise<void> {
    const waiting = await this.#limiter.peek(IDENTITY_RATE_LIMITS.signInWait, pair(email, address));
    const addressFailures = await this.#limiter.peek(IDENTITY_RATE_LIMITS.signInFailuresPerAddress, address);
    const blocked = [waiting, addressFailures].filter((state) => state && state.remaining === 0);
    if (blocked.length > 0) throw new RateLimitedError(Math.max(...blocked.map((state) => state!.resetSeconds)));
  }

  async failed(email: string, address: string): Promise<void> {
    const subject = pair(email, address);
    const { limit, remaining } = await this.#limiter.hit(IDENTITY_RATE_LIMITS.signInFailuresPerPair, subject);
    const wait = signInWaitSeconds(limit - remaining);
    if (wait > 0) await this.#limiter.block(IDENTITY_RATE_LIMITS.signInWait, subject, wait);
    await this.#limiter.hit(IDENTITY_RATE_LIMITS.signInFailuresPerAddress, address).catch((error: unknown) => {
      // the failure that reaches the address limit still answers "wrong password"; the next try waits
      if (!(error instanceof RateLimitedError)) throw error;
    });
  }

  async succeeded(email: string, address: string): Promise<void> {
    const subject = pair(email, address);
    await this.#limiter.reset(IDENTITY_RATE_LIMITS.signInFailuresPerPair, subject);
    await this.#limiter.reset(IDENTITY_RATE_LIMITS.signInWait, subject);
  }
}

const pair = (email: string, address: string) => `${createHash('sha256').update(email).digest('hex')}:${address}`;
