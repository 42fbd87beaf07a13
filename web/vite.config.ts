import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import tailwindcss from '@tailwindcss/vite';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

const webDir = fileURLToPath(new URL('.', import.meta.url));

/** Text files worth compressing; images and fonts are compressed formats already. */
const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|txt|xml|webmanifest|map)$/;
/** Below this a compressed copy saves too little to matter. */
const MIN_BYTES = 1024;
/** The packages the server's build imports from node_modules (subpaths included); the rest is bundled. */
const SERVER_PACKAGES = ['react', 'react-dom', 'zod', 'date-fns'];

/**
 * Writes `<file>.br` (brotli, quality 11) and `<file>.gz` (gzip, level 9) beside every text file of
 * the build over 1 KB, so the host sends them as they are instead of compressing each request
 * (src/http/spa.ts). A copy that is not smaller than the file is not written.
 */
function precompress(): Plugin {
  const brotli = promisify(brotliCompress);
  const gzipped = promisify(gzip);
  return {
    name: 'dealacre:precompress',
    apply: 'build',
    async writeBundle({ dir }) {
      if (!dir) return;
      const entries = await readdir(dir, { recursive: true, withFileTypes: true });
      const files = entries
        .filter((entry) => entry.isFile() && COMPRESSIBLE.test(entry.name))
        .map((entry) => path.join(entry.parentPath, entry.name))
        // .vite/ holds the build manifest, which the host does not serve
        .filter((file) => !path.relative(dir, file).split(path.sep).includes('.vite'));
      await Promise.all(
        files.map(async (file) => {
          const content = await readFile(file);
          if (content.length < MIN_BYTES) return;
          const [br, gz] = await Promise.all([
            brotli(content, {
              params: {
                [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
                [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
                [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
              },
            }),
            gzipped(content, { level: constants.Z_BEST_COMPRESSION }),
          ]);
          await Promise.all([
            br.length < content.length ? writeFile(`${file}.br`, br) : undefined,
            gz.length < content.length ? writeFile(`${file}.gz`, gz) : undefined,
          ]);
        }),
      );
    },
  };
}

/**
 * Two builds (`npm run build:web`): the browser's (dist/client, served by the host, with a manifest
 * of its chunks) and the server's (`--ssr`, dist/server/entry-server.js, which the host imports to
 * render pages; never served). The server's build carries the web's libraries inside it, so the production
 * image installs only what the host itself imports (package.json keeps the web-only ones in devDependencies).
 */
export default defineConfig(({ isSsrBuild }) => ({
  root: webDir,
  plugins: [
    // The router plugin must come before react(): it generates src/routeTree.gen.ts (committed).
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      routesDirectory: `${webDir}src/routes`,
      generatedRouteTree: `${webDir}src/routeTree.gen.ts`,
    }),
    react(),
    tailwindcss(),
    ...(isSsrBuild ? [] : [precompress()]),
  ],
  // The @/ (web/src) and @contracts/ (modules) import aliases are declared once, as paths in tsconfig.json.
  resolve: { tsconfigPaths: true },
  ssr: {
    noExternal: true,
    // Left to node_modules: packages the host imports itself (the mail layout renders with React; the contracts
    // and jobs use zod and date-fns), so one copy of each serves both and they stay production dependencies.
    // `npm run check:runtime-size` checks that every package the built renderer imports is one.
    external: SERVER_PACKAGES,
  },
  build: isSsrBuild
    ? {
        outDir: `${webDir}dist/server`,
        emptyOutDir: true,
        copyPublicDir: false,
        rolldownOptions: { input: `${webDir}src/entry-server.tsx` },
      }
    : {
        // Vite's default hashed names under dist/client/assets let the host cache them immutably.
        outDir: `${webDir}dist/client`,
        emptyOutDir: true,
        // dist/client/.vite/manifest.json: the entry's scripts and styles for the pages the host renders, and which
        // chunks each page loads for `npm run check:bundle` (the host does not serve dot directories)
        manifest: true,
        rolldownOptions: {
          input: `${webDir}src/entry-client.tsx`,
          output: {
            // Long-lived libraries in their own chunks: an app release does not invalidate them.
            // Only libraries every page needs; the rest stays with the chunks that use it (a group by
            // package name once put every Radix primitive and TanStack Table in every page's download).
            // `npm run check:bundle` holds what the entry loads to its budget.
            codeSplitting: {
              groups: [
                { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
                // the router and the query client; Table is for back-office pages only
                { name: 'tanstack', test: /node_modules[\\/]@tanstack[\\/](?!react-table|table-core)/ },
                { name: 'zod', test: /node_modules[\\/]zod[\\/]/ },
                // the other libraries the entry imports statically (the layout's Radix parts, icons)
                { name: 'vendor', test: /node_modules[\\/]/, tags: ['$initial'] },
                // The contracts' schemas the entry imports (the session, the search URL's vocabulary): a file of their
                // own, which the page's start script evaluates in a task of its own before the app's (decision 0038).
                { name: 'contracts', test: /[\\/]modules[\\/]/, tags: ['$initial'] },
                // The app's own modules the entry imports statically, in one file rather than a file each: on a
                // phone's HTTP/1.1 connections every extra request costs a round trip before the page hydrates.
                { name: 'app', test: /[\\/]web[\\/]src[\\/]/, tags: ['$initial'] },
                // The icons of the later chunks, together (a few hundred bytes each, one request instead of dozens).
                { name: 'icons', test: /node_modules[\\/]lucide-react[\\/]/ },
              ],
            },
          },
        },
      },
}));
