import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { lazySchema } from './lazy-schema.ts';

describe('lazySchema', () => {
  it('builds the schema on first use only, then behaves as the schema', () => {
    let builds = 0;
    const schema = lazySchema(() => {
      builds += 1;
      return z.object({ page: z.coerce.number().int().min(2).optional().catch(undefined) });
    });
    expect(builds).toBe(0);
    expect(schema.parse({ page: '3' })).toEqual({ page: 3 });
    expect('~standard' in schema).toBe(true);
    expect(schema['~standard'].validate({ page: '1' })).toEqual({ value: { page: undefined } });
    expect(schema.extend({ q: z.string() }).parse({ q: 'x' })).toEqual({ q: 'x' });
    expect(builds).toBe(1);
  });
});
