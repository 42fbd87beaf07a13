import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';

/**
 * `npm run dev`: the host (on PORT, 3000 by default) with the web app served from its sources through
 * Vite (hot reload for the web app; the host restarts when its own code changes). Open http://localhost:3000.
 * The host reads `.env` as `npm start` does (a variable set in the environment wins over the file). Only
 * an existing file is named: Node's watch mode, given a missing one, fails an assertion when stopped and
 * leaves the host running.
 */
const envFile = existsSync('.env') ? ['--env-file=.env'] : [];
const host = spawn(process.execPath, [...envFile, '--watch-path=src', '--watch-path=modules', 'src/main.ts'], {
  stdio: 'inherit',
  env: { ...process.env, WEB_DEV: 'true' },
});
const stop = () => host.kill('SIGTERM');
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
host.on('exit', (code) => {
  process.exitCode = code ?? 0;
});
