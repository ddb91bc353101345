/**
 * `npm run dev`: the API on PORT (default 3000) restarting on change, and Vite's dev server on
 * 5173 with hot reload, proxying /api and /files to the API. Open http://localhost:5173.
 * Without CHIP_BRAND_ID/CHIP_SECRET_KEY, a local stand-in of CHIP takes online payments (port 3100).
 */
import { spawn } from 'node:child_process';
import { standinEnv, startChipStandin } from '../src/dev/chip-standin';

// The browser talks to Vite's origin, so links in e-mails and the auth origin check use it.
const env: NodeJS.ProcessEnv = { ...process.env, PUBLIC_URL: process.env.PUBLIC_URL ?? 'http://localhost:5173' };
// Without CHIP keys, online payment goes through the local stand-in of CHIP (decision 0032).
const standin = process.env.CHIP_BRAND_ID || process.env.CHIP_SECRET_KEY ? null : await startChipStandin({ port: Number(process.env.CHIP_STANDIN_PORT ?? 3100) });
if (standin) {
  Object.assign(env, standinEnv(standin));
  console.log(`CHIP stand-in (test payments, nothing charged) at ${standin.url}`);
}
const children = [
  spawn(process.execPath, ['--import', 'tsx', '--watch', 'src/server/main.ts'], { stdio: 'inherit', env }),
  spawn(process.execPath, ['node_modules/vite/bin/vite.js'], { stdio: 'inherit', env }),
];
const stop = () => {
  for (const child of children) child.kill('SIGTERM');
  void standin?.close();
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children) {
  child.on('exit', (code) => {
    stop();
    process.exitCode = code ?? 0;
  });
}
