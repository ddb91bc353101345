import { DrizzleQueryError } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '@server/db/client';
import { jobs } from '@server/db/schema';
import { createJobRunner, enqueue } from '@server/lib/jobs';
import { logSerializers } from '@server/lib/log-redaction';
import { openTestDatabase } from '../support/test-app';

/*
 * Errors outside a request (a job, a mail, the live channel) are logged and stored without drizzle's
 * parameter list: a failed statement's parameters are guests' names, phones and e-mails.
 */

const GUEST = 'Siti Nurhaliza +60123456789';
const failedQuery = () => new DrizzleQueryError('insert into "households" ("name", "phone") values ($1, $2)', [GUEST, '+60123456789'], new Error('duplicate key'));

function capturingLog() {
  const lines: string[] = [];
  const log = pino({ level: 'info', serializers: logSerializers }, { write: (line: string) => void lines.push(line) });
  return { log, text: () => lines.join('\n') };
}

describe('the process logger', () => {
  it('keeps the type, statement and stack of an error logged as err or error, never its parameters', () => {
    const { log, text } = capturingLog();
    log.warn({ err: failedQuery() }, 'job failed; will retry');
    log.error({ error: failedQuery() }, 'could not send the payment decision mail');
    expect(text()).toContain('DrizzleQueryError');
    expect(text()).toContain('insert into');
    expect(text()).toContain('duplicate key');
    expect(text()).not.toContain('Siti');
    expect(text()).not.toContain('60123456789');
  });

  it('leaves what is not an Error as it is', () => {
    const { log, text } = capturingLog();
    log.info({ err: { code: 'E1' }, error: 'plain words' }, 'noted');
    expect(JSON.parse(text())).toMatchObject({ err: { code: 'E1' }, error: 'plain words' });
  });
});

describe('a failed job', () => {
  let database: Database;
  let drop: () => Promise<void>;
  beforeAll(async () => {
    ({ database, drop } = await openTestDatabase());
    await database.migrate();
  });
  afterAll(async () => {
    await database.close();
    await drop();
  });

  it('stores its error in the jobs table and logs it without the statement parameters', async () => {
    const { log, text } = capturingLog();
    const runner = createJobRunner({
      db: database.db,
      log,
      pollMs: 60_000,
      handlers: {
        test: async () => {
          throw failedQuery();
        },
      },
    });
    await enqueue(database.db, { kind: 'test', key: 'leaky' });
    await runner.runDue();
    const [row] = await database.db.select().from(jobs);
    expect(row?.lastError).toContain('Failed query: insert into');
    expect(row?.lastError).not.toContain('Siti');
    expect(text()).toContain('job failed; will retry');
    expect(text()).not.toContain('Siti');
  });
});
