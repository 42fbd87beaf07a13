import { defineQuery } from '../../../../../modules/shared/kernel/bus.ts';

// a query type no module answers
export const Ghost = defineQuery<void, void>('gamma.ghost');
