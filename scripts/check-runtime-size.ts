import { spawnSync } from 'node:child_process';
import { copyFileSync, cpSync, existsSync, lstatSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

/**
 * `npm run check:runtime-size`: the production image's node_modules, and a budget for it.
 *
 * Runs the commands of the Dockerfile's prod-deps stage (`npm ci --omit=dev --ignore-scripts`, then the
 * removals) in a temporary directory holding package.json and package-lock.json, prints the size of the
 * resulting node_modules and its largest packages, and fails above the budget. A package that only the web
 * build needs belongs in devDependencies: the server renderer is built with the web's libraries inside it.
 *
 * When the server renderer has been built (web/dist/server), every file of it is then imported from the
 * temporary directory: a package it imports that the image does not install fails the check.
 *
 * Sizes are disk usage in MiB, as `du` reports them. Needs the npm registry (or npm's cache), as `npm ci` does.
 */

/** The production node_modules may not exceed this many MiB. */
export const RUNTIME_BUDGET_MIB = 150;
const LARGEST = 10;

const root = fileURLToPath(new URL('..', import.meta.url));
const MiB = 1024 * 1024;

class CheckFailed extends Error {}

/** Stops the check; the temporary directory is still removed. */
function fail(message: string): never {
  throw new CheckFailed(message);
}

/** The shell commands of the Dockerfile's prod-deps stage's RUN instructions, without their build flags. */
export function prodDepsCommands(dockerfile: string): string[] {
  const lines = dockerfile.replace(/\\\r?\n/g, ' ').split(/\r?\n/);
  const start = lines.findIndex((line) => /^FROM\s+\S+\s+AS\s+prod-deps\s*$/i.test(line.trim()));
  if (start === -1) fail('the Dockerfile has no prod-deps stage');
  const commands: string[] = [];
  for (const line of lines.slice(start + 1)) {
    const instruction = line.trim();
    if (/^FROM\s/i.test(instruction)) break;
    const run = /^RUN\s+(.*)$/i.exec(instruction);
    // `--mount=...` and the like are BuildKit's options of the RUN instruction, not part of the command
    if (run) commands.push(run[1]!.replace(/^(?:--\S+\s+)*/, '').trim());
  }
  if (!commands.some((command) => /\bnpm ci\b/.test(command))) fail('the prod-deps stage runs no `npm ci`');
  return commands;
}

/** Disk usage of a file or directory tree, in bytes (allocated blocks, as `du` counts them). */
function diskUsage(target: string): number {
  const stat = lstatSync(target);
  let total = stat.blocks * 512;
  if (stat.isDirectory()) for (const entry of readdirSync(target)) total += diskUsage(path.join(target, entry));
  return total;
}

/** The top-level packages of node_modules (`name` or `@scope/name`) with their disk usage, largest first. */
function packageSizes(nodeModules: string): { name: string; bytes: number }[] {
  const packages: { name: string; bytes: number }[] = [];
  for (const entry of readdirSync(nodeModules)) {
    if (entry.startsWith('.')) continue;
    const full = path.join(nodeModules, entry);
    if (entry.startsWith('@') && lstatSync(full).isDirectory()) {
      for (const scoped of readdirSync(full)) packages.push({ name: `${entry}/${scoped}`, bytes: diskUsage(path.join(full, scoped)) });
    } else {
      packages.push({ name: entry, bytes: diskUsage(full) });
    }
  }
  return packages.sort((a, b) => b.bytes - a.bytes);
}

/**
 * Imports every JavaScript file of the built server renderer from `dir` (a copy beside the production node_modules)
 * in a child process; returns the files whose imports do not resolve there.
 */
function unresolvedRendererImports(dir: string): string[] {
  const serverDir = path.join(dir, 'web', 'dist', 'server');
  const files = readdirSync(serverDir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.m?js$/.test(entry.name))
    .map((entry) => pathToFileURL(path.join(entry.parentPath, entry.name)).href);
  const program = `
    const failed = [];
    for (const file of ${JSON.stringify(files)}) {
      try { await import(file); }
      catch (error) {
        if (error?.code === 'ERR_MODULE_NOT_FOUND' || error?.code === 'MODULE_NOT_FOUND') failed.push(file + ': ' + error.message.split('\\n')[0]);
      }
    }
    console.log(JSON.stringify(failed));
  `;
  const result = spawnSync(process.execPath, ['--input-type=module', '-e', program], {
    cwd: dir,
    encoding: 'utf8',
    env: { ...process.env, NODE_ENV: 'production' },
  });
  if (result.status !== 0) fail(`importing the server renderer failed:\n${result.stderr}`);
  const lastLine = result.stdout.trim().split('\n').at(-1) ?? '[]';
  return JSON.parse(lastLine) as string[];
}

function main(): void {
  const commands = prodDepsCommands(readFileSync(path.join(root, 'Dockerfile'), 'utf8'));
  const dir = mkdtempSync(path.join(tmpdir(), 'dealacre-runtime-'));
  try {
    copyFileSync(path.join(root, 'package.json'), path.join(dir, 'package.json'));
    copyFileSync(path.join(root, 'package-lock.json'), path.join(dir, 'package-lock.json'));
    for (const command of commands) {
      console.log(`$ ${command}`);
      const result = spawnSync('sh', ['-c', command], {
        cwd: dir,
        stdio: 'inherit',
        env: { ...process.env, NPM_CONFIG_FUND: 'false', NPM_CONFIG_AUDIT: 'false', NPM_CONFIG_UPDATE_NOTIFIER: 'false' },
      });
      if (result.status !== 0) fail(`\`${command}\` exited with ${result.status ?? result.signal}`);
    }

    const nodeModules = path.join(dir, 'node_modules');
    const total = diskUsage(nodeModules);
    const packages = packageSizes(nodeModules);
    console.log(`\nThe ${LARGEST} largest of ${packages.length} top-level packages:`);
    for (const { name, bytes } of packages.slice(0, LARGEST)) console.log(`  ${(bytes / MiB).toFixed(1).padStart(6)} MiB  ${name}`);

    const rendererDir = path.join(root, 'web', 'dist', 'server');
    if (existsSync(path.join(rendererDir, 'entry-server.js'))) {
      cpSync(rendererDir, path.join(dir, 'web', 'dist', 'server'), { recursive: true });
      const unresolved = unresolvedRendererImports(dir);
      if (unresolved.length > 0) {
        fail(`the server renderer imports packages the production image does not install:\n  ${unresolved.join('\n  ')}`);
      }
      console.log('\nThe built server renderer imports only production dependencies.');
    } else {
      console.log('\nThe server renderer is not built (npm run build:web): its imports were not checked.');
    }

    const mib = total / MiB;
    if (mib > RUNTIME_BUDGET_MIB) {
      fail(`the production node_modules is ${mib.toFixed(1)} MiB, over the ${RUNTIME_BUDGET_MIB} MiB budget`);
    }
    console.log(`The production node_modules is ${mib.toFixed(1)} MiB, within the ${RUNTIME_BUDGET_MIB} MiB budget.`);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

if (import.meta.main) {
  try {
    main();
  } catch (error) {
    if (!(error instanceof CheckFailed)) throw error;
    console.error(`check:runtime-size: ${error.message}`);
    process.exitCode = 1;
  }
}
