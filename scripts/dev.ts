import { spawn } from 'node:child_process';

/**
 * `npm run dev`: the host on :3000 with the web app served from its sources through Vite (hot
 * reload for the web app; the host restarts when its own code changes). Open http://localhost:3000.
 */
const host = spawn(process.execPath, ['--watch-path=src', '--watch-path=modules', 'src/main.ts'], {
  stdio: 'inherit',
  env: { ...process.env, PORT: process.env.PORT ?? '3000', WEB_DEV: 'true' },
});
const stop = () => host.kill('SIGTERM');
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
host.on('exit', (code) => {
  process.exitCode = code ?? 0;
});
