import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { TestProject } from 'vitest/node';
import { PGLITE_START_PARAMS } from '@server/db/client';

/**
 * Vitest global setup: one blank embedded database (initdb only, no migrations, so a test that
 * migrates step by step still can), dumped to a file every test database starts from. initdb in
 * WebAssembly takes about 4 s per database on these machines; loading the dump takes 0.4 s, and
 * the suite opens well over a hundred databases. Not made with TEST_DATABASE_URL (PostgreSQL).
 */
export default async function setup(project: TestProject): Promise<() => void> {
  if (process.env.TEST_DATABASE_URL) return () => {};
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'jemputan-pglite-template-'));
  const file = path.join(dir, 'blank.tar');
  const blank = new PGlite({ startParams: [...PGLITE_START_PARAMS] });
  await blank.waitReady;
  const dump = await blank.dumpDataDir('none');
  await blank.close();
  fs.writeFileSync(file, new Uint8Array(await dump.arrayBuffer()));
  project.provide('pgliteTemplate', file);
  return () => fs.rmSync(dir, { recursive: true, force: true });
}

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplate: string | undefined;
  }
}
