/**
 * Issue 21: the embedded default fits a small server. The real server (`node --import tsx
 * src/server/main.ts`, demo data seeded) runs in a child process on a fresh DATA_DIR; its resident
 * memory is read from /proc after the first start and again after a restart on the same data, each
 * after one guest page. Memory, not time: nothing here depends on how busy the machine is.
 *
 * Limits (docs/decisions/0016-memory-at-rest.md): the goal is 300 MB for the compiled server; under
 * tsx, as `npm start` and this test run it, the same server holds about 80 MB more (esbuild's
 * output and inline source maps of every module), measured 290–350 MB. The guard fails above
 * 420 MB: a regression of a quarter over the measured figure, still far below the 1,050 MB
 * (first start) and 450 MB (restart) measured before the fix.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { PGLITE_START_PARAMS } from '@server/db/client';
import { ARTWORK_KEYS, renderArtworkWebp, renderArtworkWebpInChild } from '@server/db/seed/artwork';
import { SHARP_CACHE, configureSharp } from '@server/lib/sharp-settings';
import { DEMO_INVITATION_SLUG } from '@shared/constants';
import { startServerProcess, type ServerProcess } from '../support/processes';

const RESTING_LIMIT_MB = 420;

function residentMb(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? NaN) / 1024;
}

/** Resident memory once the server answers and has served one guest page. */
async function restingMb(server: ServerProcess): Promise<number> {
  const page = await fetch(`${server.baseUrl}/view/${DEMO_INVITATION_SLUG}`);
  expect(page.status).toBe(200);
  await page.text();
  return residentMb(server.pid);
}

describe('memory at rest (embedded database)', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'jemputan-memory-'));
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));
  const env = { DATA_DIR: dataDir, SEED_DEMO_DATA: 'true' };

  it(`stays under ${RESTING_LIMIT_MB} MB resident after the first start and after a restart on the same data`, async () => {
    const first = await startServerProcess(env, { timeoutMs: 180_000 });
    let firstMb: number;
    try {
      firstMb = await restingMb(first);
    } finally {
      await first.stop();
    }
    const again = await startServerProcess(env, { timeoutMs: 180_000 });
    let restartMb: number;
    try {
      restartMb = await restingMb(again);
    } finally {
      await again.stop();
    }
    console.log(`resident at rest: first start ${firstMb.toFixed(0)} MB, after restart ${restartMb.toFixed(0)} MB (limit ${RESTING_LIMIT_MB} MB)`);
    expect(firstMb).toBeLessThan(RESTING_LIMIT_MB);
    expect(restartMb).toBeLessThan(RESTING_LIMIT_MB);
  }, 420_000);
});

describe('what keeps it small', () => {
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
