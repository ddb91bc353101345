import fs from 'node:fs';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hostLanguageFromAcceptLanguage } from '@shared/host-language';
import { users } from '@server/db/schema';
import { Client, createTestApp, signedInUser, type TestApp } from '../support/test-app';
import { FAKE_SPA, fakeFrame, fakeWebDist } from '../support/web-dist';
import { TERMS_VERSION } from '@shared/legal';

/*
 * Issue 29 / decision 0030: the host's language is chosen from Accept-Language on a first visit,
 * kept in a cookie and on the account, and every account e-mail comes in it.
 */

const SPA = FAKE_SPA;
/** The landing's canonical and hreflang links the server adds to its head (language-urls.test.ts checks them). */
const withoutLanguageLinks = (html: string) => html.replace(/<link rel="(?:canonical|alternate)"[^>]*\/>/g, '');
const frame = (lang: string, words: string) => fakeFrame(lang, words);

let t: TestApp;
let dir: string;
beforeAll(async () => {
  dir = fakeWebDist();
  t = await createTestApp({ WEB_DIST_DIR: dir });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

const languageOf = async (id: string) => (await t.ctx.database.db.select({ language: users.language }).from(users).where(eq(users.id, id)))[0]?.language;

describe('the first served page follows Accept-Language', () => {
  it('reads the weights of the header and falls back to English', () => {
    expect(hostLanguageFromAcceptLanguage('ms-MY,ms;q=0.9,en;q=0.8')).toBe('malay');
    expect(hostLanguageFromAcceptLanguage('en-GB,en;q=0.9,zh-CN;q=0.8')).toBe('english');
    expect(hostLanguageFromAcceptLanguage('fr,zh-Hans-MY;q=0.5,ms;q=0.4')).toBe('chinese');
    expect(hostLanguageFromAcceptLanguage('fr,de;q=0.9')).toBe('english');
    expect(hostLanguageFromAcceptLanguage('ms;q=0,en;q=0.1')).toBe('english');
    expect(hostLanguageFromAcceptLanguage(undefined)).toBe('english');
  });

  it("sends the landing's Malay frame to a Malay browser and keeps the choice in a cookie", async () => {
    const client = new Client(t.app);
    const first = await client.get('/', { 'accept-language': 'ms-MY,ms;q=0.9,en;q=0.8', 'accept-encoding': 'identity' });
    expect(first.statusCode).toBe(200);
    expect(withoutLanguageLinks(first.body)).toBe(frame('ms', 'Kad jemputan'));
    expect(first.headers.vary).toContain('Accept-Language');
    expect(client.cookies.get('lang')).toBe('malay');
    // The kept choice wins over the header from then on.
    client.cookies.set('lang', 'chinese');
    const later = await client.get('/', { 'accept-language': 'ms-MY', 'accept-encoding': 'identity' });
    expect(withoutLanguageLinks(later.body)).toBe(frame('zh-Hans', '电子请柬'));
  });

  it('sets <html lang> of every other page, and English when nothing asks otherwise', async () => {
    const malay = await new Client(t.app).get('/auth', { 'accept-language': 'ms' });
    expect(malay.body).toContain('<html lang="ms">');
    const plain = await new Client(t.app).get('/auth');
    expect(plain.body).toBe(SPA);
    const english = await new Client(t.app).get('/', { 'accept-language': 'fr-FR', 'accept-encoding': 'identity' });
    expect(withoutLanguageLinks(english.body)).toBe(frame('en', 'Invitations your guests'));
  });

  it('never trusts a cookie it did not write', async () => {
    const response = await t.app.inject({ url: '/auth', headers: { cookie: 'lang=<script>', 'accept-language': 'zh-CN' } });
    expect(response.body).toContain('<html lang="zh-Hans">');
    expect(response.body).not.toContain('<script>');
  });
});

describe('the account keeps its language', () => {
  it('takes the visitor\'s language at sign-up, not a value the client sends, and mails the verification in it', async () => {
    const client = new Client(t.app);
    await client.get('/', { 'accept-language': 'ms-MY,ms;q=0.9' });
    const email = 'aisyah@example.com';
    const signUp = await client.post('/api/auth/sign-up/email', { termsVersion: TERMS_VERSION, email, password: 'hunter22', name: 'Aisyah', language: 'klingon' });
    expect(signUp.statusCode).toBe(200);
    const [user] = await t.ctx.database.db.select().from(users).where(eq(users.email, email));
    expect(user?.language).toBe('malay');
    const mail = t.mails().filter((m) => m.to === email).at(-1)!;
    expect(mail.subject).toBe('Sahkan e-mel anda untuk Jemputan');
    expect(mail.text).toContain('Sahkan e-mel saya: http://localhost:3000/api/auth/verify-email');
    expect(mail.html).toContain('<html lang="ms">');
  });

  it('an English visitor gets English (the default), and a Chinese one Chinese', async () => {
    const english = new Client(t.app);
    await english.post('/api/auth/sign-up/email', { termsVersion: TERMS_VERSION, email: 'plain@example.com', password: 'hunter22', name: 'P' });
    expect(t.mails().filter((m) => m.to === 'plain@example.com').at(-1)?.subject).toBe('Verify your e-mail for Jemputan');
    const chinese = new Client(t.app);
    await chinese.post('/api/auth/sign-up/email', { termsVersion: TERMS_VERSION, email: 'meiling@example.com', password: 'hunter22', name: 'Mei Ling' }, { 'accept-language': 'zh-MY' });
    expect(t.mails().filter((m) => m.to === 'meiling@example.com').at(-1)?.subject).toBe('验证您在 Jemputan 的电子邮件');
  });

  it('is changed only through PUT /api/account/language, with a value from the list; the session and the reset mail follow', async () => {
    const { id, email, client } = await signedInUser(t, 'host-lang@example.com');
    expect((await client.get('/api/session')).json().user.language).toBe('english');

    const bad = await client.request('PUT', '/api/account/language', { language: 'klingon' });
    expect(bad.statusCode).toBe(400);
    const sneaky = await client.post('/api/auth/update-user', { name: 'Host', language: 'klingon' });
    expect(sneaky.statusCode).toBe(200);
    expect(await languageOf(id)).toBe('english');

    const put = await client.request('PUT', '/api/account/language', { language: 'chinese' });
    expect(put.statusCode).toBe(200);
    expect(put.json()).toEqual({ language: 'chinese' });
    expect(client.cookies.get('lang')).toBe('chinese');
    expect(await languageOf(id)).toBe('chinese');
    expect((await client.get('/api/session')).json().user.language).toBe('chinese');

    // A new device with an English browser: the account's language is the one its mails are in.
    const reset = await new Client(t.app).post('/api/auth/request-password-reset', { email, redirectTo: '/reset-password' }, { 'accept-language': 'en' });
    expect(reset.statusCode).toBe(200);
    const mail = t.mails().filter((m) => m.to === email).at(-1)!;
    expect(mail.subject).toBe('重设您的 Jemputan 密码');
    expect(mail.text).toContain('设置新密码: http://localhost:3000/api/auth/reset-password/');

    await client.request('PUT', '/api/account/language', { language: 'malay' });
    await new Client(t.app).post('/api/auth/request-password-reset', { email, redirectTo: '/reset-password' });
    expect(t.mails().filter((m) => m.to === email).at(-1)?.subject).toBe('Tetapkan semula kata laluan Jemputan anda');
  });

  it('refuses anonymous callers', async () => {
    const response = await new Client(t.app).request('PUT', '/api/account/language', { language: 'malay' });
    expect(response.statusCode).toBe(401);
  });
});

describe("a visitor's language, kept by the server for the next page (PUT /api/language)", () => {
  it('writes the lang cookie that the next page is drawn in, takes only a value from the list, and stores nothing on an account', async () => {
    const visitor = new Client(t.app);
    const put = await visitor.request('PUT', '/api/language', { language: 'malay' });
    expect(put.statusCode).toBe(200);
    expect(put.json()).toEqual({ language: 'malay' });
    expect(put.headers['cache-control']).toBe('no-store');
    expect(visitor.cookies.get('lang')).toBe('malay');
    expect((await visitor.get('/')).body).toContain('<html lang="ms">');

    for (const language of ['klingon', 'tamil', '', null]) expect((await visitor.request('PUT', '/api/language', { language })).statusCode).toBe(400);
    expect(visitor.cookies.get('lang')).toBe('malay');

    const { id, client } = await signedInUser(t, 'visitor-lang@example.com');
    expect((await client.request('PUT', '/api/language', { language: 'chinese' })).statusCode).toBe(200);
    expect(client.cookies.get('lang')).toBe('chinese');
    expect(await languageOf(id)).toBe('english');
  });
});
