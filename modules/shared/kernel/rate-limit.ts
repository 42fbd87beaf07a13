import { AppError } from './errors.ts';

export interface RateLimitRule {
  /** e.g. `identity:sign-in:ip`; with the subject, names the counter */
  name: string;
  limit: number;
  windowSeconds: number;
}

/** A counter as it stands after an attempt: what the `RateLimit-*` response headers report. */
export interface RateLimitState {
  limit: number;
  remaining: number;
  /** seconds until the window ends (or a block is lifted) */
  resetSeconds: number;
}

export class RateLimitedError extends AppError {
  constructor(retryAfterSeconds: number, message = `Too many attempts. Please try again in ${describeWait(retryAfterSeconds)}.`) {
    super('rate-limited', message, { code: 'rate_limited', retryAfterSeconds });
  }
}

export function describeWait(seconds: number): string {
  if (seconds < 60) return `${seconds} second${seconds === 1 ? '' : 's'}`;
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} minute${minutes === 1 ? '' : 's'}`;
}

/**
 * Fixed-window counters per rule and subject, shared by every host (rate-limiter-flexible on Redis
 * in services mode, in process memory when embedded).
 */
export interface RateLimiter {
  /** counts an attempt; throws `RateLimitedError` (429 with Retry-After) once over the limit */
  hit(rule: RateLimitRule, subject: string): Promise<RateLimitState>;
  /** the counter without counting; null when nothing was counted in the window */
  peek(rule: RateLimitRule, subject: string): Promise<RateLimitState | null>;
  /** refuses the subject for `seconds` (the counter reads as exhausted until then) */
  block(rule: RateLimitRule, subject: string, seconds: number): Promise<void>;
  reset(rule: RateLimitRule, subject: string): Promise<void>;
  close(): Promise<void>;
}
