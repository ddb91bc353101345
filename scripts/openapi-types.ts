import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import openapiTS, { astToString, type OpenAPI3 } from 'openapi-typescript';
import pino from 'pino';
import { buildApp } from '@server/app';
import { createContext } from '@server/bootstrap';
import { loadConfig } from '@server/config';
import { openDatabase } from '@server/db/client';

/**
 * Writes the web app's API types (src/web/lib/api-types.ts) from the server's OpenAPI document
 * (decision 0024): the app is built over an in-memory PGlite, its document read, and its `paths`
 * turned into TypeScript by openapi-typescript. `npm run api:types` runs it; a test fails when the
 * committed file is not what this produces (tests/unit/api-types.test.ts).
 */

export const API_TYPES_FILE = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'src', 'web', 'lib', 'api-types.ts');

const HEADER = `/**
 * GENERATED from the server's OpenAPI document by \`npm run api:types\` (scripts/openapi-types.ts).
 * Do not edit: change the route's schema in src/shared and run the command again.
 */

`;

/** The OpenAPI document of an app built as \`npm start\` builds it, over a throw-away database. */
async function openApiDocument(): Promise<OpenAPI3> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'jemputan-openapi-'));
  const database = await openDatabase({ inMemory: true });
  try {
    // A fixed origin and admin: nothing of the machine reaches the document.
    const config = loadConfig({ DATA_DIR: dataDir, PUBLIC_URL: 'http://localhost:3000', ADMIN_EMAIL: 'admin@example.com', ADMIN_PASSWORD: 'admin-password', LOG_LEVEL: 'silent' });
    const ctx = await createContext(config, pino({ level: 'silent' }), { database });
    const app = await buildApp(ctx, { logger: false, pluginTimeout: 120_000 });
    try {
      await app.ready();
      return app.swagger() as unknown as OpenAPI3;
    } finally {
      await app.close();
      await ctx.liveEvents.close();
    }
  } finally {
    await database.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

/** The file's text as the generator writes it now. */
export async function generateApiTypes(): Promise<string> {
  const document = await openApiDocument();
  const ast = await openapiTS(document, { defaultNonNullable: false });
  return HEADER + astToString(ast);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const text = await generateApiTypes();
  fs.writeFileSync(API_TYPES_FILE, text);
  console.log(`wrote ${path.relative(process.cwd(), API_TYPES_FILE)} (${text.length} characters)`);
}
