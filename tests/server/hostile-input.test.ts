import fs from 'node:fs';
import path from 'node:path';
import { deflateSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { Parser } from 'htmlparser2';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invitations, templates } from '@server/db/schema';
import type { InvitationInput } from '@shared/invitation-input';
import { newInvitation } from '@shared/wizard';
import { testImage } from '../support/admin';
import { SQL_INJECTION, UNICODE_EDGE_CASES, XSS_PAYLOADS } from '../support/hostile-payloads';
import { insertInvitation } from '../support/invitations';
import { submitPaymentForm, testPdf } from '../support/payments';
import { Client, createTestApp, signedInUser, TEST_ORIGIN, type TestApp } from '../support/test-app';
import { fileForm, injectForm } from '../support/multipart';

/*
 * The hostile-input suite: malformed and mistyped bodies, huge and deep input, Unicode edge
 * cases, SQL injection, the OWASP XSS payloads in every text and rich-text field, and hostile
 * uploads. Every answer is a 2xx (stored harmlessly) or a 4xx with a message; never a 5xx; the
 * server stays healthy. The count of requests is asserted at the end (≥ 300).
 */

let t: TestApp;
let host: Awaited<ReturnType<typeof signedInUser>>;
let invitationId: string;
let valid: InvitationInput;
let sent = 0;
const faults: string[] = [];

/** Sends one request and records any 5xx, or a 4xx without the one error shape. */
async function probe(label: string, send: () => Promise<LightMyRequestResponse>): Promise<LightMyRequestResponse> {
  sent += 1;
  const response = await send();
  if (response.statusCode >= 500) faults.push(`${label} → ${response.statusCode} ${response.body.slice(0, 120)}`);
  else if (response.statusCode >= 400 && String(response.headers['content-type']).includes('json')) {
    const message = (response.json() as { error?: { message?: unknown } }).error?.message;
    if (typeof message !== 'string' || message.length === 0) faults.push(`${label} → ${response.statusCode} without a message`);
  }
  return response;
}

const raw = (method: 'POST' | 'PUT' | 'GET' | 'PATCH', url: string, payload: string, contentType = 'application/json') =>
  t.app.inject({ method, url, payload, headers: { origin: TEST_ORIGIN, 'content-type': contentType, cookie: host.client.cookieHeader } });

/** The same text in every free-text field of the editor (rich-text ones included). */
function everyTextField(value: string): InvitationInput {
  return {
    ...valid,
    eventName: value,
    venue: value.slice(0, 200),
    address: value,
    hashtag: value.slice(0, 100),
    greeting: value.slice(0, 200),
    tagline: value.slice(0, 300),
    parentDetails: { groomParents: value.slice(0, 200), brideParents: value.slice(0, 200) },
    groomBrideName: value.slice(0, 200),
    muhurtham: value.slice(0, 200),
    organizer: { name: value.slice(0, 100), email: '', phone: value.slice(0, 40) },
    coOrganizers: [{ name: value.slice(0, 100), email: '', phone: value.slice(0, 40), role: value.slice(0, 100) }],
    note: value.slice(0, 1000),
    contacts: [{ name: value.slice(0, 100), relationship: value.slice(0, 100), phone: value.slice(0, 40) }],
    rsvp: { ...valid.rsvp, enabled: true, wishes: value, mealOptions: [{ id: 'm1', name: value.slice(0, 100) || 'Rice', description: value.slice(0, 300) }] },
  };
}

/** A path segment for any string (a lone surrogate cannot be URI-encoded; send its raw UTF-8 bytes). */
const segment = (value: string) => {
  try {
    return encodeURIComponent(value);
  } catch {
    return '%ED%A0%80';
  }
};

const answer = (overrides: Record<string, unknown> = {}) => ({ guestName: 'Lina', email: '', attending: true, numberOfGuests: 1, mealChoice: '', wishes: '', carPlate: '', ...overrides });

/**
 * Markup that would run or load something if a browser parsed this HTML, found with a real HTML
 * parser (htmlparser2, the one sanitize-html uses): event-handler attributes, foreign scripts,
 * frames and objects, script URLs. Escaped text and attribute values are inert and not reported.
 */
