import { token } from '../../modules/shared/kernel/tokens.ts';

/** What the platform's back-office use cases need from the host itself. */
export const PLATFORM_ADMIN = {
  /** wakes this host's outbox dispatcher (replayed events go out at once, not at the next poll) */
  WakeDispatcher: token<() => void>('platform.WakeDispatcher'),
};

export const ADMIN_TAG = 'Administration';
