import { describe, expect, it } from 'vitest';
import { ApiAccess } from './api-access.entity.ts';

describe('ApiAccess', () => {
  it('ignores a plan event older than the one applied', () => {
    const access = ApiAccess.copy('u1', true, new Date('2026-05-02T00:00:00Z'));
    expect(access.update(false, new Date('2026-05-01T00:00:00Z'))).toBe(false);
    expect(access.allowed).toBe(true);
    expect(access.update(false, new Date('2026-05-03T00:00:00Z'))).toBe(true);
    expect(access.allowed).toBe(false);
  });
});
