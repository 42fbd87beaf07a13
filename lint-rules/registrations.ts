import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { ModuleDefinition } from '../modules/shared/kernel/module.ts';

async function filesUnder(dir: string, suffix: RegExp): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries
    .filter((entry) => entry.isFile() && suffix.test(entry.name) && !/\.test\.ts$/.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

/** the bus names a `*.command.ts` or `*.query.ts` file defines (its exported `{ name }` values) */
async function busNamesOf(file: string): Promise<string[]> {
  const exported = (await import(pathToFileURL(file).href)) as Record<string, unknown>;
  return Object.values(exported).flatMap((value) =>
    value && typeof value === 'object' && 'name' in value && typeof value.name === 'string' && Object.keys(value).length === 1
      ? [value.name]
      : [],
  );
}

const BUS_CALL = /\b(?:commands\.execute|queries\.ask)\(\s*([A-Z]\w*)/g;
const IMPORT = /import\s*(?:type\s*)?\{([^}]*)\}\s*from\s*'([^']+)'/g;

/** the bus name each `commands.execute(X` / `queries.ask(X` of a routes file calls, X resolved through its imports */
async function busCallsOf(file: string): Promise<Array<{ identifier: string; name: string | null }>> {
  const source = await readFile(file, 'utf8');
  const from = new Map<string, string>();
  for (const [, names, specifier] of source.matchAll(IMPORT)) {
    for (const name of names.split(',').map((part) =>
      part
        .trim()
        .replace(/^type\s+/, '')
        .split(/\s+as\s+/)
        .pop()!,
    )) {
      if (name) from.set(name, specifier);
    }
  }
  const calls = [];
  for (const [, identifier] of source.matchAll(BUS_CALL)) {
    const specifier = from.get(identifier);
    const exported = specifier
      ? ((await import(pathToFileURL(path.resolve(path.dirname(file), specifier)).href)) as Record<string, { name?: string }>)
      : {};
    calls.push({ identifier, name: exported[identifier]?.name ?? null });
  }
  return calls;
}

/** every `*.command.ts` and `*.query.ts` under `root`'s modules */
export async function useCaseFiles(root: string): Promise<string[]> {
  return [
    ...(await filesUnder(path.join(root, 'modules'), /\.command\.ts$/)),
    ...(await filesUnder(path.join(root, 'modules'), /\.query\.ts$/)),
  ];
}

/**
 * Proves the use-case wiring of `modules` under `root`: every command and query a `*.command.ts` /
 * `*.query.ts` file defines is registered exactly once, by a module's `commands` or `queries` list
 * of the right kind, and every bus name a route calls is registered. Answers the problems, one line each.
 */
export async function registrationProblems(root: string, modules: readonly ModuleDefinition[]): Promise<string[]> {
  const registered = new Map<string, string[]>();
  for (const module of modules) {
    for (const [kind, list] of [
      ['command', module.commands ?? []],
      ['query', module.queries ?? []],
    ] as const) {
      for (const registration of list) {
        registered.set(registration.name, [
          ...(registered.get(registration.name) ?? []),
          `${module.name}.${kind === 'command' ? 'commands' : 'queries'}`,
        ]);
      }
    }
  }
  const problems: string[] = [];
  for (const [name, places] of registered) {
    if (places.length > 1) problems.push(`${name} is registered ${places.length} times (${places.join(', ')})`);
  }
  const relative = (file: string) => path.relative(root, file).split(path.sep).join('/');
  for (const [suffix, kind, list] of [
    [/\.command\.ts$/, 'command', 'commands'],
    [/\.query\.ts$/, 'query', 'queries'],
  ] as const) {
    for (const file of await filesUnder(path.join(root, 'modules'), suffix)) {
      for (const name of await busNamesOf(file)) {
        const places = registered.get(name);
        if (!places) problems.push(`${relative(file)}: the ${kind} ${name} is not registered in its module's ${list}`);
        else if (!places.every((place) => place.endsWith(`.${list}`)))
          problems.push(`${relative(file)}: the ${kind} ${name} is registered as a ${kind === 'command' ? 'query' : 'command'}`);
      }
    }
  }
  for (const file of await filesUnder(path.join(root, 'modules'), /\.routes\.ts$/)) {
    for (const { identifier, name } of await busCallsOf(file)) {
      if (!name) problems.push(`${relative(file)}: ${identifier} is not a command or query imported by the routes file`);
      else if (!registered.has(name)) problems.push(`${relative(file)}: calls ${name}, which no module registers`);
    }
  }
  problems.push(...(await routeProblems(root, modules, relative)));
  return problems.sort();
}

const API_ROUTE = /\brouter\.(get|post|put|patch|delete)\(\s*['"`](\/api[^'"`]*)/g;

/**
 * Every `/api` endpoint is declared (with its use case, or as an `endpoint()` in a `*.endpoint.ts`
 * file), so the host mounts it and the OpenAPI document lists it: no module serves an `/api` route from
 * an Express router of its own, and every endpoint a `*.endpoint.ts` file exports is in its module's
 * `endpoints`.
 */
async function routeProblems(root: string, modules: readonly ModuleDefinition[], relative: (file: string) => string): Promise<string[]> {
  const problems: string[] = [];
  for (const file of await filesUnder(path.join(root, 'modules'), /\.tsx?$/)) {
    for (const [, method, route] of (await readFile(file, 'utf8')).matchAll(API_ROUTE)) {
      problems.push(`${relative(file)}: serves ${method.toUpperCase()} ${route} from a router instead of declaring the endpoint`);
    }
  }
  const mounted = new Set<unknown>(modules.flatMap((module) => module.endpoints ?? []));
  for (const file of await filesUnder(path.join(root, 'modules'), /\.endpoint\.ts$/)) {
    const exported = (await import(pathToFileURL(file).href)) as Record<string, { method?: unknown; path?: unknown }>;
    for (const [name, value] of Object.entries(exported)) {
      if (typeof value?.method === 'string' && typeof value.path === 'string' && !mounted.has(value)) {
        problems.push(`${relative(file)}: ${name} (${value.method.toUpperCase()} ${value.path}) is in no module's endpoints`);
      }
    }
  }
  return problems;
}
