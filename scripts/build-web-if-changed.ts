import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * `npm start` runs this first: it builds the web app (as `npm run build:web` does: the browser's build,
 * then the server's) only when what the build reads has changed since the last build it made. A digest
 * of those files is written to web/dist/build-stamp.json after a successful build. `--force` builds anyway;
 * `--list` prints the files the digest covers.
 */

const root = fileURLToPath(new URL('..', import.meta.url));
const STAMP = path.join(root, 'web', 'dist', 'build-stamp.json');
/** raised when what is hashed changes, so an older stamp never matches */
const STAMP_VERSION = 1;
/** what the host needs from a build; one missing means there is no usable build */
const OUTPUTS = ['web/dist/client/.vite/manifest.json', 'web/dist/server/entry-server.js'];
/** tests are never part of the bundle: editing one needs no build */
const TEST_FILE = /\.test\.tsx?$/;

/** What the two builds read besides the module code the web imports. */
const WEB_INPUTS = ['web/src', 'web/index.html', 'web/public', 'web/vite.config.ts', 'web/tsconfig.json', 'package-lock.json'];
/** `import ... from '...'`, `export ... from '...'`, `import '...'` and `import('...')` */
const IMPORT = /(?:\bfrom|\bimport)\s*\(?\s*['"]([^'"]+)['"]/g;

const isFile = (relative: string) => existsSync(path.join(root, relative)) && statSync(path.join(root, relative)).isFile();

function filesUnder(relative: string): string[] {
  const absolute = path.join(root, relative);
  if (!existsSync(absolute)) return [];
  if (!statSync(absolute).isDirectory()) return [relative];
  return readdirSync(absolute, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && !TEST_FILE.test(entry.name))
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'));
}

/**
 * The files under modules/ the web app imports (contracts, a few kernel files), followed through their own
 * imports: a change to server-only module code needs no build. `@contracts/` is web/tsconfig.json's alias of modules/.
 */
function moduleFilesImportedBy(webFiles: string[]): string[] {
  const found = new Set<string>();
  const pending = [...webFiles];
  for (let file = pending.pop(); file !== undefined; file = pending.pop()) {
    if (!/\.(?:ts|tsx|js|mjs)$/.test(file)) continue;
    for (const [, imported] of readFileSync(path.join(root, file), 'utf8').matchAll(IMPORT)) {
      const specifier = imported.replace(/\?.*$/, '');
      const target = specifier.startsWith('@contracts/')
        ? `modules/${specifier.slice('@contracts/'.length)}`
        : specifier.startsWith('.')
          ? path.posix.join(path.posix.dirname(file), specifier)
          : undefined;
      if (!target?.startsWith('modules/') || found.has(target) || !isFile(target)) continue;
      found.add(target);
      pending.push(target);
    }
  }
  return [...found];
}

function inputFiles(): string[] {
  const webFiles = WEB_INPUTS.flatMap(filesUnder);
  return [...webFiles, ...moduleFilesImportedBy(webFiles)].sort();
}

/** One digest of every input file's path and content. */
function sourcesDigest(): string {
  const hash = createHash('sha256').update(`build-web-if-changed v${STAMP_VERSION}\n`);
  for (const file of inputFiles()) {
    hash.update(`${file}\0`);
    hash.update(readFileSync(path.join(root, file)));
    hash.update('\0');
  }
  return hash.digest('hex');
}

function stampedDigest(): string | undefined {
  try {
    return (JSON.parse(readFileSync(STAMP, 'utf8')) as { digest?: string }).digest;
  } catch {
    return undefined;
  }
}

function vite(...args: string[]): void {
  const require = createRequire(import.meta.url);
  const bin = path.join(path.dirname(require.resolve('vite/package.json')), 'bin', 'vite.js');
  const result = spawnSync(process.execPath, [bin, 'build', '--config', 'web/vite.config.ts', '--logLevel', 'warn', ...args], {
    cwd: root,
    stdio: 'inherit',
  });
  if (result.status !== 0) {
    console.error(`web app: vite build ${args.join(' ')} failed`);
    process.exit(result.status ?? 1);
  }
}

function main(): void {
  if (process.argv.includes('--list')) {
    console.log(inputFiles().join('\n'));
    return;
  }
  const force = process.argv.includes('--force');
  const before = sourcesDigest();
  const built = OUTPUTS.every((output) => existsSync(path.join(root, output)));
  const stamped = stampedDigest();
  if (!force && built && stamped === before) {
    console.log('web app: unchanged since its last build (web/dist), not rebuilt');
    return;
  }
  const reason = force
    ? 'build forced'
    : !built
      ? 'no build yet'
      : stamped
        ? 'sources changed since the last build'
        : 'no record of what the last build was made from';
  console.log(`web app: ${reason}; building`);
  const began = performance.now();
  // a build that stops half way leaves no stamp behind, so the next start builds again
  rmSync(STAMP, { force: true });
  vite();
  vite('--ssr');
  // the router plugin regenerates a source file as it builds: the digest is taken again, and a stamp
  // written only when nothing changed while building (a file saved meanwhile means the next start builds)
  const after = sourcesDigest();
  if (after === before) writeFileSync(STAMP, `${JSON.stringify({ digest: after, builtAt: new Date().toISOString() }, null, 2)}\n`);
  console.log(`web app: built in ${((performance.now() - began) / 1000).toFixed(1)} s`);
}

main();
