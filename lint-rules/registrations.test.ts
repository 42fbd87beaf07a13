import { fileURLToPath } from 'node:url';
import { expect, it } from 'vitest';
import { modules } from '../src/modules.ts';
import { registrationProblems, useCaseFiles } from './registrations.ts';
import { gammaModule } from './registration-fixtures/modules/gamma/index.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
const fixtures = fileURLToPath(new URL('./registration-fixtures', import.meta.url));

it('finds a use case never registered, one registered twice, and routes calling bus names nobody registers, in the fixtures', async () => {
  expect(await registrationProblems(fixtures, [gammaModule])).toEqual([
    'gamma.list-widgets is registered 2 times (gamma.queries, gamma.queries)',
    "modules/gamma/application/commands/forgotten/forgotten.command.ts: the command gamma.forgotten is not registered in its module's commands",
    'modules/gamma/http/gamma.routes.ts: Undeclared is not a command or query imported by the routes file',
    'modules/gamma/http/gamma.routes.ts: calls gamma.ghost, which no module registers',
  ]);
});

it('every command and query of the project is registered exactly once, and every route calls a registered one', async () => {
  expect((await useCaseFiles(root)).length).toBeGreaterThan(50);
  expect(await registrationProblems(root, modules)).toEqual([]);
});
