import { token } from '../../../../shared/kernel/tokens.ts';
import type { RealtimeHub } from './realtime-hub.ts';

/** The engagement module's own services (not for other modules). */
export const REALTIME_HUB = token<RealtimeHub>('engagement.RealtimeHub');