function activeIn(html: string): string[] {
  const found: string[] = [];
  const parser = new Parser(
    {
      onopentag(name, attributes) {
        for (const [attribute, value] of Object.entries(attributes)) {
          if (attribute.startsWith('on')) found.push(`<${name} ${attribute}>`);
          if (attribute === 'srcdoc') found.push(`<${name} srcdoc>`);
          // Browsers ignore whitespace and control characters inside a URL scheme ("jav\tascript:").
          const url = [...value].filter((char) => char.charCodeAt(0) > 0x20).join('').toLowerCase();
          if (['href', 'src', 'action', 'formaction', 'background', 'data', 'xlink:href'].includes(attribute) && /^(javascript:|vbscript:|data:text\/html)/.test(url)) {
            found.push(`<${name} ${attribute}=${url.slice(0, 30)}>`);
          }
        }
        // Our own scripts: the module bundle from /assets and the invitation's JSON data island.
        const ownScript = (attributes.type === 'module' && attributes.src?.startsWith('/assets/')) || attributes.type === 'application/json';
        if (name === 'script' && !ownScript) found.push('<script>');
        if (['iframe', 'frame', 'frameset', 'object', 'embed', 'base', 'applet'].includes(name)) found.push(`<${name}>`);
        if (name === 'meta' && attributes['http-equiv']) found.push('<meta http-equiv>');
        if (name === 'link' && attributes.rel === 'import') found.push('<link rel=import>');
      },
    },
    { decodeEntities: true, lowerCaseAttributeNames: true, lowerCaseTags: true },
  );
  parser.write(html);
  parser.end();
  return found;
}

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMITS: 'off' });
  host = await signedInUser(t, 'hostile-host@example.com');
  const [template] = await t.ctx.database.db
    .insert(templates)
    .values({ name: 'Hostile', category: 'wedding', imageUrl: '/files/template_images/hostile.webp', dominantColors: ['#111111', '#222222', '#333333'], templateStatus: 'Published' })
    .returning();
  valid = {
    ...newInvitation(),
    template: { id: template!.id, imageUrl: template!.imageUrl, dominantColors: ['#111111', '#222222', '#333333'], accentColor: null },
    eventName: '<p>Hostile</p>',
    date: '2027-05-01',
    time: '19:00',
    organizer: { name: 'Maya', email: '', phone: '' },
  };
  const created = await host.client.post('/api/invitations', valid);
  expect(created.statusCode).toBe(201);
  invitationId = created.json().id;
  // Published and paid, so that its public page renders what was stored.
  await t.ctx.database.db.update(invitations).set({ templateStatus: 'Published', isPaid: true }).where(eq(invitations.id, invitationId));
});
afterAll(async () => {
  await t.close();
});

