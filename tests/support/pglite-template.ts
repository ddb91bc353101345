import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import type { TestProject } from 'vitest/node';
import { MIGRATIONS_FOLDER, PGLITE_START_PARAMS } from '@server/db/client';

/**
 * Vitest global setup: two embedded databases, dumped to files every test database starts from.
 * The blank one (initdb only, no migrations) for a test that migrates step by step; the migrated
 * one (every migration of this run's drizzle/ folder applied) for every test app. initdb in
 * WebAssembly takes about 4 s per database on these machines; loading a dump takes 0.4 s; applying
 * the migrations in a fresh test process cost about 1.9 s of CPU per app (the suite builds well over
 * a hundred), and the app's own migrate() on the migrated copy only reads the applied list.
 * Not made with TEST_DATABASE_URL (PostgreSQL).
 */
export default async function setup(project: TestProject): Promise<() => void> {
  if (process.env.TEST_DATABASE_URL) return () => {};
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'jemputan-pglite-template-'));
  const blankFile = path.join(dir, 'blank.tar');
  const migratedFile = path.join(dir, 'migrated.tar');
  const database = new PGlite({ startParams: [...PGLITE_START_PARAMS] });
  await database.waitReady;
  fs.writeFileSync(blankFile, new Uint8Array(await (await database.dumpDataDir('none')).arrayBuffer()));
  await migrate(drizzle({ client: database }), { migrationsFolder: MIGRATIONS_FOLDER });
  fs.writeFileSync(migratedFile, new Uint8Array(await (await database.dumpDataDir('none')).arrayBuffer()));
  await database.close();
  project.provide('pgliteTemplate', blankFile);
  project.provide('pgliteMigratedTemplate', migratedFile);
  return () => fs.rmSync(dir, { recursive: true, force: true });
}

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplate: string | undefined;
    pgliteMigratedTemplate: string | undefined;
  }
}
