import { access, readdir } from 'node:fs/promises';
import path from 'node:path';

/** the folders a module holds directly (docs/architecture.md section 2), besides its capability folders */
export const MODULE_FOLDERS = ['application', 'contracts', 'domain', 'http', 'infrastructure', 'migrations', 'testing'];

/** the folders of a capability folder: the standard layout, without the module's contracts/ and migrations/ */
export const CAPABILITY_FOLDERS = ['application', 'domain', 'http', 'infrastructure'];

/** the folders any application/ holds; its support files sit in it directly */
export const APPLICATION_FOLDERS = ['commands', 'queries', 'reports', 'subscribers', 'read-models'];

async function foldersIn(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true }).catch(() => []);
  return entries
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();
}

const exists = (file: string) =>
  access(file).then(
    () => true,
    () => false,
  );

function applicationProblems(application: string, folders: string[]): string[] {
  return folders
    .filter((folder) => !APPLICATION_FOLDERS.includes(folder))
    .map((folder) => `${application}/${folder}/ is not one of application/'s folders (${APPLICATION_FOLDERS.join(', ')})`);
}

/**
 * The folders of every module under `root` (modules/shared, the kernel, aside), the capability
 * folders among them and what is wrong: a folder directly in a module is one of `MODULE_FOLDERS` or a
 * capability folder (it has an index.ts) holding only `CAPABILITY_FOLDERS`, and every application/
 * holds only `APPLICATION_FOLDERS`. Problems name the offending folder, one line each.
 */
export async function moduleLayout(root: string): Promise<{ capabilities: string[]; problems: string[] }> {
  const capabilities: string[] = [];
  const problems: string[] = [];
  for (const module of await foldersIn(path.join(root, 'modules'))) {
    if (module === 'shared') continue;
    for (const folder of await foldersIn(path.join(root, 'modules', module))) {
      const at = `modules/${module}/${folder}`;
      const folders = await foldersIn(path.join(root, at));
      if (folder === 'application') problems.push(...applicationProblems(at, folders));
      if (MODULE_FOLDERS.includes(folder)) continue;
      if (!(await exists(path.join(root, at, 'index.ts')))) {
        problems.push(
          `${at}/ is neither one of a module's folders (${MODULE_FOLDERS.join(', ')}) nor a capability folder (it has no index.ts)`,
        );
        continue;
      }
      capabilities.push(at);
      for (const inner of folders) {
        if (!CAPABILITY_FOLDERS.includes(inner)) {
          problems.push(`${at}/${inner}/ is not one of a capability folder's folders (${CAPABILITY_FOLDERS.join(', ')})`);
        } else if (inner === 'application') {
          problems.push(...applicationProblems(`${at}/application`, await foldersIn(path.join(root, at, 'application'))));
        }
      }
    }
  }
  return { capabilities, problems: problems.sort() };
}
