import { describe, expect, it } from 'vitest';
import type { IndexSettings, SearchDocument } from '../../../../modules/shared/kernel/search-index.port.ts';
import { EmbeddedSearchIndex } from './embedded-search-index.ts';
import { countTypos } from './typos.ts';

// What the contract suite cannot see: behaviour specific to the embedded engine.

const settings: IndexSettings = { searchable: ['title'], filterable: ['kind'], sortable: ['rank'], facets: ['kind'] };

const doc = (id: string, title: string, kind = 'a', rank = 0): SearchDocument => ({ id, title, kind, rank });

describe('countTypos', () => {
  it('counts substitutions, insertions, deletions and adjacent swaps', () => {
    expect(countTypos('ranch', 'ranch', 1, false)).toBe(0);
    expect(countTypos('rench', 'ranch', 1, false)).toBe(1);
    expect(countTypos('ranh', 'ranch', 1, false)).toBe(1);
    expect(countTypos('rannch', 'ranch', 1, false)).toBe(1);
    expect(countTypos('rnach', 'ranch', 1, false)).toBe(1);
    expect(countTypos('rnahc', 'ranch', 1, false)).toBe(-1);
  });

  it('measures a prefix against the closest beginning of the term', () => {
    expect(countTypos('apartm', 'apartments', 1, true)).toBe(0);
    expect(countTypos('aparm', 'apartments', 1, true)).toBe(1);
    expect(countTypos('aparm', 'apartments', 1, false)).toBe(-1);
  });

  it('charges two typos for a wrong first letter', () => {
    expect(countTypos('tanch', 'ranch', 1, false)).toBe(-1);
    expect(countTypos('qarehouse', 'warehouse', 2, false)).toBe(2);
    expect(countTypos('arehouse', 'warehouse', 2, false)).toBe(2);
  });
});

describe('EmbeddedSearchIndex', () => {
  it('refuses an index that was not declared', async () => {
    const engine = new EmbeddedSearchIndex();
    await expect(engine.search('nope', {})).rejects.toThrow(/not declared/);
    await expect(engine.upsert('nope', [doc('1', 'x')])).rejects.toThrow(/not declared/);
  });

  it('keeps answering correctly across compactions', async () => {
    const engine = new EmbeddedSearchIndex({ compactAfterDead: 3 });
    await engine.ensureIndex('items', settings);
    for (const version of ['alpha', 'bravo', 'charlie', 'delta', 'echo']) {
      await engine.upsert('items', [doc('1', `apple ${version}`, 'a'), doc('2', `pear ${version}`, 'b'), doc('3', 'plum', 'b')]);
    }
    await engine.remove('items', ['3']);
    expect(await engine.count('items')).toBe(2);
    const result = await engine.search('items', { text: 'echo', facets: ['kind'] });
    expect(result.hits.map((hit) => hit.id)).toEqual(['1', '2']);
    expect(result.facets).toEqual({ kind: { a: 1, b: 1 } });
    expect((await engine.search('items', { text: 'delta' })).total).toBe(0);
  });

  it('applies a write made during a rebuild to the rebuilt index', async () => {
    const engine = new EmbeddedSearchIndex();
    await engine.ensureIndex('items', settings);
    await engine.upsert('items', [doc('old', 'old')]);
    let upsertDuringRebuild: Promise<void> | undefined;
    async function* batches(): AsyncIterable<SearchDocument[]> {
      yield [doc('1', 'rebuilt')];
      upsertDuringRebuild = engine.upsert('items', [doc('2', 'written meanwhile')]);
      yield [doc('3', 'rebuilt')];
    }
    await engine.rebuild('items', settings, batches());
    await upsertDuringRebuild;
    expect((await engine.search('items', {})).hits.map((hit) => hit.id)).toEqual(['1', '2', '3']);
  });

  it('reindexes the documents it holds when the settings change', async () => {
    const engine = new EmbeddedSearchIndex();
    await engine.ensureIndex('items', settings);
    await engine.upsert('items', [doc('1', 'apple', 'a', 2), doc('2', 'pear', 'b', 1)]);
    await expect(engine.search('items', { filters: [{ field: 'rank', in: [1] }] })).rejects.toThrow(/not declared filterable/);
    await engine.ensureIndex('items', { ...settings, filterable: ['kind', 'rank'] });
    expect((await engine.search('items', { filters: [{ field: 'rank', in: [1] }] })).hits.map((hit) => hit.id)).toEqual(['2']);
  });

  it('sorts numbers before strings in both directions, documents without a value last', async () => {
    const engine = new EmbeddedSearchIndex();
    await engine.ensureIndex('items', settings);
    await engine.upsert('items', [
      { id: 'none', title: 'x' },
      { id: 'text', title: 'x', rank: 'b' },
      { id: 'Text', title: 'x', rank: 'A' },
      { id: 'two', title: 'x', rank: 2 },
      { id: 'ten', title: 'x', rank: 10 },
    ]);
    const order = async (direction: 'asc' | 'desc') =>
      (await engine.search('items', { sort: [{ field: 'rank', direction }] })).hits.map((hit) => hit.id);
    expect(await order('asc')).toEqual(['two', 'ten', 'Text', 'text', 'none']);
    expect(await order('desc')).toEqual(['ten', 'two', 'text', 'Text', 'none']);
  });

  it('returns copies, so a caller cannot alter the index through a hit', async () => {
    const engine = new EmbeddedSearchIndex();
    await engine.ensureIndex('items', settings);
    await engine.upsert('items', [doc('1', 'apple')]);
    const [hit] = (await engine.search('items', {})).hits;
    hit.title = 'changed';
    expect((await engine.search('items', {})).hits[0].title).toBe('apple');
  });
});
