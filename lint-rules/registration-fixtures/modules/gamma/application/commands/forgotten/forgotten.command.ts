import { defineCommand } from '../../../../../../../modules/shared/kernel/bus.ts';

// defined, handled nowhere: the arch test must say so
export const Forgotten = defineCommand<void, void>('gamma.forgotten');
