import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMPORT_MAPPING_FIELD, IMPORT_MESSAGES, type ImportFieldChoice, type ImportPreview } from '@shared/guest-import';
import { GUEST_LIMITS, GUEST_MESSAGES } from '@shared/guests';
import { SENDING_MESSAGES } from '@shared/guest-sending';
import { HOST_LANGUAGES, type HostLanguage } from '@shared/host-language';
import { serverMessage, type MessageArgs, type ServerMessageCode } from '@shared/server-messages';
import { GUEST_LIST_MESSAGES } from '@shared/server-messages/guest-list';
import { users } from '@server/db/schema';
import { GUEST_IMPORT_LIMITS } from '@server/features/guests/import-service';
import { PHONE_MESSAGES } from '@server/features/guests/phone';
import { SENDING_RATE_LIMITS } from '@server/features/guests/sending-route-options';
import { createTestApp, signedInUser, type TestApp } from '../support/test-app';
import { insertInvitation } from '../support/invitations';
import { injectForm } from '../support/multipart';

/**
 * Issue 29, decision 0031: the guest list's, the import's and the sending queue's errors (and the
 * import preview's reasons for a row) reach a Malay or Chinese host in their account's language, with
 * the body's code and status as before; English is unchanged.
 */
let t: TestApp;
type Host = Awaited<ReturnType<typeof signedInUser>>;
let host: Host;
let limited: Host;
beforeAll(async () => {
  t = await createTestApp();
  host = await signedInUser(t, 'lists-language@example.com');
  limited = await signedInUser(t, 'lists-language-limited@example.com');
});
afterAll(async () => {
  await t.close();
});

const db = () => t.ctx.database.db;
const speak = async (who: Host, language: HostLanguage) => {
  await db().update(users).set({ language }).where(eq(users.id, who.id));
};

/** Provokes the error once per host language and checks its status, code and words in that language. */
async function inEveryLanguage<C extends ServerMessageCode>(
  run: () => Promise<LightMyRequestResponse>,
  expected: { status: number; code: string },
  message: C,
  ...args: MessageArgs<C>
): Promise<void> {
  for (const language of HOST_LANGUAGES) {
    await speak(host, language);
    const response = await run();
    expect(response.statusCode, `${message} ${language}`).toBe(expected.status);
    expect(response.json().error, `${message} ${language}`).toEqual({ code: expected.code, message: serverMessage(message, language, ...args) });
  }
  await speak(host, 'english');
}

/** A new host for the next import test: previews count 30 per host per 10 minutes. */
let hosts = 0;
async function freshHost() {
  hosts += 1;
  host = await signedInUser(t, `lists-language-${hosts}@example.com`);
}

const newInvitation = (values: Parameters<typeof insertInvitation>[1] = {}) => insertInvitation(db(), { userId: host.id, ...values });
const guests = (id: string) => `/api/invitations/${id}/guests`;

function preview(invitationId: string, body: Buffer | string, options: { fileName?: string; mapping?: ImportFieldChoice[] | string; who?: Host } = {}) {
  const form = new FormData();
  if (options.mapping !== undefined) form.append(IMPORT_MAPPING_FIELD, typeof options.mapping === 'string' ? options.mapping : JSON.stringify(options.mapping));
  form.append('file', new Blob([new Uint8Array(Buffer.from(body))], { type: 'text/csv' }), options.fileName ?? 'guests.csv');
  return injectForm(t.app, form, { url: `${guests(invitationId)}/import/preview`, cookie: (options.who ?? host).client.cookieHeader });
}

const row = (line: number, values: Record<string, unknown> = {}) => ({ line, name: `Row ${line}`, seats: 1, phone: '', email: '', tags: [], language: null, note: '', ...values });

