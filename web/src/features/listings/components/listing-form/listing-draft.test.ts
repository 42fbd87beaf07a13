import { describe, expect, it } from 'vitest';
import { emptyListingValues } from './form-values.ts';
import { draftKey, readDraft, removeDraft, sameValues, writeDraft } from './listing-draft.ts';

/** A Storage in memory, as the browser's localStorage behaves. */
function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, String(value)),
  };
}

describe('the listing draft kept on this device', () => {
  it('is one per user and form', () => {
    expect(draftKey('u1', null)).not.toBe(draftKey('u2', null));
    expect(draftKey('u1', null)).not.toBe(draftKey('u1', 'p1'));
  });

  it('is written, read back and removed', () => {
    const store = memoryStorage();
    const key = draftKey('u1', 'p1');
    const values = { ...emptyListingValues(), title: 'Forty acres', price: 42000 };
    writeDraft(key, { savedAt: '2026-01-01T10:00:00.000Z', baseVersion: 3, values }, store);
    expect(readDraft(key, store)).toEqual({
      savedAt: '2026-01-01T10:00:00.000Z',
      baseVersion: 3,
      values: JSON.parse(JSON.stringify(values)),
    });
    removeDraft(key, store);
    expect(readDraft(key, store)).toBeNull();
  });

  it('is ignored when unreadable', () => {
    const store = memoryStorage();
    store.setItem('k', '{not json');
    expect(readDraft('k', store)).toBeNull();
    store.setItem('k', JSON.stringify({ values: {} }));
    expect(readDraft('k', store)).toBeNull();
  });

  it('compares values as the form holds them: empty text and missing values are the same', () => {
    const empty = emptyListingValues();
    expect(sameValues(empty, { ...empty, zip: undefined as unknown as string })).toBe(true);
    expect(sameValues(empty, { ...empty, title: 'x' })).toBe(false);
  });
});
