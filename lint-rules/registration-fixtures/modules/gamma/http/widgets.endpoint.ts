import { endpoint } from '../../../../../modules/shared/kernel/endpoint.ts';

// listed in the module's endpoints
export const widgetsEndpoint = endpoint({
  method: 'get',
  path: '/api/gamma/widgets',
  tag: 'Gamma',
  summary: 'Widgets',
  access: 'public',
  run: async () => [],
});

// declared, but no module mounts it
export const forgottenEndpoint = endpoint({
  method: 'delete',
  path: '/api/gamma/widgets/:id',
  tag: 'Gamma',
  summary: 'Delete a widget',
  access: 'member',
  run: async () => undefined,
});
