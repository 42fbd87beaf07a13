import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { testMode } from '../testing/test-host.ts';
import { openDatabase, DataDirInUseError } from './database.ts';

// PGlite only: the services run has nothing to add here
describe.skipIf(testMode === 'services')('the embedded database directory', () => {
  let root: string;
  const open = (dir: string) =>
    openDatabase({ pgliteDir: dir, poolMax: 1, entities: [], migrations: [], logger: pino({ level: 'silent' }) });

  beforeEach(async () => {
    root = await mkdtemp(path.join(tmpdir(), 'dealacre-db-'));
  });
  afterEach(async () => {
    await rm(root, { recursive: true, force: true });
  });

  it('is refused to a second opener while held, and free again once closed', async () => {
    const dir = path.join(root, 'pglite');
    const first = await open(dir);
    expect(await readFile(`${dir}.lock`, 'utf8')).toBe(String(process.pid));
    await expect(open(dir)).rejects.toThrow(DataDirInUseError);
    await expect(open(dir)).rejects.toThrow(/is in use by another DealAcre process .*point DATA_DIR at another directory/);
    await first.close();

    const again = await open(dir);
    await again.close();
  });

  it('is taken over when the lock was left by a process that no longer runs', async () => {
    const dir = path.join(root, 'pglite');
    await writeFile(`${dir}.lock`, '2147483646');
    const database = await open(dir);
    expect(await readFile(`${dir}.lock`, 'utf8')).toBe(String(process.pid));
    await database.close();
  });

  it('keeps its data across a close and reopen', async () => {
    const dir = path.join(root, 'pglite');
    const first = await open(dir);
    await first.orm.em.fork().execute('create table kept (value text)');
    await first.orm.em.fork().execute(`insert into kept values ('still here')`);
    await first.close();
    const second = await open(dir);
    expect(await second.orm.em.fork().execute('select value from kept')).toEqual([{ value: 'still here' }]);
    await second.close();
  });
});
