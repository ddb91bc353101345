/**
 * Issue 16: production runs compiled JavaScript. The server is built as `npm run build` builds it
 * (scripts/build-server.ts, here into a folder of its own) and started as `npm start` starts it, on
 * a fresh DATA_DIR: every file it loads by path at run time must be found from the build, not from
 * src/ (docs/decisions/0017-compiled-server.md).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_INVITATION_SLUG } from '@shared/constants';
import { PAYMENT_FORM_FIELDS } from '@shared/payments';
import type { TemplateListResponse } from '@shared/templates';
import { newInvitation } from '@shared/wizard';
import { testPdf } from '../support/payments';
import { buildCompiledServer, startServerProcess, type CompiledServer, type ServerProcess } from '../support/processes';

describe('the compiled server (npm start)', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'jemputan-compiled-'));
  let compiled: CompiledServer | undefined;
  let server: ServerProcess | undefined;

  beforeAll(async () => {
    compiled = await buildCompiledServer();
    // A fresh data directory: the first start runs both children (PGlite initdb, the seed artwork).
    server = await startServerProcess({ DATA_DIR: dataDir, SEED_DEMO_DATA: 'true' }, { timeoutMs: 600_000, command: compiled.command });
  }, 720_000);
  afterAll(async () => {
    await server?.stop();
    compiled?.remove();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('is one bundle of our code beside its worker entry; npm packages stay in node_modules', () => {
    const files = fs.readdirSync(compiled!.dir);
    expect(files).toEqual(expect.arrayContaining(['main.js', 'main.js.map', 'worker-pool-tasks.js', 'cover-render.js']));
    expect(files.some((name) => name.endsWith('.ts'))).toBe(false);
    const main = fs.readFileSync(path.join(compiled!.dir, 'main.js'), 'utf8');
    expect(main).toMatch(/from "fastify"/);
    // Loaded only when configured: a file of its own, imported on demand.
    expect(main).not.toMatch(/from "redis"/);
  });

  it('migrates and seeds a fresh data directory (both first-start children) and serves the guest page rendered on the server', async () => {
    expect(fs.existsSync(path.join(dataDir, 'db', 'PG_VERSION'))).toBe(true);
    const page = await fetch(`${server!.baseUrl}/view/${DEMO_INVITATION_SLUG}`);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('Aisyah');
    // dist/web was found from dist/server-…/: the page links the built assets.
    expect(html).toMatch(/\/assets\/[^"]+\.js/);
  });

  it('draws a PDF receipt to a PNG in its worker thread, loaded from the build', async () => {
    const signIn = await fetch(`${server!.baseUrl}/api/auth/sign-in/email`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: server!.baseUrl },
      body: JSON.stringify({ email: 'admin@example.com', password: 'admin-password' }),
    });
    expect(signIn.status).toBe(200);
    const cookie = signIn.headers
      .getSetCookie()
      .map((value) => value.split(';')[0]!)
      .join('; ');
    const base = server!.baseUrl;
    const headers = { cookie, origin: base };
    const [template] = ((await (await fetch(`${base}/api/templates`)).json()) as TemplateListResponse).data;
    const created = await fetch(`${base}/api/invitations`, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify({
        ...newInvitation(),
        template: { id: template!.id, imageUrl: template!.image_url, dominantColors: template!.dominant_colors, accentColor: null },
        eventName: '<p>Hana</p>',
        date: '2027-01-01',
        organizer: { name: 'Hana', email: '', phone: '' },
      }),
    });
    expect(created.status).toBe(201);
    const form = new FormData();
    form.append(PAYMENT_FORM_FIELDS.invitationId, ((await created.json()) as { id: string }).id);
    form.append(PAYMENT_FORM_FIELDS.packageType, 'silver');
    const scripted = testPdf('/AA << /O << /S /JavaScript /JS (app.alert(1)) >> >>');
    form.append(PAYMENT_FORM_FIELDS.receipt, new Blob([new Uint8Array(scripted)], { type: 'application/pdf' }), 'script.pdf');
    const response = await fetch(`${base}/api/payments`, { method: 'POST', headers, body: form });
    // Drawn by pdf.js in the worker (decision 0023): a worker that could not load would answer UNREADABLE_PDF.
    expect(response.status).toBe(201);
    const receipt = await fetch(`${base}/api/payments/${((await response.json()) as { id: string }).id}/receipt`, { headers });
    expect(receipt.headers.get('content-type')).toBe('image/png');
  });
});
