import { spawn, type ChildProcess } from 'node:child_process';

/**
 * `npm run dev`: the API on :3000 (restarted on change) and Vite on :5173 with hot reload,
 * proxying /api to the API. Open http://localhost:5173.
 */
const children: ChildProcess[] = [
  spawn(process.execPath, ['--watch-path=src', '--watch-path=modules', 'src/main.ts'], { stdio: 'inherit', env: { ...process.env, PORT: process.env.PORT ?? '3000' } }),
  spawn(process.execPath, ['node_modules/vite/bin/vite.js', '--config', 'web/vite.config.ts'], { stdio: 'inherit' }),
];

function stop(): void {
  for (const child of children) child.kill('SIGTERM');
}
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children) {
  child.on('exit', (code) => {
    stop();
    process.exitCode = code ?? 0;
  });
}
