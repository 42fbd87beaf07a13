import { defineQuery } from '../../../../../../../modules/shared/kernel/bus.ts';

export const ListWidgets = defineQuery<void, string[]>('gamma.list-widgets');