describe('the guest list’s own errors', () => {
  it('an invitation or a household that is not there', async () => {
    await inEveryLanguage(() => host.client.get(guests(randomUUID())), { status: 404, code: 'NOT_FOUND' }, 'GUEST_LIST_INVITATION_NOT_FOUND');
    const inv = await newInvitation();
    await inEveryLanguage(() => host.client.request('PUT', `${guests(inv.id)}/${randomUUID()}`, { name: 'Tan', seats: 1 }), { status: 404, code: 'NOT_FOUND' }, 'HOUSEHOLD_NOT_FOUND');
    await inEveryLanguage(() => host.client.post(`${guests(inv.id)}/${randomUUID()}/new-link`, {}), { status: 404, code: 'NOT_FOUND' }, 'HOUSEHOLD_NOT_FOUND');
    await inEveryLanguage(() => host.client.post(`${guests(inv.id)}/${randomUUID()}/sent`, { via: 'whatsapp', mode: 'invite' }), { status: 404, code: 'NOT_FOUND' }, 'HOUSEHOLD_NOT_FOUND');
  });

  it('a phone that is not one, and a phone or e-mail another household has', async () => {
    const inv = await newInvitation();
    await inEveryLanguage(() => host.client.post(guests(inv.id), { name: 'Tan', seats: 1, phone: '123' }), { status: 400, code: 'INVALID_PHONE' }, 'INVALID_PHONE');
    expect((await host.client.post(guests(inv.id), { name: 'Keluarga Tan', seats: 2, phone: '012-345 6789', email: 'tan@example.com' })).statusCode).toBe(201);
    await inEveryLanguage(() => host.client.post(guests(inv.id), { name: 'Other', seats: 1, phone: '0123456789' }), { status: 409, code: 'DUPLICATE_PHONE' }, 'DUPLICATE_PHONE', 'Keluarga Tan');
    await inEveryLanguage(() => host.client.post(guests(inv.id), { name: 'Other', seats: 1, email: 'TAN@example.com' }), { status: 409, code: 'DUPLICATE_EMAIL' }, 'DUPLICATE_EMAIL', 'Keluarga Tan');
  });

  it('too many groups, an event that is not the invitation’s, a message without {link}', async () => {
    const inv = await newInvitation();
    const tags = Array.from({ length: GUEST_LIMITS.tagsPerHousehold }, (_, i) => `g${i}`);
    const created = (await host.client.post(guests(inv.id), { name: 'Full Groups', seats: 1, tags })).json();
    await inEveryLanguage(() => host.client.post(`${guests(inv.id)}/bulk-tag`, { ids: [created.id], add: ['one more'] }), { status: 400, code: 'TOO_MANY_TAGS' }, 'TOO_MANY_TAGS', 'Full Groups');
    await inEveryLanguage(() => host.client.post(guests(inv.id), { name: 'A', seats: 1, eventIds: [randomUUID()] }), { status: 400, code: 'UNKNOWN_EVENT' }, 'GUEST_LIST_UNKNOWN_EVENT');
    await inEveryLanguage(() => host.client.get(`${guests(inv.id)}?event=${randomUUID()}`), { status: 400, code: 'UNKNOWN_EVENT' }, 'GUEST_LIST_UNKNOWN_EVENT');
    await inEveryLanguage(() => host.client.request('PUT', `${guests(inv.id)}/settings`, { message: 'Jemputan kami' }), { status: 400, code: 'MESSAGE_WITHOUT_LINK' }, 'MESSAGE_WITHOUT_LINK');
  });

  it('a full list: adding one more, and an import that would pass the limit', async () => {
    const inv = await newInvitation();
    await db().execute(sql`INSERT INTO households (id, invitation_id, name, seats, token_hash)
      SELECT gen_random_uuid(), ${inv.id}::uuid, 'Household ' || g, 1, md5(${inv.id} || g::text) FROM generate_series(1, ${GUEST_LIMITS.householdsPerInvitation}) AS g`);
    await inEveryLanguage(() => host.client.post(guests(inv.id), { name: 'One more', seats: 1 }), { status: 409, code: 'GUEST_LIST_FULL' }, 'GUEST_LIST_FULL');
    const after = GUEST_LIMITS.householdsPerInvitation + 1;
    await inEveryLanguage(() => host.client.post(`${guests(inv.id)}/import`, { rows: [row(2)], duplicates: 'skip' }), { status: 409, code: 'LIST_FULL' }, 'IMPORT_LIST_FULL', after);
  });
});

