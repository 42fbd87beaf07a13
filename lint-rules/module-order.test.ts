import { fileURLToPath } from 'node:url';
import { expect, it } from 'vitest';
import { modules } from '../src/modules.ts';
import { moduleOrderProblems } from './module-order.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
const fixtures = fileURLToPath(new URL('./module-order-fixtures', import.meta.url));

it('finds a call to a later module and a module missing from the order, and lets a subscription to a later module through, in the fixtures', async () => {
  expect(await moduleOrderProblems(fixtures, ['alpha', 'beta'])).toEqual([
    'modules/alpha/on-beta-happened.ts: alpha uses beta/contracts/api.ts, but beta does not come before alpha in the module order (subscribe to its events instead)',
    'modules/gamma is not in the module order',
  ]);
});

it('the modules of src/modules.ts form a DAG in their order', async () => {
  expect(modules.map((module) => module.name)).toEqual(['identity', 'billing', 'listings', 'engagement', 'leads', 'content']);
  expect(
    await moduleOrderProblems(
      root,
      modules.map((module) => module.name),
    ),
  ).toEqual([]);
});
