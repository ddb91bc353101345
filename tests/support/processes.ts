import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PRODUCTION_ENV, PRODUCTION_NODE_ARGS, buildServer } from '../../scripts/build-server';
import { scaled } from '../e2e/support/timeouts';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

/** How a server process is started: node's arguments (flags, then the script) and extra environment. */
export interface ServerCommand {
  args: string[];
  env?: Record<string, string>;
}

/** The server from its TypeScript sources under tsx (development, tests). */
export const SOURCE_SERVER: ServerCommand = { args: ['--import', 'tsx', 'src/server/main.ts'] };

/** A compiled script (the server's main.js, or another entry built with it) run as `npm start` runs the server. */
export function productionCommand(script: string): ServerCommand {
  return { args: [...PRODUCTION_NODE_ARGS, script], env: { ...PRODUCTION_ENV } };
}

export interface CompiledServer {
  /** The output folder (inside the project: the server finds drizzle/ and dist/web/ from the root). */
  dir: string;
  /** `npm start`'s command for this build's main.js. */
  command: ServerCommand;
  /** The same for another entry of the build (`extraEntries`' name). */
  commandFor(entry: string): ServerCommand;
  remove(): void;
}

/**
 * The server compiled as `npm run build` compiles it (scripts/build-server.ts), into a folder of its
 * own under dist/ so that concurrent runs and the real dist/server do not meet.
 */
export async function buildCompiledServer(extraEntries: Record<string, string> = {}): Promise<CompiledServer> {
  fs.mkdirSync(path.join(ROOT, 'dist'), { recursive: true });
  const dir = fs.mkdtempSync(path.join(ROOT, 'dist', 'server-build-'));
  const main = await buildServer({ outdir: dir, extraEntries });
  return {
    dir,
    command: productionCommand(main),
    commandFor: (entry) => productionCommand(path.join(dir, `${entry}.js`)),
    remove: () => fs.rmSync(dir, { recursive: true, force: true }),
  };
}

/** A port nothing listens on right now (the OS picks it). */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

export interface ServerProcess {
  baseUrl: string;
  port: number;
  pid: number;
  dataDir: string;
  child: ChildProcess;
  /** What the process wrote to stderr (kept for failure messages). */
  stderr(): string;
  /** What the process wrote to stdout (its log). */
  stdout(): string;
  stop(): Promise<void>;
}

/**
 * The real server (`node --import tsx src/server/main.ts`, or `options.command`, e.g. the compiled
 * one) as a child process on a free port with its own temp DATA_DIR; resolves once /api/health
 * answers. `env` adds to or overrides the defaults.
 */
export async function startServerProcess(env: Record<string, string> = {}, options: { timeoutMs?: number; command?: ServerCommand } = {}): Promise<ServerProcess> {
  const port = env.PORT ? Number(env.PORT) : await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const dataDir = env.DATA_DIR ?? fs.mkdtempSync(path.join(os.tmpdir(), 'jemputan-process-'));
  const ownsDataDir = !env.DATA_DIR;
  const command = options.command ?? SOURCE_SERVER;
  const child = spawn(process.execPath, command.args, {
    cwd: ROOT,
    env: {
      ...command.env,
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      HOST: '127.0.0.1',
      PUBLIC_URL: baseUrl,
      LOG_LEVEL: 'warn',
      ADMIN_EMAIL: 'admin@example.com',
      ADMIN_PASSWORD: 'admin-password',
      ...env,
      PORT: String(port),
      DATA_DIR: dataDir,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  child.stdout!.on('data', (chunk: Buffer) => {
    stdout += chunk.toString();
  });
  let stderr = '';
  child.stderr!.on('data', (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(timer);
    }
    if (ownsDataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  };
  const deadline = Date.now() + (options.timeoutMs ?? scaled(60_000));
  for (;;) {
    if (child.exitCode !== null) {
      await stop();
      throw new Error(`the server exited with code ${child.exitCode}:\n${stderr}`);
    }
    try {
      if ((await fetch(`${baseUrl}/api/health`)).ok) break;
    } catch {
      /* not listening yet */
    }
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`no healthy server at ${baseUrl}:\n${stderr}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return { baseUrl, port, pid: child.pid!, dataDir, child, stderr: () => stderr, stdout: () => stdout, stop };
}
