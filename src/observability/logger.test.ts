import { describe, expect, it } from 'vitest';
import { logFormat, prettyMessage } from './logger.ts';

describe('log format', () => {
  it('is readable on a terminal and JSON otherwise, unless told', () => {
    expect(logFormat({ NODE_ENV: 'development', LOG_FORMAT: 'auto' }, true)).toBe('pretty');
    expect(logFormat({ NODE_ENV: 'development', LOG_FORMAT: 'auto' }, false)).toBe('json');
    expect(logFormat({ NODE_ENV: 'development', LOG_FORMAT: 'pretty' }, false)).toBe('pretty');
    expect(logFormat({ NODE_ENV: 'development', LOG_FORMAT: 'json' }, true)).toBe('json');
  });

  it('is always JSON in production', () => {
    expect(logFormat({ NODE_ENV: 'production', LOG_FORMAT: 'auto' }, true)).toBe('json');
  });

  it('writes a request on one short line', () => {
    const request = { req: { method: 'GET', url: '/api/properties' }, res: { statusCode: 200 }, responseTime: 12 };
    expect(prettyMessage({ ...request, msg: 'request completed' }, 'msg')).toBe('GET /api/properties 200 12 ms');
    expect(prettyMessage({ ...request, msg: 'request aborted' }, 'msg')).toBe('GET /api/properties 200 12 ms (request aborted)');
    expect(prettyMessage({ req: request.req, msg: 'slow query' }, 'msg')).toBe('GET /api/properties: slow query');
    expect(prettyMessage({ msg: 'migrations applied' }, 'msg')).toBe('migrations applied');
  });
});
