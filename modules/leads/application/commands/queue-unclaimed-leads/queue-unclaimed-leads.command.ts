import { defineCommand } from '../../../../shared/kernel/bus.ts';

/** Moves the leads no investor took within the hour to the administrators' queue; answers how many. */
export const QueueUnclaimedLeads = defineCommand<void, number>('leads.queue-unclaimed-leads');
