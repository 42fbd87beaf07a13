import { execFile } from 'node:child_process';
import { mkdtemp, mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import ts from 'typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import scenarioFile from '../scenarios.json' with { type: 'json' };
import { modules } from '../../src/modules.ts';
import { endpointOperation, moduleEndpoints } from '../../src/http/endpoints.ts';
import { hostOperations } from '../../src/http/openapi/openapi.routes.ts';

/**
 * k6 cannot be installed here, so its scripts are checked in Node: each parses as a module and passes
 * `node --check`; then each runs with stand-ins for k6's modules (requests answered by a fake server
 * that records them), which proves it builds its options with thresholds, and that every request it
 * makes (setup and one pass of every scenario) goes to a route the host or the web app has.
 */
const run = promisify(execFile);
const K6_DIR = path.dirname(fileURLToPath(import.meta.url));
const ROOT = path.resolve(K6_DIR, '../..');
const JOURNEYS = ['browse', 'search', 'map', 'property', 'sign-in', 'messaging', 'saved-searches'];
const K6_MODULES = ['k6', 'k6/http', 'k6/execution'];

async function filesUnder(directory: string, extension: string): Promise<string[]> {
  const entries = await readdir(directory, { withFileTypes: true, recursive: true });
  return entries
    .filter((entry) => entry.isFile() && entry.name.endsWith(extension))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

/**
 * `GET /api/properties/:id` → a pattern of the paths it answers: the declared endpoints (every
 * module's and the host's own), and the routes the host's and the modules' routers serve outside them
 * (health, sitemap, feeds)
 */
async function apiRoutes(): Promise<Array<{ method: string; pattern: RegExp; route: string }>> {
  const declared = [
    ...hostOperations({ devOutbox: true, testCheckout: true }),
    ...modules.flatMap(moduleEndpoints).map(endpointOperation),
  ].map(({ method, path }) => [method, path] as const);
  const files = [
    ...(await filesUnder(path.join(ROOT, 'modules'), '.routes.ts')),
    ...(await filesUnder(path.join(ROOT, 'src/http'), '.ts')),
  ];
  const routed = [];
  for (const file of files) {
    const source = await readFile(file, 'utf8');
    for (const [, method, route] of source.matchAll(/\b(?:router|app)\.(get|post|put|patch|delete)\(\s*'([^']+)'/g)) {
      if (route.includes('*')) continue; // the pages' catch-all: checked against the web app's routes
      routed.push([method, route] as const);
    }
  }
  return [...declared, ...routed].map(([method, route]) => ({
    method: method.toUpperCase(),
    route,
    pattern: new RegExp(`^${route.replace(/:\w+/g, '[^/]+')}$`),
  }));
}

/** the web app's file routes (TanStack Router): `property/$id.tsx` → /property/:id; `_guest/` adds nothing */
async function pageRoutes(): Promise<RegExp[]> {
  const directory = path.join(ROOT, 'web/src/routes');
  return (await filesUnder(directory, '.tsx')).map((file) => {
    const segments = path
      .relative(directory, file)
      .replace(/\.tsx$/, '')
      .split(/[/.]/)
      .filter((segment) => !segment.startsWith('_') && segment !== 'index' && segment !== 'route');
    return new RegExp(`^/${segments.map((segment) => (segment.startsWith('$') ? '[^/]+' : segment)).join('/')}$`);
  });
}

interface Recorded {
  method: string;
  path: string;
}

const ID = '0190a1b2-0000-7000-8000-0000000000aa';

/** What the fake deployment answers: enough for setup() to find listings, register and start conversations. */
function answer(method: string, pathname: string): { status: number; body: unknown } {
  if (method === 'GET' && pathname === '/api/properties') return { status: 200, body: [{ id: ID }] };
  if (method === 'POST' && pathname === '/api/auth/register') return { status: 201, body: { id: ID } };
  if (method === 'POST' && pathname === '/api/conversations') return { status: 201, body: { conversation: { id: ID } } };
  if (method === 'POST' && pathname === '/api/saved-searches') return { status: 201, body: { id: ID } };
  return { status: 200, body: { id: ID } };
}

const STUBS: Record<string, string> = {
  'k6.js': `
    export function check(response, checks) { return Object.values(checks).every((test) => test(response)); }
    export function sleep() {}
    export function fail(message) { throw new Error(message); }
  `,
  'k6-http.js': `
    function respond(method, url) {
      const { pathname } = new URL(url);
      globalThis.k6Requests.push({ method, path: url.slice(new URL(url).origin.length) });
      const { status, body } = globalThis.k6Answer(method, pathname);
      const text = JSON.stringify(body);
      return {
        status,
        body: text,
        json(selector) {
          const value = JSON.parse(text);
          return selector ? selector.split('.').reduce((node, key) => node?.[key], value) : value;
        },
      };
    }
    class CookieJar { cookiesForURL() { return { csrf_token: ['token'] }; } set() {} }
    const jar = new CookieJar();
    export default {
      get: (url) => respond('GET', url),
      request: (method, url) => respond(method, url),
      expectedStatuses: (...statuses) => statuses,
      cookieJar: () => jar,
      CookieJar,
    };
  `,
  'k6-execution.js': `
    export default {
      get scenario() { return { name: globalThis.k6Scenario }; },
      vu: { idInTest: 1 },
    };
  `,
};

describe('k6 scripts', () => {
  let copy: string;
  const recorded: Recorded[] = [];

  beforeAll(async () => {
    // an ESM copy whose k6 imports point at the stand-ins; open() reads beside the real scripts
    copy = await mkdtemp(path.join(tmpdir(), 'dealacre-k6-'));
    await mkdir(path.join(copy, 'k6/lib'), { recursive: true });
    await mkdir(path.join(copy, 'stubs'));
    for (const [name, source] of Object.entries(STUBS)) await writeFile(path.join(copy, 'stubs', name), source);
    for (const file of await filesUnder(K6_DIR, '.js')) {
      const target = path.join(copy, 'k6', path.relative(K6_DIR, file));
      const stubs = path.relative(path.dirname(target), path.join(copy, 'stubs')).replaceAll(path.sep, '/');
      const source = (await readFile(file, 'utf8')).replace(
        /from '(k6(?:\/\w+)?)'/g,
        (_whole, name: string) => `from '${stubs}/${name.replace('/', '-')}.js'`,
      );
      await writeFile(target, source);
    }
    Object.assign(globalThis, {
      __ENV: { BASE_URL: 'https://staging.dealacre.example', HOLD: '1m', RUN_ID: 'test' },
      open: (file: string) => (file === '../scenarios.json' ? JSON.stringify(scenarioFile) : ''),
      k6Requests: recorded,
      k6Answer: answer,
    });
  });
  afterAll(async () => {
    await rm(copy, { recursive: true, force: true });
  });

  it('has a script for every journey', async () => {
    const scripts = (await readdir(K6_DIR)).filter((name) => name.endsWith('.js'));
    expect(scripts).toEqual(expect.arrayContaining(JOURNEYS.map((journey) => `${journey}.js`)));
  });

  it('parses as modules (the TypeScript parser), passes node --check, and imports only k6 and its own files', async () => {
    for (const file of await filesUnder(K6_DIR, '.js')) {
      const text = await readFile(file, 'utf8');
      const { diagnostics } = ts.transpileModule(text, {
        fileName: file,
        reportDiagnostics: true,
        compilerOptions: { allowJs: true, module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ESNext },
      });
      expect(
        diagnostics?.map((diagnostic) => ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n')),
        file,
      ).toEqual([]);
      const tree = ts.createSourceFile(file, text, ts.ScriptTarget.ESNext, false, ts.ScriptKind.JS);
      for (const statement of tree.statements) {
        if (!ts.isImportDeclaration(statement) || !ts.isStringLiteral(statement.moduleSpecifier)) continue;
        const source = statement.moduleSpecifier.text;
        if (!K6_MODULES.includes(source)) expect(source, `${file} imports ${source}`).toMatch(/^\.\/(lib\/)?[\w-]+\.js$/);
      }
      await expect(run(process.execPath, ['--check', file])).resolves.toBeDefined();
    }
  });

  it.each(JOURNEYS.concat('mixed'))(
    '%s.js sets thresholds on failures, checks and each scenario’s p95, and requests only routes that exist',
    async (journey) => {
      const script = (await import(pathToFileURL(path.join(copy, 'k6', `${journey}.js`)).href)) as {
        options: { scenarios: Record<string, { exec: string }>; thresholds: Record<string, string[]> };
        setup: () => unknown;
        [exec: string]: unknown;
      };
      const names = Object.keys(script.options.scenarios);
      expect(names.length).toBeGreaterThan(0);
      expect(script.options.thresholds).toMatchObject({ http_req_failed: ['rate<0.01'], checks: ['rate>0.99'] });
      const known = [...scenarioFile.scenarios, ...scenarioFile.journeys];
      for (const name of names) {
        const { p95Ms } = known.find((scenario) => scenario.name === name)!;
        expect(script.options.thresholds[`http_req_duration{scenario:${name}}`]).toEqual([`p(95)<${p95Ms}`]);
        expect(typeof script[script.options.scenarios[name].exec]).toBe('function');
      }

      recorded.length = 0;
      const data = script.setup();
      for (const name of names) {
        (globalThis as { k6Scenario?: string }).k6Scenario = name;
        const exec = script[script.options.scenarios[name].exec] as (data: unknown) => void;
        // anonymous scenarios pick a path at random: enough draws to request most of them
        for (let pass = 0; pass < 40; pass++) exec(data);
      }
      expect(recorded.length).toBeGreaterThan(0);
      const [api, pages] = await Promise.all([apiRoutes(), pageRoutes()]);
      for (const { method, path: requested } of recorded) {
        const pathname = requested.split('?')[0];
        const exists =
          pathname.startsWith('/api/') || pathname === '/healthz'
            ? api.some((route) => route.method === method && route.pattern.test(pathname))
            : method === 'GET' && pages.some((page) => page.test(pathname));
        expect(exists, `${method} ${requested} is no route of the host or the web app`).toBe(true);
        expect(requested, 'every placeholder is filled').not.toMatch(/[{}]/);
      }
    },
  );
});

describe('scenarios.json', () => {
  it('names only routes that exist, in its scenarios and its journeys', async () => {
    const [api, pages] = await Promise.all([apiRoutes(), pageRoutes()]);
    const requests = [
      ...scenarioFile.scenarios.flatMap((scenario) => scenario.paths.map(({ path: template }) => ({ method: 'GET', template }))),
      ...scenarioFile.journeys.flatMap((journey) => journey.steps.map(({ method, path: template }) => ({ method, template }))),
    ];
    for (const { method, template } of requests) {
      const pathname = template.split('?')[0].replace(/\{\w+\}/g, ID);
      const exists =
        pathname.startsWith('/api/') || pathname === '/healthz'
          ? api.some((route) => route.method === method && route.pattern.test(pathname))
          : method === 'GET' && pages.some((page) => page.test(pathname));
      expect(exists, `${method} ${template}`).toBe(true);
    }
  });
});