describe('malformed, mistyped, huge and deep JSON', () => {
  const BODIES = [
    '',
    '{',
    '{"a":}',
    "{'single': 'quotes'}",
    '{"a": 1,}',
    'null',
    '[]',
    '"string"',
    '12345',
    'true',
    '{"__proto__": {"admin": true}}',
    '{"constructor": {"prototype": {"admin": true}}}',
    `{"a": ${'['.repeat(5000)}${']'.repeat(5000)}}`,
    `${'{"a":'.repeat(3000)}1${'}'.repeat(3000)}`,
    '\u0000\u0001\u0002',
    '{"guestName": "\\ud800"}',
  ];
  const JSON_ROUTES: ['POST' | 'PUT' | 'PATCH', () => string][] = [
    ['POST', () => '/api/invitations'],
    ['PUT', () => `/api/invitations/${invitationId}`],
    ['POST', () => `/api/invitations/${invitationId}/rsvp`],
    ['PUT', () => `/api/invitations/${invitationId}/custom-slug`],
    ['POST', () => `/api/invitations/${invitationId}/toggle-status`],
    ['PUT', () => '/api/rsvp-edit/not-a-real-token-but-long-enough'],
    ['PATCH', () => `/api/admin/invitations/${invitationId}`],
    ['POST', () => '/api/auth/sign-up/email'],
  ];

  it('answers every malformed body on every JSON route with a 4xx and a message', async () => {
    for (const [method, url] of JSON_ROUTES) {
      for (const body of BODIES) {
        const response = await probe(`${method} ${url()} ${JSON.stringify(body.slice(0, 30))}`, () => raw(method, url(), body));
        expect(response.statusCode, `${method} ${url()} ${body.slice(0, 30)}`).toBeLessThan(500);
      }
    }
    expect(faults).toEqual([]);
  });

  it('refuses a wrong type in every field of the editor body, naming the field', async () => {
    const wrongValues: unknown[] = [null, 12345, ['x'], { nested: { deeper: true } }];
    for (const field of Object.keys(valid) as (keyof InvitationInput)[]) {
      for (const wrong of wrongValues) {
        if (typeof wrong === typeof valid[field] && !Array.isArray(wrong) && wrong !== null) continue;
        // A nullable field's own value (no cover photo is null) is no wrong type.
        if (wrong === valid[field]) continue;
        const response = await probe(`PUT ${field}=${JSON.stringify(wrong)}`, () => host.client.request('PUT', `/api/invitations/${invitationId}`, { ...valid, [field]: wrong }));
        expect(response.statusCode, `${field} = ${JSON.stringify(wrong)}`).toBe(400);
      }
    }
    expect(faults).toEqual([]);
  });

  it('refuses missing fields, strips or refuses extra ones, and never lets an extra field set the owner, status or payment', async () => {
    for (const field of ['template', 'eventType', 'rsvp', 'displaySettings'] as const) {
      const { [field]: _dropped, ...rest } = valid;
      expect((await probe(`PUT without ${field}`, () => host.client.request('PUT', `/api/invitations/${invitationId}`, rest))).statusCode).toBe(400);
    }
    const sneaky = { ...valid, userId: 'someone-else', templateStatus: 'Published', isPaid: true, is_paid: true, customSlug: 'stolen', id: '00000000-0000-4000-8000-000000000000' };
    const created = await probe('POST with owner/status/payment fields', () => host.client.post('/api/invitations', sneaky));
    expect(created.statusCode).toBeLessThan(500);
    if (created.statusCode === 201) {
      const [row] = await t.ctx.database.db.select().from(invitations).where(eq(invitations.id, created.json().id));
      expect(row).toMatchObject({ userId: host.id, templateStatus: 'Draft', isPaid: false, customSlug: null });
    }
    expect(faults).toEqual([]);
  });

  it('refuses huge strings and arrays with a clear message, before they reach the database', async () => {
    const cases: [string, unknown][] = [
      ['eventName 2 MB', { ...valid, eventName: 'x'.repeat(2_000_000) }],
      ['eventName 20 kB', { ...valid, eventName: 'x'.repeat(20_000) }],
      ['contacts ×10 000', { ...valid, contacts: Array.from({ length: 10_000 }, () => ({ name: 'a', relationship: 'b', phone: '1' })) }],
      ['meal options ×500', { ...valid, rsvp: { ...valid.rsvp, mealOptions: Array.from({ length: 500 }, (_, i) => ({ id: `m${i}`, name: 'Rice' })) } }],
      ['co-organizers ×100', { ...valid, coOrganizers: Array.from({ length: 100 }, () => ({ name: 'a', email: '', phone: '', role: '' })) }],
      ['customColors ×1000', { ...valid, customColors: Array.from({ length: 1000 }, () => '#000000') }],
    ];
    for (const [label, body] of cases) {
      const response = await probe(label, () => host.client.request('PUT', `/api/invitations/${invitationId}`, body));
      expect([400, 413], label).toContain(response.statusCode);
    }
    const rsvpCases: [string, unknown][] = [
      ['guestName 10 kB', answer({ guestName: 'x'.repeat(10_000) })],
      ['wishes 100 kB', answer({ wishes: 'w'.repeat(100_000) })],
      ['numberOfGuests 1e308', answer({ numberOfGuests: 1e308 })],
      ['numberOfGuests -1', answer({ numberOfGuests: -1 })],
      ['numberOfGuests "NaN"', answer({ numberOfGuests: 'NaN' })],
      ['attending "true"', answer({ attending: 'true' })],
      ['email array', answer({ email: ['a@b.co'] })],
    ];
    for (const [label, body] of rsvpCases) {
      expect((await probe(label, () => new Client(t.app).post(`/api/invitations/${invitationId}/rsvp`, body))).statusCode, label).toBe(400);
    }
    expect(faults).toEqual([]);
  });
});

