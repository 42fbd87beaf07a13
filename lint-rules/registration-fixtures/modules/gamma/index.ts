import type { ModuleDefinition } from '../../../../modules/shared/kernel/module.ts';
import { makeWidget } from './application/commands/make-widget/make-widget.handler.ts';
import { listWidgets } from './application/queries/list-widgets/list-widgets.handler.ts';

// ListWidgets listed twice, Forgotten not at all
export const gammaModule: ModuleDefinition = {
  name: 'gamma',
  entities: [],
  migrations: [],
  commands: [makeWidget],
  queries: [listWidgets, listWidgets],
};
