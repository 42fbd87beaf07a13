import { defineCommand } from '../../../../../../../modules/shared/kernel/bus.ts';

export const MakeWidget = defineCommand<void, void>('gamma.make-widget');