describe('SQL injection and Unicode edge cases', () => {
  it('stores them as plain data (or refuses them) on every route that takes text, and the tables are intact', async () => {
    for (const value of [...SQL_INJECTION, ...UNICODE_EDGE_CASES]) {
      await probe(`editor ${value}`, () => host.client.request('PUT', `/api/invitations/${invitationId}`, everyTextField(value)));
      await probe(`rsvp ${value}`, () => new Client(t.app).post(`/api/invitations/${invitationId}/rsvp`, answer({ guestName: value.slice(0, 100) || 'x', wishes: value, carPlate: value.slice(0, 20) })));
      await probe(`slug availability ${value}`, () => host.client.get(`/api/custom-slugs/${segment(value)}/availability`));
      await probe(`custom slug ${value}`, () => host.client.request('PUT', `/api/invitations/${invitationId}/custom-slug`, { customSlug: value }));
      await probe(`public page ${value}`, () => t.app.inject(`/${segment(value)}`));
      await probe(`sign-in ${value}`, () => new Client(t.app).post('/api/auth/sign-in/email', { email: value, password: value }));
      await probe(`gallery search ${value}`, () => t.app.inject(`/api/templates?category=${segment(value)}&page=1`));
    }
    expect(faults).toEqual([]);
    // Every table the payloads named is still there and still answers.
    expect((await host.client.get(`/api/invitations/${invitationId}`)).statusCode).toBe(200);
    expect((await host.client.get(`/api/invitations/${invitationId}/responses`)).statusCode).toBe(200);
    expect((await host.client.get('/api/session')).json().user.email).toBe('hostile-host@example.com');
  });

  it('keeps a stored Unicode value as it was sent (no silent truncation), NUL refused or removed', async () => {
    const value = '😀 Nadia \u202Eأحمد\u202C & Omar \u200B';
    expect((await probe('unicode round trip', () => host.client.request('PUT', `/api/invitations/${invitationId}`, { ...valid, venue: value }))).statusCode).toBe(200);
    expect((await host.client.get(`/api/invitations/${invitationId}`)).json().input.venue).toBe(value);
    const nul = await probe('NUL venue', () => host.client.request('PUT', `/api/invitations/${invitationId}`, { ...valid, venue: 'a\u0000b' }));
    expect([200, 400]).toContain(nul.statusCode);
    if (nul.statusCode === 200) expect((await host.client.get(`/api/invitations/${invitationId}`)).json().input.venue).not.toContain('\u0000');
  });
});

