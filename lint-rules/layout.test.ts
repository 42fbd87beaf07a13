import { fileURLToPath } from 'node:url';
import { expect, it } from 'vitest';
import { moduleLayout } from './layout.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
const fixtures = fileURLToPath(new URL('./layout-fixtures', import.meta.url));

it('names an ad-hoc folder in a module, in an application/, in a capability folder and in its application/, in the fixtures', async () => {
  expect(await moduleLayout(fixtures)).toEqual({
    capabilities: ['modules/delta/board'],
    problems: [
      "modules/delta/board/application/alerts/ is not one of application/'s folders (commands, queries, reports, subscribers, read-models)",
      "modules/delta/board/contracts/ is not one of a capability folder's folders (application, domain, http, infrastructure)",
      "modules/delta/board/lib/ is not one of a capability folder's folders (application, domain, http, infrastructure)",
      "modules/gamma/application/jv/ is not one of application/'s folders (commands, queries, reports, subscribers, read-models)",
      "modules/gamma/helpers/ is neither one of a module's folders (application, contracts, domain, http, infrastructure, migrations, testing) nor a capability folder (it has no index.ts)",
    ],
  });
});

it("every module of the project keeps to the layout, engagement's capability folders included", async () => {
  const { capabilities, problems } = await moduleLayout(root);
  expect(problems).toEqual([]);
  expect(capabilities).toEqual(
    expect.arrayContaining(['modules/engagement/favorites-and-alerts', 'modules/engagement/messaging', 'modules/engagement/network']),
  );
});
