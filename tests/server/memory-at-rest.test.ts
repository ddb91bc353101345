/**
 * Issue 21: the embedded default fits a small server. The real server, compiled and started as
 * `npm start` starts it (scripts/build-server.ts, built here into a folder of its own; demo data
 * seeded), runs in a child process on a fresh DATA_DIR; its resident memory is read from /proc after
 * the first start and again after a restart on the same data, each after one guest page. Memory,
 * not time; but "at rest" is waited for: on a busy machine the first reading can still hold the
 * start's garbage (349 MB once under CI load, against 283–310 MB on a quiet machine, same code), which
 * V8's memory reducer gives back a few seconds after the last work. So the reading is taken until it
 * settles under the limit, for up to a minute; a server that stays above it still fails.
 *
 * Limits (docs/decisions/0016-memory-at-rest.md, 0017-compiled-server.md): the goal is 300 MB at
 * rest; the compiled server measured 250–270 MB. The guard fails above the goal plus 15 % (345 MB):
 * room for allocator and machine variance, while running from sources under tsx (about 80 MB more,
 * 330–365 MB) comes close and the 1,050 MB (first start) and 450 MB (restart) before decision 0016
 * fail it by far.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { PGLITE_START_PARAMS } from '@server/db/client';
import { ARTWORK_KEYS, renderArtworkWebp, renderArtworkWebpInChild } from '@server/db/seed/artwork';
import { SHARP_CACHE, configureSharp } from '@server/lib/sharp-settings';
import { DEMO_INVITATION_SLUG } from '@shared/constants';
import { PRODUCTION_ENV, PRODUCTION_NODE_ARGS } from '../../scripts/build-server';
import { buildCompiledServer, startServerProcess, type CompiledServer, type ServerProcess } from '../support/processes';

const RESTING_GOAL_MB = 300;
const RESTING_LIMIT_MB = RESTING_GOAL_MB * 1.15;

function residentMb(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? NaN) / 1024;
}

/** Resident memory once the server answers and has served one guest page. */
async function restingMb(server: ServerProcess): Promise<number> {
  const page = await fetch(`${server.baseUrl}/view/${DEMO_INVITATION_SLUG}`);
  expect(page.status).toBe(200);
  await page.text();
  let reading = residentMb(server.pid);
  await expect.poll(() => (reading = residentMb(server.pid)), { timeout: 60_000, interval: 1_000 }).toBeLessThan(RESTING_LIMIT_MB);
  return reading;
}

describe('memory at rest (embedded database, the compiled server as npm start runs it)', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'jemputan-memory-'));
  let compiled: CompiledServer | undefined;
  beforeAll(async () => {
    compiled = await buildCompiledServer();
  }, 120_000);
  afterAll(() => {
    compiled?.remove();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });
  const env = { DATA_DIR: dataDir, SEED_DEMO_DATA: 'true' };

  it(`stays under ${RESTING_LIMIT_MB} MB resident after the first start and after a restart on the same data`, async () => {
    const command = compiled!.command;
    const first = await startServerProcess(env, { timeoutMs: 300_000, command });
    let firstMb: number;
    try {
      firstMb = await restingMb(first);
    } finally {
      await first.stop();
    }
    const again = await startServerProcess(env, { timeoutMs: 300_000, command });
    let restartMb: number;
    try {
      restartMb = await restingMb(again);
    } finally {
      await again.stop();
    }
    console.log(`resident at rest: first start ${firstMb.toFixed(0)} MB, after restart ${restartMb.toFixed(0)} MB (goal ${RESTING_GOAL_MB} MB, limit ${RESTING_LIMIT_MB} MB)`);
    expect(firstMb).toBeLessThan(RESTING_LIMIT_MB);
    expect(restartMb).toBeLessThan(RESTING_LIMIT_MB);
  }, 900_000);
});

describe('what keeps it small', () => {
  it('npm start runs the compiled server with the environment and flags measured above', () => {
    const scripts = (JSON.parse(fs.readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as { scripts: Record<string, string> }).scripts;
    const environment = Object.entries(PRODUCTION_ENV).map(([name, value]) => `${name}=${value}`);
    // scripts/start.ts builds first when the sources changed since the last build.
    expect(scripts.start).toBe(['node --import tsx scripts/start.ts &&', ...environment, 'node', ...PRODUCTION_NODE_ARGS, 'dist/server/main.js'].join(' '));
    expect(scripts.build).toContain('npm run build:server');
    expect(scripts['build:server']).toBe('node --import tsx scripts/build-server.ts');
  });

  it('starts PGlite with its own defaults and a 16 MB shared_buffers', () => {
    expect(PGLITE_START_PARAMS).toContain('--single');
    expect(PGLITE_START_PARAMS.join(' ')).toContain('shared_buffers=16MB');
  });

  it('renders the seed artwork in a child process to the same images as in-process', async () => {
    const requests = [
      { key: ARTWORK_KEYS[0]!, width: 120 },
      { key: ARTWORK_KEYS[1]!, width: 64 },
    ];
    const images = await renderArtworkWebpInChild(requests);
    expect(images).toHaveLength(2);
    for (const [index, request] of requests.entries()) {
      expect(images[index]!.equals(await renderArtworkWebp(request.key, request.width))).toBe(true);
    }
    expect(await renderArtworkWebpInChild([])).toEqual([]);
  }, 60_000);

  it('bounds sharp’s cache and threads', () => {
    configureSharp();
    expect(sharp.cache()).toMatchObject({ memory: { max: SHARP_CACHE.memory }, items: { max: SHARP_CACHE.items } });
    expect(sharp.concurrency()).toBeLessThanOrEqual(2);
  });
});
