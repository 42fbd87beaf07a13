import { Container } from 'inversify';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Reindexer } from '../../../../modules/shared/kernel/module.ts';
import type { IndexSettings, SearchIndex } from '../../../../modules/shared/kernel/search-index.port.ts';
import { PLATFORM } from '../../../../modules/shared/kernel/tokens.ts';
import { systemClock } from '../../../../modules/shared/kernel/clock.ts';
import { loadConfig, platformSettings } from '../../../config.ts';
import { modules } from '../../../modules.ts';
import { MemoryKeyValue } from '../../kv/memory-key-value.ts';
import { MEILISEARCH_IMAGE } from './meilisearch-search-index.ts';
import { toMeilisearchSettings } from './request-mapping.ts';

// infra/meilisearch/settings/<index>.json holds, for every index the modules declare, the settings
// body the adapter sends (PATCH /indexes/<prefix><index>/settings). This test fails when they drift;
// `npx vitest run --project unit src/adapters/search/meilisearch/settings-files.test.ts -u` rewrites them.

const ROOT = path.resolve(import.meta.dirname, '../../../..');
const SETTINGS_DIR = path.join(ROOT, 'infra/meilisearch/settings');

/**
 * Every index the modules declare, with its settings: what their reindexers' `prepare` (run by the
 * host at every boot) passes to `ensureIndex`, recorded in a container holding the modules' bindings
 * and stand-ins for the platform's services (prepare touches nothing but the search port).
 */
async function declaredIndexes(): Promise<Map<string, IndexSettings>> {
  const declared = new Map<string, IndexSettings>();
  const refuse = (method: string) => () => Promise.reject(new Error(`a reindexer's prepare called SearchIndex.${method}`));
  const recorder: SearchIndex = {
    async ensureIndex(index, settings) {
      if (declared.has(index)) throw new Error(`index ${index} is declared twice`);
      declared.set(index, settings);
    },
    upsert: refuse('upsert'),
    remove: refuse('remove'),
    search: refuse('search'),
    searchMany: refuse('searchMany'),
    count: refuse('count'),
    rebuild: refuse('rebuild'),
    ping: refuse('ping'),
    close: refuse('close'),
  };
  const container = new Container({ defaultScope: 'Singleton' });
  for (const service of Object.values(PLATFORM)) container.bind(service).toConstantValue({});
  container.rebind(PLATFORM.SearchIndex).toConstantValue(recorder);
  container.rebind(PLATFORM.KeyValue).toConstantValue(new MemoryKeyValue());
  container.rebind(PLATFORM.Settings).toConstantValue(platformSettings(loadConfig({})));
  container.rebind(PLATFORM.Clock).toConstantValue(systemClock);
  for (const module of modules) module.bind?.(container);
  for (const module of modules) {
    for (const reindexer of module.reindex ?? []) await container.get<Reindexer>(reindexer).prepare();
  }
  return declared;
}

const asFile = (settings: IndexSettings) => `${JSON.stringify(toMeilisearchSettings(settings), null, 2)}\n`;

describe('infra/meilisearch/settings', () => {
  it('has exactly one file per index the modules declare', async () => {
    const declared = await declaredIndexes();
    expect([...declared.keys()]).toEqual(expect.arrayContaining(['properties']));
    const files = (await readdir(SETTINGS_DIR)).filter((file) => file.endsWith('.json'));
    expect(files.sort()).toEqual([...declared.keys()].map((index) => `${index}.json`).sort());
  });

  it("holds each index's settings exactly as the adapter sends them", async () => {
    for (const [index, settings] of await declaredIndexes()) {
      await expect(asFile(settings), `infra/meilisearch/settings/${index}.json`).toMatchFileSnapshot(
        path.join(SETTINGS_DIR, `${index}.json`),
      );
    }
  });
});

describe('docker-compose.yml', () => {
  it('runs the Meilisearch release the adapter targets', async () => {
    const compose = await readFile(path.join(ROOT, 'docker-compose.yml'), 'utf8');
    expect(compose.match(/image:\s*(getmeili\/meilisearch:\S+)/)?.[1]).toBe(MEILISEARCH_IMAGE);
  });
});
