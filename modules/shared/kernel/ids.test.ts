import { describe, expect, it } from 'vitest';
import { isUuid, newId } from './ids.ts';

describe('newId', () => {
  it('makes version 7 UUIDs, all different, across many draws of random bytes', () => {
    const ids = Array.from({ length: 2_000 }, () => newId());
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });

  it('begins with the time in milliseconds, so ids sort by when they were made', () => {
    const at = Date.UTC(2026, 10, 30, 12);
    expect(newId(at).replace('-', '').slice(0, 12)).toBe(at.toString(16).padStart(12, '0'));
    expect(newId(at) < newId(at + 1)).toBe(true);
    expect(isUuid(newId(at))).toBe(true);
  });
});