describe('the OWASP XSS payloads', () => {
  it('in every text and rich-text field of the editor: stored harmlessly, and the public page carries no active markup', async () => {
    const baseline = await t.app.inject(`/view/${invitationId}`);
    expect(activeIn(baseline.body)).toEqual([]);
    const active: string[] = [];
    for (const payload of XSS_PAYLOADS) {
      const saved = await probe(`editor XSS ${payload}`, () => host.client.request('PUT', `/api/invitations/${invitationId}`, everyTextField(payload)));
      if (saved.statusCode !== 200) continue;
      const stored = (await host.client.get(`/api/invitations/${invitationId}`)).json().input as InvitationInput;
      // Rich text is sanitised on the way in: what is stored is already inert HTML.
      for (const richText of [stored.eventName, stored.address, stored.rsvp.wishes]) {
        const found = activeIn(richText);
        if (found.length) active.push(`stored rich text for ${payload}: ${found.join(' ')}`);
      }
      const page = await probe(`public page after ${payload}`, () => t.app.inject(`/view/${invitationId}`));
      const found = activeIn(page.body);
      if (found.length) active.push(`public page for ${payload}: ${found.join(' ')}`);
    }
    expect(faults).toEqual([]);
    expect(active).toEqual([]);
  });

  it('in every guest field of an RSVP: refused or stored, and neither the public wishes nor the host’s responses carry active markup', async () => {
    const active: string[] = [];
    for (const payload of XSS_PAYLOADS) {
      await probe(`rsvp name XSS ${payload}`, () => new Client(t.app).post(`/api/invitations/${invitationId}/rsvp`, answer({ guestName: payload.slice(0, 100) })));
      await probe(`rsvp plate XSS ${payload}`, () => new Client(t.app).post(`/api/invitations/${invitationId}/rsvp`, answer({ carPlate: payload.slice(0, 20) })));
      await probe(`rsvp wishes XSS ${payload}`, () => new Client(t.app).post(`/api/invitations/${invitationId}/rsvp`, answer({ wishes: payload, email: 'guest@example.com' })));
    }
    await host.client.request('PUT', `/api/invitations/${invitationId}`, valid);
    const page = await probe('public page with hostile wishes', () => t.app.inject(`/view/${invitationId}`));
    active.push(...activeIn(page.body).map((p) => `public page: ${p}`));
    const csv = await probe('CSV with hostile wishes', () => host.client.get(`/api/invitations/${invitationId}/responses.csv`));
    // Spreadsheet formula injection: no cell starts with = + - @ after the CSV quoting.
    expect(csv.body.split('\n').some((line) => /(^|,)"?[=+\-@]/.test(line) && !/(^|,)"?'[=+\-@]/.test(line))).toBe(false);
    expect(faults).toEqual([]);
    expect(active).toEqual([]);
  });
});

/** Sends `body` as the one `file` of an upload form, with the given name and declared type. */
async function upload(url: string, body: Buffer, fileName: string, type: string, cookie = host.client.cookieHeader): Promise<LightMyRequestResponse> {
  return injectForm(t.app, fileForm(body, fileName, type), { url, cookie });
}

/** A PNG that declares width × height but carries almost no data: a decompression bomb's header. */
function pngBomb(width: number, height: number): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (bytes: Buffer) => {
    let c = 0xffffffff;
    for (const byte of bytes) c = (crcTable[(c ^ byte) & 0xff] ?? 0) ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const typed = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const sum = Buffer.alloc(4);
    sum.writeUInt32BE(crc(typed));
    return Buffer.concat([length, typed, sum]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 0, 0, 0, 0], 8); // 8-bit greyscale
  // 2 000 rows of zeros compress to a few kB; the header promises far more.
  const rows = deflateSync(Buffer.alloc((width + 1) * 2000), { level: 9 });
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', header), chunk('IDAT', rows), chunk('IEND', Buffer.alloc(0))]);
}

describe('hostile uploads', () => {
  it('refuse anything that is not really an allowed image, whatever its name or declared type', async () => {
    const png = await testImage(64, 48);
    const cases: [string, Buffer, string, string, number[]][] = [
      ['a text file named .png', Buffer.from('just some text, not an image\n'), 'photo.png', 'image/png', [400]],
      ['an HTML page named .png', Buffer.from('<!doctype html><script>alert(1)</script>'), 'photo.png', 'image/png', [400]],
      ['an SVG with a script', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'), 'art.svg', 'image/svg+xml', [400]],
      ['an SVG named .png', Buffer.from('<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>'), 'art.png', 'image/png', [400]],
      ['a PDF', testPdf(), 'doc.png', 'image/png', [400]],
      ['an empty file', Buffer.alloc(0), 'empty.png', 'image/png', [400]],
      ['a truncated PNG', png.subarray(0, 40), 'cut.png', 'image/png', [400]],
      ['an oversized image (6 MB)', Buffer.concat([png, Buffer.alloc(6 * 1024 * 1024)]), 'big.png', 'image/png', [413]],
      ['a decompression bomb (60 000 × 60 000 px)', pngBomb(60_000, 60_000), 'bomb.png', 'image/png', [400, 413]],
      ['a decompression bomb (20 000 × 20 000 px)', pngBomb(20_000, 20_000), 'bomb.png', 'image/png', [400, 413]],
    ];
    for (const [label, body, name, type, statuses] of cases) {
      for (const url of ['/api/uploads/gift', '/api/uploads/divider']) {
        const response = await probe(`${url} ${label}`, () => upload(url, body, name, type));
        expect(statuses, `${url} ${label}: ${response.statusCode} ${response.body.slice(0, 100)}`).toContain(response.statusCode);
      }
    }
    expect(faults).toEqual([]);
    expect((await t.app.inject('/api/health')).statusCode).toBe(200);
  }, 60_000);

  it('stores a real image under a name of our own: a path-traversal file name goes nowhere', async () => {
    const png = await testImage(64, 48);
    for (const name of ['../../../../etc/passwd.png', '..\\..\\windows\\win.ini.png', '/absolute/path.png', 'a%2F..%2F..%2Fx.png', 'photo.png\u0000.html', '.htaccess']) {
      const response = await probe(`traversal ${name}`, () => upload('/api/uploads/gift', png, name, 'image/png'));
      expect(response.statusCode, name).toBe(201);
      const url = response.json().url as string;
      expect(url).toMatch(/^\/files\/gifts\/gift-images\/\d+-[0-9a-f]{16}\.png$/);
      const served = await t.app.inject(url);
      expect(served.headers['content-type']).toBe('image/png');
    }
    // Nothing was written outside the data directory's files tree.
    expect(fs.existsSync(path.join(t.dataDir, 'etc'))).toBe(false);
    expect(fs.existsSync(path.join(t.dataDir, '..', 'etc', 'passwd.png'))).toBe(false);
  });

  it('re-encodes a PNG/HTML polyglot, so what is served is only an image', async () => {
    const png = await testImage(32, 32);
    const polyglot = Buffer.concat([png, Buffer.from('<html><script>alert(1)</script></html>')]);
    const response = await probe('polyglot', () => upload('/api/uploads/gift', polyglot, 'x.png', 'image/png'));
    expect(response.statusCode).toBe(201);
    const served = await t.app.inject(response.json().url);
    expect(served.rawPayload.includes(Buffer.from('<script'))).toBe(false);
    expect(served.headers['x-content-type-options']).toBe('nosniff');
  });

  it('keeps a receipt PDF with JavaScript or other active content only as a PNG of its page (decision 0023), and refuses an HTML or SVG receipt', async () => {
    const active = ['/OpenAction << /S /JavaScript /JS (app.alert(1)) >>', '/AA << /O << /S /JavaScript /JS (app.alert(1)) >> >>', '/Launch << /F (calc.exe) >>', '/JS (this.exportDataObject())', '/EmbeddedFile 4 0 R', '/RichMedia 5 0 R'];
    for (const extra of active) {
      const invitation = await insertInvitation(t.ctx.database.db, { userId: host.id });
      const response = await probe(`receipt PDF with ${extra.slice(0, 24)}`, () => submitPaymentForm(t.app, host.client, { invitationId: invitation.id, packageType: 'silver', receipt: { body: testPdf(extra), fileName: 'receipt.pdf', type: 'application/pdf' } }));
      expect(response.statusCode, `${extra}: ${response.body.slice(0, 120)}`).toBe(201);
      const served = await host.client.get(`/api/payments/${response.json().id}/receipt`);
      expect(served.headers['content-type'], extra).toBe('image/png');
      expect(served.rawPayload.includes(Buffer.from('%PDF')), extra).toBe(false);
    }
    const cases: [string, Buffer, string, string][] = [
      ['an HTML receipt', Buffer.from('<html><script>alert(1)</script></html>'), 'receipt.pdf', 'application/pdf'],
      ['an SVG receipt', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>'), 'receipt.png', 'image/png'],
      ['a text receipt named .pdf', Buffer.from('%PDF is what I claim to be'), 'receipt.pdf', 'application/pdf'],
    ];
    for (const [label, body, fileName, type] of cases) {
      const invitation = await insertInvitation(t.ctx.database.db, { userId: host.id });
      const response = await probe(`receipt ${label}`, () => submitPaymentForm(t.app, host.client, { invitationId: invitation.id, packageType: 'silver', receipt: { body, fileName, type } }));
      expect(response.statusCode, `${label}: ${response.body.slice(0, 120)}`).toBe(400);
    }
    expect(faults).toEqual([]);
  });
});

describe('after all of it', () => {
  it('sent at least 300 hostile requests, none answered with a 5xx, and the server is healthy', async () => {
    expect(sent).toBeGreaterThanOrEqual(300);
    expect(faults).toEqual([]);
    expect((await t.app.inject('/api/health')).json()).toMatchObject({ status: 'ok' });
    expect((await host.client.get(`/api/invitations/${invitationId}`)).statusCode).toBe(200);
  });
});