describe('the import: the file as a whole', () => {
  it('no file, an empty one, one that is not a spreadsheet, an old or a false Excel file, a damaged workbook', async () => {
    await freshHost();
    const inv = await newInvitation();
    await inEveryLanguage(() => host.client.post(`${guests(inv.id)}/import/preview`, {}), { status: 400, code: 'NO_FILE' }, 'IMPORT_NO_FILE');
    await inEveryLanguage(() => preview(inv.id, ''), { status: 400, code: 'EMPTY' }, 'IMPORT_EMPTY');
    await inEveryLanguage(() => preview(inv.id, Buffer.from([0, 1, 2, 3, 0, 0, 0xff, 0xfe, 0, 7, 0, 0, 0, 9])), { status: 400, code: 'NOT_SPREADSHEET' }, 'IMPORT_NOT_SPREADSHEET');
    await inEveryLanguage(() => preview(inv.id, 'name\nTan\n', { fileName: 'guests.xls' }), { status: 400, code: 'OLD_EXCEL' }, 'IMPORT_OLD_EXCEL');
    await inEveryLanguage(() => preview(inv.id, 'name\nTan\n', { fileName: 'guests.xlsx' }), { status: 400, code: 'NOT_XLSX' }, 'IMPORT_NOT_XLSX');
    await inEveryLanguage(() => preview(inv.id, Buffer.concat([Buffer.from([0x50, 0x4b, 0x05, 0x06]), Buffer.alloc(18)]), { fileName: 'guests.xlsx' }), { status: 400, code: 'BROKEN_XLSX' }, 'IMPORT_BROKEN_XLSX');
  });

  it('too large, too many rows, too wide, a cell or a row too long, an unclosed quote', async () => {
    await freshHost();
    const inv = await newInvitation();
    await inEveryLanguage(() => preview(inv.id, Buffer.alloc(GUEST_LIMITS.importMaxBytes + 128 * 1024, 'a')), { status: 413, code: 'TOO_LARGE' }, 'IMPORT_TOO_LARGE');
    const many = ['name', ...Array.from({ length: GUEST_LIMITS.importMaxRows + 1 }, (_, i) => `G${i}`)].join('\n');
    await inEveryLanguage(() => preview(inv.id, many), { status: 400, code: 'TOO_MANY_ROWS' }, 'IMPORT_TOO_MANY_ROWS');
    await inEveryLanguage(() => preview(inv.id, 'name\n'.repeat(20_001)), { status: 400, code: 'SHEET_TOO_WIDE' }, 'IMPORT_SHEET_TOO_WIDE');
    await inEveryLanguage(() => preview(inv.id, `name,note\nTan,${'x'.repeat(40_000)}\n`), { status: 400, code: 'CELL_TOO_LONG' }, 'IMPORT_CELL_TOO_LONG', 2);
    await inEveryLanguage(() => preview(inv.id, `name,note,group\nTan,${'x'.repeat(30_000)},${'y'.repeat(30_000)},${'z'.repeat(30_000)}\n`), { status: 400, code: 'BROKEN_CSV' }, 'IMPORT_ROW_TOO_LONG', 2);
    await inEveryLanguage(() => preview(inv.id, 'name,seats\nTan,2\n"Lim,3\n'), { status: 400, code: 'BROKEN_CSV' }, 'IMPORT_UNCLOSED_QUOTE', 3);
  });

  it('no header, no rows, and the host’s column choices that do not fit', async () => {
    await freshHost();
    const inv = await newInvitation();
    await inEveryLanguage(() => preview(inv.id, '1,2\n3,4\n'), { status: 400, code: 'NO_HEADER' }, 'IMPORT_NO_HEADER');
    await inEveryLanguage(() => preview(inv.id, 'Name,Seats\n'), { status: 400, code: 'NO_ROWS' }, 'IMPORT_NO_ROWS');
    const file = 'Name,Seats\nTan,2\n';
    await inEveryLanguage(() => preview(inv.id, file, { mapping: ['name', 'name'] }), { status: 400, code: 'BAD_MAPPING' }, 'IMPORT_MAPPING_TWICE', 'name');
    await inEveryLanguage(() => preview(inv.id, file, { mapping: ['seats', 'ignore'] }), { status: 400, code: 'BAD_MAPPING' }, 'IMPORT_NO_NAME_COLUMN');
    await inEveryLanguage(() => preview(inv.id, file, { mapping: ['name'] }), { status: 400, code: 'BAD_MAPPING' }, 'IMPORT_BAD_MAPPING');
    await inEveryLanguage(() => preview(inv.id, file, { mapping: '{not json' }), { status: 400, code: 'BAD_MAPPING' }, 'IMPORT_BAD_MAPPING');
  });

  it('the commit’s rows checked again: a phone, an event', async () => {
    const inv = await newInvitation();
    await inEveryLanguage(() => host.client.post(`${guests(inv.id)}/import`, { rows: [row(2), row(7, { phone: '123' })], duplicates: 'skip' }), { status: 400, code: 'VALIDATION_ERROR' }, 'IMPORT_BAD_ROW_PHONE', 7);
    await inEveryLanguage(() => host.client.post(`${guests(inv.id)}/import`, { rows: [row(4, { eventIds: [randomUUID()] })], duplicates: 'skip' }), { status: 400, code: 'VALIDATION_ERROR' }, 'IMPORT_BAD_ROW_EVENTS', 4);
  });
});

