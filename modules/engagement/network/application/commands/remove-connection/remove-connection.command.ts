import { defineCommand } from '../../../../../shared/kernel/bus.ts';

/** Withdraws the member's request, declines one made to them, or removes a connection (either member). */
export const RemoveConnection = defineCommand<{ id: string }, void>('engagement.remove-connection');
