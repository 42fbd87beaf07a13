import type { Express } from 'express';
import supertest from 'supertest';

/**
 * A browser for integration tests: keeps cookies and echoes the CSRF cookie in the X-CSRF-Token
 * header on mutations, as the SPA does. Call `get` once before the first mutation to receive the token.
 */
export function browser(app: Express) {
  const agent = supertest.agent(app);
  let csrf = '';
  const remember = (response: supertest.Response) => {
    const cookies = ([] as string[]).concat(response.headers['set-cookie'] ?? []);
    const match = cookies.map((cookie) => /^csrf_token=([^;]+)/.exec(cookie)).find(Boolean);
    if (match) csrf = match[1];
    return response;
  };
  /** a multipart POST of `files` in the form field `field` (none: an empty request) */
  const uploadFiles = async (path: string, field: string, files: Array<{ data: Buffer; name: string }>) => {
    const request = agent.post(path).set('X-CSRF-Token', csrf);
    for (const file of files) request.attach(field, file.data, file.name);
    return remember(await request);
  };
  return {
    agent,
    get: async (path: string) => remember(await agent.get(path)),
    send: async (method: 'post' | 'put' | 'patch' | 'delete', path: string, body?: object) =>
      remember(await agent[method](path).set('X-CSRF-Token', csrf).send(body)),
    upload: (path: string, file: Buffer, name: string) => uploadFiles(path, 'picture', [{ data: file, name }]),
    uploadFiles,
    sessionCookie: (response: supertest.Response) =>
      ([] as string[]).concat(response.headers['set-cookie'] ?? []).find((cookie) => cookie.startsWith('dealacre_session=')),
  };
}

export type Browser = ReturnType<typeof browser>;