describe('the import preview’s reasons for each row are in the host’s language', () => {
  it('every reason a row can have, the events column’s unknown name too', async () => {
    await freshHost();
    const inv = await newInvitation();
    const known = ((await host.client.get(guests(inv.id))).json() as { events: { name: string }[] }).events.map((event) => event.name);
    const eleven = Array.from({ length: 11 }, (_, i) => `E${i}`).join(';');
    const file = [
      'Name,Seats,Phone,Email,Groups,Language,Note,Events',
      ',2,,,,,,',
      'Seat Hog,31,,,,,,',
      'Typo Phone,2,12345,,,,,',
      'Typo Email,2,,not-an-email,,,,',
      'Klingon,1,,,,tlhIngan,,',
      `${'n'.repeat(GUEST_LIMITS.nameMax + 1)},1,,,,,,`,
      `Many Groups,1,,,"${Array.from({ length: 11 }, (_, i) => `g${i}`).join(';')}",,,`,
      `Long Group,1,,,${'g'.repeat(GUEST_LIMITS.tagMax + 1)},,,`,
      `Long Note,1,,,,,${'n'.repeat(GUEST_LIMITS.noteMax + 1)},`,
      `Many Events,1,,,,,,"${eleven}"`,
      'Lost,1,,,,,,Makan Malam',
    ].join('\n');
    const expected = (language: HostLanguage) => [
      ['IMPORT_MISSING_NAME'],
      ['IMPORT_SEATS_RANGE'],
      ['INVALID_PHONE'],
      ['IMPORT_BAD_EMAIL'],
      ['IMPORT_BAD_LANGUAGE'],
      ['IMPORT_NAME_TOO_LONG'],
      ['IMPORT_TOO_MANY_GROUPS'],
      ['IMPORT_GROUP_TOO_LONG'],
      ['IMPORT_NOTE_TOO_LONG'],
      ['IMPORT_TOO_MANY_EVENTS'],
    ]
      .map(([code]) => [serverMessage(code as 'IMPORT_MISSING_NAME', language)])
      .concat([[serverMessage('IMPORT_UNKNOWN_EVENT', language, 'Makan Malam', known)]]);
    for (const language of HOST_LANGUAGES) {
      await speak(host, language);
      const response = await preview(inv.id, file);
      expect(response.statusCode).toBe(200);
      const body = response.json() as ImportPreview;
      expect(body.problems.map((problem) => problem.reasons), language).toEqual(expected(language));
      expect(body.problems.map((problem) => problem.line)).toEqual([2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    }
    await speak(host, 'english');
    // English exactly as before; Malay and Chinese in their own words.
    expect(expected('english').flat().slice(0, 5)).toEqual([IMPORT_MESSAGES.missingName, IMPORT_MESSAGES.seatsRange, PHONE_MESSAGES.invalid, IMPORT_MESSAGES.badEmail, IMPORT_MESSAGES.badLanguage]);
    expect(expected('malay')[0]).toEqual(['Nama tidak diisi.']);
    expect(expected('chinese')[2]).toEqual(['此电话号码无效（请使用如 012-345 6789 或 +65 9123 4567 的格式）。']);
  });
});

describe('limits and the sending queue', () => {
  it('too many imports, too many sending requests', async () => {
    const inv = await insertInvitation(db(), { userId: limited.id });
    for (let i = 0; i < GUEST_IMPORT_LIMITS.previews.limit; i += 1) await t.ctx.limiter.hit(`guest-import-previews:${limited.id}`, GUEST_IMPORT_LIMITS.previews.limit, GUEST_IMPORT_LIMITS.previews.windowMs);
    for (let i = 0; i < SENDING_RATE_LIMITS.bulkActions.limit; i += 1) await t.ctx.limiter.hit(`guest-sending:bulkActions:${limited.id}`, SENDING_RATE_LIMITS.bulkActions.limit, SENDING_RATE_LIMITS.bulkActions.windowMs);
    for (const language of HOST_LANGUAGES) {
      await speak(limited, language);
      const imports = await preview(inv.id, 'Name\nTan\n', { who: limited });
      expect(imports.statusCode).toBe(429);
      expect(imports.headers['retry-after']).toBeTruthy();
      expect(imports.json().error).toEqual({ code: 'RATE_LIMITED', message: serverMessage('IMPORT_RATE_LIMITED', language) });
      const sends = await limited.client.post(`${guests(inv.id)}/send-emails`, {});
      expect(sends.statusCode).toBe(429);
      expect(sends.json().error).toEqual({ code: 'RATE_LIMITED', message: serverMessage('SENDING_RATE_LIMITED', language) });
    }
  });

  it('an unpublished invitation’s e-mails, and the digest while it is off', async () => {
    const draft = await newInvitation({ templateStatus: 'Draft' });
    await inEveryLanguage(() => host.client.post(`${guests(draft.id)}/send-emails`, {}), { status: 409, code: 'NOT_PUBLISHED' }, 'SENDING_NOT_PUBLISHED');
    const quiet = await newInvitation({ guestSettings: { hostNotify: 'off' } });
    await inEveryLanguage(() => host.client.post(`${guests(quiet.id)}/digest-now`, {}), { status: 409, code: 'DIGEST_OFF' }, 'DIGEST_OFF');
  });
});

describe('the words', () => {
  it('English is what the API said before codes; Malay and Chinese are their own', () => {
    const same: [ServerMessageCode, string][] = [
      ['HOUSEHOLD_NOT_FOUND', 'Household not found'],
      ['GUEST_LIST_INVITATION_NOT_FOUND', 'Invitation not found'],
      ['GUEST_LIST_FULL', GUEST_MESSAGES.listFull],
      ['NO_EVENT', 'Choose at least one event.'],
      ['INVALID_PHONE', PHONE_MESSAGES.invalid],
      ['IMPORT_UNREADABLE', IMPORT_MESSAGES.unreadable],
      ['IMPORT_BUSY', IMPORT_MESSAGES.busy],
      ['IMPORT_XLSX_TOO_BIG', IMPORT_MESSAGES.xlsxTooBig],
      ['IMPORT_RACED', IMPORT_MESSAGES.raced],
      ['SENDING_NOT_PUBLISHED', SENDING_MESSAGES.notPublished],
    ];
    for (const [code, english] of same) expect(serverMessage(code, 'english')).toBe(english);
    expect(serverMessage('IMPORT_BROKEN_CSV', 'english', 9)).toBe(IMPORT_MESSAGES.brokenCsv(9));
    expect(serverMessage('IMPORT_BAD_ROW_PHONE', 'english', 7)).toBe(IMPORT_MESSAGES.badRow(7, PHONE_MESSAGES.invalid));
    expect(serverMessage('IMPORT_BAD_ROW_EVENTS', 'english', 4)).toBe(IMPORT_MESSAGES.badRow(4, IMPORT_MESSAGES.badEvents));
    expect(serverMessage('IMPORT_MAPPING_TWICE', 'english', 'group')).toBe(IMPORT_MESSAGES.mappingTwice('Groups'));
    // Words of the host's mapping step, and numbers as the English has them.
    expect(serverMessage('IMPORT_MAPPING_TWICE', 'malay', 'group')).toBe('Dua lajur sama-sama "Kumpulan". Pilih untuk satu lajur sahaja.');
    expect(serverMessage('IMPORT_LIST_FULL', 'chinese', 10_001)).toBe('此次导入会使名单上有 10,001 个家庭；一份请柬最多只能有 10,000 个。没有导入任何内容。');
    expect(serverMessage('IMPORT_BROKEN_CSV', 'malay', 9)).toBe('Baris 9 tidak dapat dibaca sebagai CSV (semak tanda petikannya). Betulkan baris itu dan cuba lagi.');
    expect(serverMessage('IMPORT_UNREADABLE', 'chinese')).toBe('我们未能及时读取此文件。请重新另存为 CSV 或 .xlsx 后再试一次。');
    // Every entry has Malay and Chinese words of its own (not the English left in).
    const values: Record<string, unknown[]> = { IMPORT_UNKNOWN_EVENT: ['Makan', ['Majlis']], IMPORT_MAPPING_TWICE: ['name'] };
    for (const code of Object.keys(GUEST_LIST_MESSAGES) as (keyof typeof GUEST_LIST_MESSAGES)[]) {
      const args = (values[code] ?? [3, 'Tan']) as [];
      const english = serverMessage(code, 'english', ...args);
      for (const language of ['malay', 'chinese'] as const) expect(serverMessage(code, language, ...args), `${code} ${language}`).not.toBe(english);
    }
  });
});
