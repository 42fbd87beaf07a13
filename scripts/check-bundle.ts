import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { CLIENT_ENTRY, serverManifest, staticClosure, type AppModules, type ViteManifest } from '../src/http/page-assets.ts';

/**
 * `npm run check:bundle` (after `npm run build:web`): the JavaScript pages download before they
 * can show themselves, and a budget for it.
 *
 * - The budget is on what every page's document loads to hydrate, the homepage's initial
 *   JavaScript: the entry chunk and its static imports, which the host writes into each page as
 *   its module script and modulepreloads (src/http/page-assets.ts). The server-rendered page shows
 *   before they arrive, but stays inert until they have run.
 * - The table adds each public page's route component chunk and its static imports, which the
 *   router fetches next, before the page renders. Chunks imported dynamically (the map, the help
 *   panel, dialogs) are not counted: they load when used.
 *
 * Sizes are in kB (1000 bytes), as Vite reports them. "brotli" is what the host sends to a browser
 * that accepts brotli: the precompressed .br file, or the plain file when it is too small to have
 * one; "gzip" likewise with .gz.
 *
 * `node scripts/check-bundle.ts [distDir]` checks another build directory.
 */

/** What every page loads to hydrate, brotli-compressed, may not exceed this many bytes. */
export const INITIAL_JS_BUDGET_BYTES = 170_000;

/** The public pages to report, by the route file that renders each (web/src/routes, as Vite's manifest names it). */
const PAGES = [
  { path: '/', route: 'src/routes/index.tsx' },
  { path: '/search', route: 'src/routes/search.tsx' },
  { path: '/property/$id', route: 'src/routes/property/$id.tsx' },
  { path: '/pricing', route: 'src/routes/pricing.tsx' },
] as const;

function fail(message: string): never {
  console.error(`check:bundle: ${message}`);
  process.exit(1);
}

/** The JS files a set of manifest chunks loads: the chunks and, transitively, their static imports. */
function jsClosure(manifest: ViteManifest, keys: readonly string[]): Set<string> {
  try {
    return new Set(
      staticClosure(manifest, keys)
        .map((chunk) => chunk.file)
        .filter((file) => file.endsWith('.js')),
    );
  } catch (error) {
    fail((error as Error).message);
  }
}

interface Sizes {
  raw: number;
  gzip: number;
  brotli: number;
}

function fileSizes(distDir: string, file: string): Sizes {
  const absolute = path.join(distDir, file);
  const content = readFileSync(absolute);
  const precompressed = `${absolute}.br`;
  return {
    raw: content.length,
    gzip: existsSync(`${absolute}.gz`) ? statSync(`${absolute}.gz`).size : content.length,
    brotli: existsSync(precompressed) ? statSync(precompressed).size : content.length,
  };
}

const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;

export function checkBundle(distDir: string): boolean {
  const manifestFile = path.join(distDir, '.vite', 'manifest.json');
  if (!existsSync(manifestFile)) fail(`${manifestFile} is missing: run \`npm run build:web\` first (it writes the manifest).`);
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as ViteManifest;
  const entryKey = CLIENT_ENTRY;
  if (!manifest[entryKey]?.isEntry) fail(`the Vite manifest has no entry ${CLIENT_ENTRY}`);
  if (!existsSync(path.join(distDir, `${manifest[entryKey].file}.br`))) {
    fail(`${manifest[entryKey].file} has no .br beside it: the build did not precompress (see web/vite.config.ts).`);
  }

  const cache = new Map<string, Sizes>();
  const sizesOf = (file: string) => {
    if (!cache.has(file)) cache.set(file, fileSizes(distDir, file));
    return cache.get(file)!;
  };
  const total = (files: Iterable<string>) =>
    [...files]
      .map(sizesOf)
      .reduce((sum, size) => ({ raw: sum.raw + size.raw, gzip: sum.gzip + size.gzip, brotli: sum.brotli + size.brotli }), {
        raw: 0,
        gzip: 0,
        brotli: 0,
      });

  // what every page's document loads before it hydrates: the entry and its preloads (src/http/page-assets.ts)
  const listed = (serverManifest(manifest).routes.__root__.scripts ?? []).map(
    (script) => JSON.parse(String(script.children)) as AppModules,
  );
  const linked = listed
    .flatMap((modules) => [...(modules.entry ? [modules.entry] : []), ...(modules.imports ?? []), ...(modules.preloads ?? [])])
    .map((href) => href.replace(/^\//, ''));
  const initial = jsClosure(manifest, [entryKey]);
  const missing = linked.filter((file) => !initial.has(file));
  if (missing.length > 0) fail(`pages load ${missing.join(', ')}, which the manifest does not list as the entry's static imports`);

  const rows = [
    { what: 'entry (every page)', files: initial, ...total(initial) },
    ...PAGES.map((page) => {
      const routeChunks = Object.keys(manifest).filter((key) => key.startsWith(`${page.route}?tsr-split=`) && key.includes('component'));
      if (routeChunks.length === 0)
        fail(`no component chunk of ${page.route} (${page.path}) in the manifest: update PAGES in scripts/check-bundle.ts`);
      const files = jsClosure(manifest, [entryKey, ...routeChunks]);
      return { what: `${page.path} (with its route)`, files, ...total(files) };
    }),
  ];

  const table = [
    ['initial JavaScript', 'files', 'raw', 'gzip', 'brotli'],
    ...rows.map((row) => [row.what, String(row.files.size), kB(row.raw), kB(row.gzip), kB(row.brotli)]),
  ];
  const widths = table[0].map((_, column) => Math.max(...table.map((line) => line[column].length)));
  for (const line of table)
    console.log(
      `  ${line.map((cell, column) => (column === 0 ? cell.padEnd(widths[column]) : cell.padStart(widths[column]))).join('   ')}`,
    );

  const budgeted = rows[0].brotli;
  if (budgeted > INITIAL_JS_BUDGET_BYTES) {
    console.error(
      `\ncheck:bundle: the JavaScript every page loads is ${kB(budgeted)} brotli, over the ${kB(INITIAL_JS_BUDGET_BYTES)} budget.\n` +
        '  Every page waits for it. Load what the first screen does not need with React.lazy or a dynamic import()\n' +
        '  (as web/src/components/map/lazy-maps.tsx does), or keep a library that only some pages use out of the chunks\n' +
        '  the entry imports (web/vite.config.ts). Raise INITIAL_JS_BUDGET_BYTES in scripts/check-bundle.ts only as a\n' +
        '  reviewed decision (docs/decisions/0018-compressed-assets-and-bundle-budget.md).',
    );
    return false;
  }
  console.log(`\nThe JavaScript every page loads is ${kB(budgeted)} brotli, within the ${kB(INITIAL_JS_BUDGET_BYTES)} budget.`);
  return true;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const distDir = path.resolve(process.argv[2] ?? fileURLToPath(new URL('../web/dist/client', import.meta.url)));
  if (!checkBundle(distDir)) process.exitCode = 1;
}
