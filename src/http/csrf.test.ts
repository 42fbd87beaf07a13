import type { Response } from 'express';
import { describe, expect, it } from 'vitest';
import { rotateCsrfToken } from './csrf.ts';

describe('CSRF tokens', () => {
  it('are 32 random bytes in base64url, never the same twice, also across refills of the random pool', () => {
    const tokens: string[] = [];
    const res = { cookie: (name: string, value: string) => tokens.push(`${name}=${value}`) } as unknown as Response;
    for (let i = 0; i < 1_000; i++) rotateCsrfToken(res, false);
    expect(tokens.every((token) => /^csrf_token=[\w-]{43}$/.test(token))).toBe(true);
    expect(new Set(tokens).size).toBe(1_000);
  });
});
