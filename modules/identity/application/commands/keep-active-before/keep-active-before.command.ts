import { defineCommand } from '../../../../shared/kernel/bus.ts';

/**
 * A scheduled job: the overview's members active in the periods before today's 7, 30 and 90 days are counted soon
 * after the day changes, so no administrator waits for them (decision 0061); answers the periods it counted.
 */
export const KeepActiveBefore = defineCommand<void, { counted: number }>('identity.keep-active-before');
