import { expect, it } from 'vitest';
import { describeHost, useTestHost } from '../testing/test-host.ts';

describeHost('migrations', () => {
  const test = useTestHost({ startDispatcher: false });

  it('create exactly the schema the entities describe', async () => {
    const drift = await test.database.orm.schema.getUpdateSchemaSQL({ wrap: false, safe: false, dropTables: false });
    expect(drift.trim()).toBe('');
  });

  it('give every module its own Postgres schema', async () => {
    const rows = await test.database.orm.em
      .fork()
      .execute<Array<{ name: string }>>(
        `select schema_name as name from information_schema.schemata where schema_name in ('platform', 'identity', 'listings', 'engagement', 'leads', 'billing', 'content') order by 1`,
      );
    expect(rows.map((row) => row.name)).toEqual(['billing', 'content', 'engagement', 'identity', 'leads', 'listings', 'platform']);
  });

  it('are a no-op when applied again', async () => {
    expect(await test.database.migrate()).toEqual([]);
  });
});
