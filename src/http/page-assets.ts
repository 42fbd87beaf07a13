import type { ServerManifest, ServerManifestRoute } from '@tanstack/router-core';

/** The chunks of the browser's build, as Vite's manifest lists them (web/dist/client/.vite/manifest.json). */
export interface ViteManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
}
export type ViteManifest = Record<string, ViteManifestChunk>;

/** The browser's entry (web/vite.config.ts). */
export const CLIENT_ENTRY = 'src/entry-client.tsx';
const ROUTES_DIR = 'src/routes/';

/** The chunks a set of manifest chunks loads before it runs: the chunks and, transitively, their static imports. */
export function staticClosure(manifest: ViteManifest, keys: readonly string[]): ViteManifestChunk[] {
  const chunks: ViteManifestChunk[] = [];
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) throw new Error(`The web build's manifest has no chunk "${key}": rebuild with \`npm run build\``);
    chunks.push(chunk);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  keys.forEach(visit);
  return chunks;
}

/**
 * The router's id of a route file (TanStack Router's file-based naming): `index.tsx` is `/`,
 * `blog/index.tsx` is `/blog/`, `property/$id.tsx` is `/property/$id`.
 */
export function routeIdOf(routeFile: string): string {
  const name = routeFile.slice(ROUTES_DIR.length).replace(/\.tsx$/, '');
  if (name === '__root') return '__root__';
  return `/${name.replace(/(^|\/)index$/, '$1')}`;
}

const url = (file: string) => `/${file}`;

/**
 * Marks the data scripts that list a page's modules for the web app's start script
 * (`web/src/lib/start-app.ts`, which reads them by this attribute).
 */
const APP_MODULES_ATTRIBUTE = 'data-app-modules';

/**
 * What a page's document lists for the start script: on every page the entry and its static imports
 * (the libraries' chunks), on a route's pages the chunks of its code, which it preloads.
 */
export interface AppModules {
  entry?: string;
  imports?: string[];
  preloads?: string[];
}

const modulesScript = (modules: AppModules) => ({
  attrs: { type: 'application/json', [APP_MODULES_ATTRIBUTE]: '' },
  children: JSON.stringify(modules),
});

/**
 * What each page's document loads, for the router's <HeadContent> and <Scripts>: on every page the
 * entry's stylesheets, and data scripts that name the entry and its static imports and, on a route's
 * pages, that route's code chunks (hydration waits for the matched routes' code). The web app's start
 * script loads them all at once after the first paint (decision 0038).
 */
export function serverManifest(manifest: ViteManifest): ServerManifest {
  const entry = manifest[CLIENT_ENTRY];
  if (!entry?.isEntry) throw new Error(`The web build's manifest has no entry ${CLIENT_ENTRY}: rebuild with \`npm run build\``);
  const initial = staticClosure(manifest, [CLIENT_ENTRY]);
  const loadedByEntry = new Set(initial.map((chunk) => chunk.file));
  const routes: Record<string, ServerManifestRoute> = {
    __root__: {
      css: initial.flatMap((chunk) => chunk.css ?? []).map(url),
      scripts: [
        modulesScript({ entry: url(entry.file), imports: initial.filter((chunk) => chunk !== entry).map((chunk) => url(chunk.file)) }),
      ],
    },
  };
  const routePreloads = new Map<string, Set<string>>();
  const splitChunks = Object.keys(manifest).filter((key) => key.startsWith(ROUTES_DIR) && key.includes('?tsr-split='));
  for (const key of splitChunks) {
    const routeId = routeIdOf(key.slice(0, key.indexOf('?')));
    const files = staticClosure(manifest, [key])
      .map((chunk) => chunk.file)
      .filter((file) => !loadedByEntry.has(file));
    const preloads = routePreloads.get(routeId) ?? new Set();
    for (const file of files) preloads.add(url(file));
    routePreloads.set(routeId, preloads);
  }
  for (const [routeId, preloads] of routePreloads) routes[routeId] = { scripts: [modulesScript({ preloads: [...preloads] })] };
  return { routes };
}
