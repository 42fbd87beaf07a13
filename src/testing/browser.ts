import supertest from 'supertest';
import type { Clock } from '../../modules/shared/kernel/clock.ts';
import { PLATFORM } from '../../modules/shared/kernel/tokens.ts';
import type { Host } from '../host.ts';

/**
 * A browser for integration tests: keeps cookies and echoes the CSRF cookie in the X-CSRF-Token
 * header on mutations, as the SPA does. Call `get` once before the first mutation to receive the token.
 * Cookies expire on the host's clock, which a test may pin, not on the real one.
 */
export function browser(host: Pick<Host, 'app' | 'container'>) {
  const agent = supertest.agent(host.app);
  expireCookiesOn(agent, host.container.get<Clock>(PLATFORM.Clock));
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
  /** a multipart POST of text `fields` and, when given, one file in the form field `field` */
  const submitForm = async (path: string, fields: Record<string, string>, file?: { field: string; data: Buffer; name: string }) => {
    const request = agent.post(path).set('X-CSRF-Token', csrf);
    for (const [name, value] of Object.entries(fields)) request.field(name, value);
    if (file) request.attach(file.field, file.data, file.name);
    return remember(await request);
  };
  return {
    agent,
    get: async (path: string) => remember(await agent.get(path)),
    send: async (method: 'post' | 'put' | 'patch' | 'delete', path: string, body?: object) =>
      remember(await agent[method](path).set('X-CSRF-Token', csrf).send(body)),
    upload: (path: string, file: Buffer, name: string) => uploadFiles(path, 'picture', [{ data: file, name }]),
    uploadFiles,
    submitForm,
    sessionCookie: (response: supertest.Response) =>
      ([] as string[]).concat(response.headers['set-cookie'] ?? []).find((cookie) => cookie.startsWith('dealacre_session=')),
  };
}

export type Browser = ReturnType<typeof browser>;

/**
 * The agent's cookie jar drops a cookie whose Expires is past on the real clock, so a session set at a pinned
 * clock in the past would vanish at once. Expires is moved by the pinned clock's distance from the real one.
 */
function expireCookiesOn(agent: ReturnType<typeof supertest.agent>, clock: Clock) {
  type JarCookie = { expiration_date: number };
  const jar = (agent as unknown as { jar: { setCookie(cookie: JarCookie, ...rest: unknown[]): unknown } }).jar;
  const setCookie = jar.setCookie.bind(jar);
  jar.setCookie = (cookie, ...rest) => {
    if (Number.isFinite(cookie.expiration_date)) cookie.expiration_date += Date.now() - clock.now().getTime();
    return setCookie(cookie, ...rest);
  };
}
