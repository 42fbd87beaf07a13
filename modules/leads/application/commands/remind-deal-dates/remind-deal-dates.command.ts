import { defineCommand } from '../../../../shared/kernel/bus.ts';

/** The job: a day before each date of an accepted deal, both sides are reminded (once per date). */
export const RemindDealDates = defineCommand<void, number>('leads.remind-deal-dates');
