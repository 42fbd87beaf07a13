import { defineCommand } from '../../../../shared/kernel/bus.ts';

/** Scheduled: campaigns whose throttle window moved on, or whose worker died, go on sending. */
export const DriveCampaigns = defineCommand<void, number>('leads.drive-campaigns');
