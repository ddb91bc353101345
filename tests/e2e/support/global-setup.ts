import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startSmtpSink } from './smtp-sink';
import { standinEnv, startChipStandin } from '../../../src/dev/chip-standin';
import { E2E_ADMIN } from './env';
import { scaled } from './timeouts';

const root = fileURLToPath(new URL('../../..', import.meta.url));

async function answers(url: string): Promise<boolean> {
  try {
    await fetch(url);
    return true;
  } catch {
    return false;
  }
}

async function waitForHealth(url: string, server: ChildProcess, timeoutMs = scaled(60_000)): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`the server exited with code ${server.exitCode}`);
    try {
      const response = await fetch(`${url}/api/health`);
      if (response.ok) return;
    } catch {
      /* not listening yet */
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`the server did not become healthy at ${url}`);
}

/** Starts an SMTP sink, the payment gateway's stand-in and the built app on a fresh data directory; returns the teardown. */
export default async function globalSetup(): Promise<() => Promise<void>> {
  const webDist = process.env.WEB_DIST_DIR ?? path.join(root, 'dist/web');
  if (!fs.existsSync(path.join(webDist, 'index.html'))) throw new Error(`Build the web app first (npm run build): ${webDist}`);
  const port = Number(process.env.E2E_PORT ?? 4317);
  const baseUrl = `http://127.0.0.1:${port}`;
  // A server left on the port (an earlier run stopped half-way) would answer the health check below in
  // place of ours, and the suite would test old code: refuse to start instead.
  if (await answers(`${baseUrl}/api/health`)) throw new Error(`Something already listens on port ${port}: stop it, or set E2E_PORT to another port.`);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'jemputan-e2e-'));
  const mailDir = path.join(dataDir, 'smtp-sink');
  const sink = await startSmtpSink(mailDir);
  process.env.E2E_MAIL_DIR = mailDir;
  // The local stand-in of the payment gateway (decision 0032): the app takes instant payments through
  // it, as it would through CHIP with real keys; nothing leaves the machine.
  const standin = await startChipStandin();

  const env = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    PUBLIC_URL: baseUrl,
    SMTP_URL: `smtp://127.0.0.1:${sink.port}`,
    ADMIN_EMAIL: E2E_ADMIN.email,
    ADMIN_PASSWORD: E2E_ADMIN.password,
    LOG_LEVEL: 'warn',
    TZ: 'Asia/Kuala_Lumpur',
    ...standinEnv(standin),
  };
  // Test data first (the embedded database has one owner at a time), then the server.
  const fixtures = spawnSync(process.execPath, ['--import', 'tsx', 'tests/e2e/support/seed.ts'], { cwd: root, env, stdio: 'inherit' });
  if (fixtures.status !== 0) throw new Error('seeding the e2e fixtures failed');
  const server = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], { cwd: root, env, stdio: ['ignore', 'inherit', 'inherit'] });
  await waitForHealth(baseUrl, server);

  return async () => {
    server.kill('SIGTERM');
    await new Promise((resolve) => (server.exitCode !== null ? resolve(null) : server.once('exit', resolve)));
    await sink.close();
    await standin.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
}
