/**
 * `npm run dev`: the API on PORT (default 3000) restarting on change, and Vite's dev server on
 * 5173 with hot reload, proxying /api and /files to the API. Open http://localhost:5173.
 */
import { spawn } from 'node:child_process';

// The browser talks to Vite's origin, so links in e-mails and the auth origin check use it.
const env = { ...process.env, PUBLIC_URL: process.env.PUBLIC_URL ?? 'http://localhost:5173' };
const children = [
  spawn(process.execPath, ['--import', 'tsx', '--watch', 'src/server/main.ts'], { stdio: 'inherit', env }),
  spawn(process.execPath, ['node_modules/vite/bin/vite.js'], { stdio: 'inherit', env }),
];
const stop = () => {
  for (const child of children) child.kill('SIGTERM');
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children) {
  child.on('exit', (code) => {
    stop();
    process.exitCode = code ?? 0;
  });
}
