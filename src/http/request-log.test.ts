import type { IncomingMessage, ServerResponse } from 'node:http';
import { describe, expect, it } from 'vitest';
import { requestLogLevel } from './request-log.ts';

const level = (url: string, statusCode: number, error?: Error, originalUrl?: string) =>
  requestLogLevel({ url, originalUrl } as unknown as IncomingMessage, { statusCode } as ServerResponse, error);

describe('request log level', () => {
  it('writes no line for a static file served', () => {
    expect(level('/assets/index-abc123.js', 200)).toBe('silent');
    expect(level('/favicon.svg', 304)).toBe('silent');
    expect(level('/uploads/listings/photo.webp', 200)).toBe('silent');
    expect(level('/@vite/client', 200)).toBe('silent');
    // a mounted handler sees its path without the mount point
    expect(level('/index-abc123.js', 200, undefined, '/assets/index-abc123.js')).toBe('silent');
  });

  it('keeps the line of a static file that failed, and of every other request', () => {
    expect(level('/assets/gone.js', 404)).toBe('info');
    expect(level('/assets/index.js', 200, new Error('aborted'))).toBe('info');
    expect(level('/api/properties/search', 200)).toBe('info');
    expect(level('/', 200)).toBe('info');
    expect(level('/properties/assets', 200)).toBe('info');
  });
});
