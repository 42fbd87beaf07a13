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

  it("are bound to a member's session: a nonce and its signature, different for each session", () => {
    const tokens: string[] = [];
    const res = { cookie: (_name: string, value: string) => tokens.push(value) } as unknown as Response;
    for (let i = 0; i < 300; i++) rotateCsrfToken(res, false, i % 2 === 0 ? 'session-a' : 'session-b');
    expect(tokens.every((token) => /^[\w-]{22}\.[\w-]{43}$/.test(token))).toBe(true);
    expect(new Set(tokens.map((token) => token.split('.')[0])).size).toBe(300);
  });
});
