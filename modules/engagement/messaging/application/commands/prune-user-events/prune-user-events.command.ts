import { defineCommand } from '../../../../../shared/kernel/bus.ts';

/** Forgets realtime events older than a week: a client away longer reloads instead of catching up. */
export const PruneUserEvents = defineCommand<void, number>('engagement.prune-user-events');
