import { spawn } from 'node:child_process';

/**
 * `npm run dev`: the host (on PORT, 3000 by default) with the web app served from its sources through
 * Vite (hot reload for the web app; the host restarts when its own code changes). Open http://localhost:3000.
 * The host reads `.env` as `npm start` does (a variable set in the environment wins over the file).
 */
const host = spawn(process.execPath, ['--env-file-if-exists=.env', '--watch-path=src', '--watch-path=modules', 'src/main.ts'], {
  stdio: 'inherit',
  env: { ...process.env, WEB_DEV: 'true' },
});
const stop = () => host.kill('SIGTERM');
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
host.on('exit', (code) => {
  process.exitCode = code ?? 0;
});
