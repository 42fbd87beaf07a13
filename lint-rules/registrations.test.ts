import { fileURLToPath } from 'node:url';
import { expect, it } from 'vitest';
import { modules } from '../src/modules.ts';
import { registrationProblems, useCaseFiles } from './registrations.ts';
import { gammaModule } from './registration-fixtures/modules/gamma/index.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
const fixtures = fileURLToPath(new URL('./registration-fixtures', import.meta.url));

it('finds a use case never registered, one registered twice, routes calling bus names nobody registers, an /api route outside a declaration and a declared endpoint no module mounts, in the fixtures', async () => {
  expect(await registrationProblems(fixtures, [gammaModule])).toEqual([
    'gamma.list-widgets is registered 2 times (gamma.queries, gamma.queries)',
    "modules/gamma/application/commands/forgotten/forgotten.command.ts: the command gamma.forgotten is not registered in its module's commands",
    'modules/gamma/http/gamma.routes.ts: Undeclared is not a command or query imported by the routes file',
    'modules/gamma/http/gamma.routes.ts: calls gamma.ghost, which no module registers',
    'modules/gamma/http/legacy.routes.ts: serves POST /api/gamma/legacy from a router instead of declaring the endpoint',
    "modules/gamma/http/widgets.endpoint.ts: forgottenEndpoint (DELETE /api/gamma/widgets/:id) is in no module's endpoints",
  ]);
});

it('every command and query of the project is registered exactly once, every route calls a registered one, and every /api endpoint is declared and mounted', async () => {
  expect((await useCaseFiles(root)).length).toBeGreaterThan(50);
  expect(await registrationProblems(root, modules)).toEqual([]);
});
