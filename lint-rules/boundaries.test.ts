import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { expect, it } from 'vitest';

const fixtures = fileURLToPath(new URL('./fixtures', import.meta.url));
const depcruise = fileURLToPath(new URL('../node_modules/dependency-cruiser/bin/dependency-cruise.mjs', import.meta.url));
const config = fileURLToPath(new URL('../.dependency-cruiser.cjs', import.meta.url));

interface Violation {
  rule: { name: string };
  from: string;
  to: string;
}

it('the boundary rules catch every kind of forbidden import in the fixtures, in capability folders too, and nothing else', async () => {
  const run = promisify(execFile)(
    process.execPath,
    [depcruise, '--config', config, '--output-type', 'json', 'src', 'modules', 'web/src', 'load-tests'],
    {
      cwd: fixtures,
      maxBuffer: 16 * 1024 * 1024,
    },
  );
  // depcruise exits non-zero when it finds violations; the report is on stdout either way
  const { stdout } = await run.catch((error: { stdout: string }) => ({ stdout: error.stdout }));
  const violations: Violation[] = JSON.parse(stdout).summary.violations;
  // a package's path from its node_modules/ on, wherever the installed packages lie (a symlinked node_modules resolves elsewhere)
  const found = violations
    .map(({ rule, from, to }) => `${rule.name}: ${from} -> ${to.replace(/^.*?\bnode_modules\//, 'node_modules/')}`)
    .sort();

  expect(found).toEqual(
    [
      'module-through-contracts-only: modules/alpha/index.ts -> modules/beta/domain/thing.entity.ts',
      'modules-never-import-the-host: modules/beta/index.ts -> src/host.ts',
      'kernel-is-a-leaf: modules/shared/kernel/port.ts -> modules/alpha/index.ts',
      'contracts-are-browser-safe: modules/alpha/contracts/http.ts -> fs',
      'domain-without-infrastructure: modules/alpha/domain/widget.entity.ts -> node_modules/express/index.js',
      'domain-without-infrastructure: modules/alpha/gadgets/domain/gadget.entity.ts -> modules/alpha/gadgets/infrastructure/gadget-store.ts',
      'queries-without-orm: modules/alpha/application/queries/list-widgets/list-widgets.handler.ts -> modules/alpha/domain/widget.entity.ts',
      'queries-without-orm: modules/alpha/gadgets/application/queries/list-gadgets/list-gadgets.handler.ts -> modules/alpha/gadgets/domain/gadget.entity.ts',
      'host-through-index-and-contracts-only: src/host.ts -> modules/beta/domain/thing.entity.ts',
      'host-through-index-and-contracts-only: load-tests/bench.ts -> modules/beta/domain/thing.entity.ts',
      'web-features-independent: web/src/features/one/a.ts -> web/src/features/two/b.ts',
      'web-only-contracts: web/src/features/one/a.ts -> src/host.ts',
      'web-shared-code-imports-no-feature: web/src/lib/c.ts -> web/src/features/two/b.ts',
      'no-circular: modules/alpha/domain/cycle-a.ts -> modules/alpha/domain/cycle-b.ts',
    ].sort(),
  );
});
