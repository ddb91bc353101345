import fs from 'node:fs';
import path from 'node:path';
import closeWithGrace from 'close-with-grace';
import pino from 'pino';
import { buildApp } from './app';
import { createContext } from './bootstrap';
import { ConfigError, loadConfig } from './config';
import { ADMIN_CREDENTIALS_FILE, seed } from './db/seed';
import { guestJobHandlers, scheduleGuestSweeps } from './features/guests/job-handlers';
import { thankYouJobHandlers } from './features/thank-yous/service';
import { checkoutJobHandlers } from './features/checkout/service';
import { createJobRunner } from './lib/jobs';
import { logSerializers } from './lib/log-redaction';
import { makeDataDirPrivate, tightenTree, usePrivateUmask } from './lib/private-files';
import { closeWorkerPool } from './lib/worker-pool';

/** Starts the server: config → database + migrations → seed → listen, and shuts down gracefully. */
async function main(): Promise<void> {
  // Data at rest is private: whatever this process (or PGlite) creates is 0700/0600.
  usePrivateUmask();
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  makeDataDirPrivate(config.dataDir);
  const log = pino({ level: config.logLevel, serializers: logSerializers });
  const ctx = await createContext(config, log);
  // PGlite unpacks a new cluster with chmod 0666 (which no umask narrows): private again once open.
  if (!config.databaseUrl) tightenTree(path.join(config.dataDir, 'db'));
  const seeded = await seed(ctx);
  const app = await buildApp(ctx, { logger: log });
  // Scheduled work (guest mails, reminders, host digests, checkout reconciliation): lib/jobs.ts, started once the app listens.
  const jobs = createJobRunner({ db: ctx.database.db, handlers: { ...guestJobHandlers(ctx), ...thankYouJobHandlers(ctx), ...checkoutJobHandlers(ctx) }, log, pollMs: config.jobsPollMs });

  closeWithGrace({ delay: 10_000 }, async ({ err, signal }) => {
    if (err) log.error({ err }, 'shutting down after an error');
    else log.info({ signal }, 'shutting down');
    await app.close();
    // The job in hand finishes; the rest waits in the database for the next start.
    await jobs.stop();
    // PDF-check workers: stopped here rather than left to their idle timeout.
    await closeWorkerPool();
    await ctx.liveEvents.close();
    await ctx.limiter.close();
    await ctx.database.close();
  });

  await app.listen({ port: config.port, host: config.host });
  await scheduleGuestSweeps(ctx.database.db);
  jobs.start();
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  const credentialsFile = path.join(config.dataDir, ADMIN_CREDENTIALS_FILE);
  let adminLine = `Admin:    ${seeded.adminEmail} (password from ADMIN_PASSWORD)`;
  if (seeded.generatedAdminPassword) adminLine = `Admin:    ${seeded.adminEmail} / ${seeded.generatedAdminPassword}  (generated now; saved in ${credentialsFile})`;
  else if (!config.adminPassword && fs.existsSync(credentialsFile)) {
    const [, password] = fs.readFileSync(credentialsFile, 'utf8').split('\n');
    adminLine = `Admin:    ${seeded.adminEmail} / ${password}  (from ${credentialsFile})`;
  } else if (!config.adminPassword) adminLine = `Admin:    ${seeded.adminEmail} (password was printed at first start)`;
  const database = config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `embedded PGlite in ${path.join(config.dataDir, 'db')}`;
  console.log(
    [
      '',
      `Jemputan is running at http://localhost:${port}`,
      `Public URL: ${config.publicUrl}`,
      `Database: ${database}`,
      adminLine,
      `Admin sign-in: http://localhost:${port}/admin/login`,
      `API docs:  http://localhost:${port}/api/docs`,
      '',
    ].join('\n'),
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
