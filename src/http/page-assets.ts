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
 * What each page's document loads, for the router's <HeadContent> and <Scripts>: on every page the
 * entry's stylesheets, its script and the modulepreloads of its static imports; on a route's pages
 * also the modulepreloads of that route's code chunks, so the browser fetches them with the entry
 * instead of after it (hydration waits for the matched routes' code).
 */
export function serverManifest(manifest: ViteManifest): ServerManifest {
  const entry = manifest[CLIENT_ENTRY];
  if (!entry?.isEntry) throw new Error(`The web build's manifest has no entry ${CLIENT_ENTRY}: rebuild with \`npm run build\``);
  const initial = staticClosure(manifest, [CLIENT_ENTRY]);
  const loadedByEntry = new Set(initial.map((chunk) => chunk.file));
  const routes: Record<string, ServerManifestRoute> = {
    __root__: {
      css: initial.flatMap((chunk) => chunk.css ?? []).map(url),
      preloads: initial.filter((chunk) => chunk !== entry).map((chunk) => url(chunk.file)),
      scripts: [{ attrs: { type: 'module', src: url(entry.file), async: true } }],
    },
  };
  const splitChunks = Object.keys(manifest).filter((key) => key.startsWith(ROUTES_DIR) && key.includes('?tsr-split='));
  for (const key of splitChunks) {
    const routeId = routeIdOf(key.slice(0, key.indexOf('?')));
    const files = staticClosure(manifest, [key]).map((chunk) => chunk.file).filter((file) => !loadedByEntry.has(file));
    const route = (routes[routeId] ??= { preloads: [] });
    route.preloads = [...new Set([...(route.preloads ?? []), ...files.map(url)])];
  }
  return { routes };
}
