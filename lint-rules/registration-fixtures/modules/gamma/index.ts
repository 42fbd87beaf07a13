import type { ModuleDefinition } from '../../../../modules/shared/kernel/module.ts';
import { makeWidget } from './application/commands/make-widget/make-widget.handler.ts';
import { listWidgets } from './application/queries/list-widgets/list-widgets.handler.ts';
import { widgetsEndpoint } from './http/widgets.endpoint.ts';

// ListWidgets listed twice, Forgotten not at all; one of the two declared endpoints mounted
export const gammaModule: ModuleDefinition = {
  name: 'gamma',
  entities: [],
  migrations: [],
  commands: [makeWidget],
  queries: [listWidgets, listWidgets],
  endpoints: [widgetsEndpoint],
};
