import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';

const SPECIFIER = /(?:import|export)\s[^;]*?from\s*'([^']+)'|import\(\s*'([^']+)'\s*\)/g;

async function sourceFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

/**
 * Proves the module graph is acyclic, in the order of `src/modules.ts` (docs/architecture.md section 3):
 * a module's code uses another module's contracts (its API, plans, types) only when that module comes
 * earlier in `order`. Subscribing to a module's `contracts/events.ts` is allowed in either direction:
 * an event reaches its subscriber after the publisher's commit and nothing answers back. Every module
 * folder must be in `order`. Answers the problems, one line each; tests are not part of the graph.
 */
export async function moduleOrderProblems(root: string, order: readonly string[]): Promise<string[]> {
  const modulesDir = path.join(root, 'modules');
  const folders = (await readdir(modulesDir, { withFileTypes: true })).filter((entry) => entry.isDirectory() && entry.name !== 'shared');
  const problems: string[] = [];
  for (const folder of folders.map((entry) => entry.name).sort()) {
    const position = order.indexOf(folder);
    if (position < 0) {
      problems.push(`modules/${folder} is not in the module order`);
      continue;
    }
    for (const file of await sourceFiles(path.join(modulesDir, folder))) {
      const source = await readFile(file, 'utf8');
      for (const [, staticSpecifier, dynamicSpecifier] of source.matchAll(SPECIFIER)) {
        const specifier = staticSpecifier ?? dynamicSpecifier;
        if (!specifier.startsWith('.')) continue;
        const [other, ...rest] = path.relative(modulesDir, path.resolve(path.dirname(file), specifier)).split(path.sep);
        const target = rest.join('/');
        if (other === folder || other === 'shared' || other.startsWith('..') || target === 'contracts/events.ts') continue;
        if (order.indexOf(other) < position) continue;
        problems.push(
          `${path.relative(root, file).split(path.sep).join('/')}: ${folder} uses ${other}/${target}, but ${other} does not come before ${folder} in the module order (subscribe to its events instead)`,
        );
      }
    }
  }
  return problems;
}
