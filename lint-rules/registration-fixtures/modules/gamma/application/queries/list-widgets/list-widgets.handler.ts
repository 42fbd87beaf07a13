import { answersQuery } from '../../../../../../../modules/shared/kernel/use-case.ts';
import { ListWidgets } from './list-widgets.query.ts';

class ListWidgetsHandler {
  async execute() {
    return [];
  }
}

export const listWidgets = answersQuery(ListWidgets, {}, ListWidgetsHandler);
