import { answersQuery } from '../../../../../../../modules/shared/kernel/use-case.ts';
import { ListWidgets } from './list-widgets.query.ts';

export const listWidgets = answersQuery(ListWidgets, [], () => ({ execute: async () => [] }));
