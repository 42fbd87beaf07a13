import { expect, it } from 'vitest';
import { given } from '../testing/members.ts';
import { describeHost, useTestHost } from '../testing/test-host.ts';
import { RECORD_ID_PARAM } from './endpoints.ts';
import type { ApiOperation } from './openapi/operation.ts';

describeHost('record ids in paths', () => {
  const test = useTestHost({ startDispatcher: false });

  it('answers 404 on every route when an id in the path is not a UUID, as an administrator, with nothing run', async () => {
    const admin = await given(test).buyer();
    await test.grantAdmin(admin.id);
    const operations = (test.host.app.locals.operations as ApiOperation[]).filter(({ path }) =>
      path.split('/').some((segment) => segment.startsWith(':') && RECORD_ID_PARAM.test(segment.slice(1))),
    );
    expect(operations.length).toBeGreaterThan(40);
    const answers: string[] = [];
    for (const { method, path } of operations) {
      const url = path.replace(/:(\w+)/g, (_segment, name: string) => (RECORD_ID_PARAM.test(name) ? 'not-a-uuid' : 'seller'));
      const response = method === 'get' ? await admin.user.get(url) : await admin.user.send(method, url, {});
      answers.push(`${method.toUpperCase()} ${path} ${response.status}`);
    }
    expect(answers.filter((answer) => !answer.endsWith(' 404'))).toEqual([]);
  });
});
