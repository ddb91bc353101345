import type { APIRequestContext, Page, Route } from '@playwright/test';
import type { Household } from '@shared/guests';
import type { InvitationInput } from '@shared/invitation-input';
import { expect, test } from './support/fixtures';

/*
 * Issue 30, "whole before any script": an envelope invitation opens on the first tap before its
 * scripts have run and without JavaScript at all (the tap makes the envelope the page's :target,
 * renderer.css does the rest); without JavaScript every section is readable once opened, and where
 * something needs JavaScript (the RSVP form) a note says so in the guest's language instead of a
 * disabled button. Set-up through the API, as in envelope.spec.ts.
 */

type MakeInvitation = (as: APIRequestContext, values: Partial<InvitationInput>) => Promise<string>;

const NEEDS_SCRIPT = {
  english: 'Replying needs JavaScript',
  malay: 'Untuk membalas, JavaScript diperlukan',
  chinese: '回复需要 JavaScript',
  tamil: 'பதிலளிக்க JavaScript தேவை',
} as const;
type Language = keyof typeof NEEDS_SCRIPT;
const RSVP_HEADING: Record<Language, string> = { english: 'RSVP', malay: 'Pengesahan Kehadiran', chinese: '出席回复', tamil: 'வருகையை உறுதிசெய்யுங்கள்' };

/** A published envelope invitation with RSVP, and one household's personal link to it. */
async function envelopeLink(
  { request, adminApi, invitation, baseURL, createUser }: { request: APIRequestContext; adminApi: APIRequestContext; invitation: MakeInvitation; baseURL: string; createUser: (prefix?: string) => Promise<{ email: string; password: string }> },
  name: string,
  language: Language,
): Promise<string> {
  const host = await createUser(name);
  expect((await request.post('/api/auth/sign-in/email', { data: host, headers: { origin: baseURL } })).ok()).toBe(true);
  const id = await invitation(request, {
    eventName: '<p>Nadia &amp; Omar</p>',
    language,
    date: '2027-12-12',
    time: '11:00',
    venue: 'Dewan Merdeka',
    openingAnimation: 'envelope',
    customColors: ['#fbf3e4', '#e8d3b0', '#6b3f2a'],
    organizer: { name: 'Puan Rosnah', email: '', phone: '012-345 6789' },
    rsvp: { enabled: true, allowPlusOnes: true, requireCarPlate: false, deadline: '', mealOptions: [], wishes: '' },
  });
  const published = await adminApi.patch(`/api/admin/invitations/${id}`, { data: { template_status: 'Published', reason: 'E2E fixture: published without a payment' }, headers: { origin: baseURL } });
  expect(published.ok()).toBe(true);
  const added = await request.post(`/api/invitations/${id}/guests`, { data: { name: 'The Tan family', seats: 2 }, headers: { origin: baseURL } });
  expect(added.status()).toBe(201);
  return new URL(((await added.json()) as Household).link).pathname;
}

const envelopeButton = (page: Page) => page.locator('.inv-env-btn');
const title = (page: Page) => page.getByRole('heading', { level: 1 });

/** Closed: only the envelope, the page behind hidden and not scrolling. */
async function expectClosed(page: Page) {
  await expect(envelopeButton(page)).toBeVisible();
  await expect(title(page)).toBeHidden();
  expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).toBe('hidden');
}

/** Opened: the envelope gone (or left behind, invisible and letting taps through), the cover shown. */
async function expectOpened(page: Page) {
  await expect(title(page)).toBeVisible();
  await expect(title(page)).toContainText('Nadia & Omar');
  await expect(envelopeButton(page)).toBeHidden();
  expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).not.toBe('hidden');
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  for (const language of Object.keys(NEEDS_SCRIPT) as Language[]) {
    test(`the ${language} envelope opens on the first tap, every section is readable, and the RSVP says it needs JavaScript @mobile`, async ({ page, request, adminApi, invitation, baseURL, createUser }, testInfo) => {
      const link = await envelopeLink({ request, adminApi, invitation, baseURL: baseURL!, createUser }, `nojs-${language}-${testInfo.project.name}`, language);
      await page.goto(link);
      await expectClosed(page);
      await page.evaluate(() => document.fonts.ready);
      if (language === 'english') await page.screenshot({ path: testInfo.outputPath(`envelope-closed-nojs-${testInfo.project.name}.png`) });

      await envelopeButton(page).click();
      await expectOpened(page);
      // The details, the RSVP section and the wishes are all there to read.
      await expect(page.getByText('Dewan Merdeka').first()).toBeVisible();
      const headings = page.getByRole('heading', { level: 2 });
      expect(await headings.count()).toBeGreaterThanOrEqual(3);
      for (const heading of await headings.all()) await expect(heading).toBeVisible();
      await expect(page.getByRole('heading', { level: 2, name: RSVP_HEADING[language] })).toBeVisible();
      const rsvp = page.locator('section', { has: page.getByRole('heading', { level: 2, name: RSVP_HEADING[language] }) }).last();
      // The form cannot send without JavaScript: a note in the guest's language, no dead form or button.
      await expect(page.locator('.inv-noscript')).toBeVisible();
      await expect(page.locator('.inv-noscript')).toContainText(NEEDS_SCRIPT[language]);
      await expect(rsvp.locator('form')).toBeHidden();
      await expect(page.locator('button:disabled:visible')).toHaveCount(0);
      // The bottom bar's buttons need the script too.
      await expect(page.locator('.inv-bar')).toBeHidden();
      if (language === 'english') {
        await page.screenshot({ path: testInfo.outputPath(`envelope-opened-nojs-${testInfo.project.name}.png`) });
        await page.screenshot({ path: testInfo.outputPath(`envelope-opened-nojs-full-${testInfo.project.name}.png`), fullPage: true });
      }
    });
  }

  test('the envelope opens from the keyboard (Enter) without JavaScript', async ({ page, request, adminApi, invitation, baseURL, createUser }, testInfo) => {
    const link = await envelopeLink({ request, adminApi, invitation, baseURL: baseURL!, createUser }, `nojs-kb-${testInfo.project.name}`, 'english');
    await page.goto(link);
    await expectClosed(page);
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: /Dear The Tan family.*Tap to open/ })).toBeFocused();
    await page.keyboard.press('Enter');
    await expectOpened(page);
  });
});

test('with its scripts blocked, the envelope opens on the first tap @mobile', async ({ page, request, adminApi, invitation, baseURL, createUser }, testInfo) => {
  const link = await envelopeLink({ request, adminApi, invitation, baseURL: baseURL!, createUser }, `blocked-${testInfo.project.name}`, 'malay');
  await page.route('**/*.js', (route) => route.abort());
  await page.goto(link);
  await expectClosed(page);
  await envelopeButton(page).click();
  await expectOpened(page);
  await expect(page.getByText('Dewan Merdeka').first()).toBeVisible();
});

test('a tap before the scripts arrive opens the envelope, and the page stays open once they take over @mobile', async ({ page, request, adminApi, invitation, baseURL, createUser }, testInfo) => {
  const link = await envelopeLink({ request, adminApi, invitation, baseURL: baseURL!, createUser }, `early-${testInfo.project.name}`, 'english');
  // Every script waits until the tap has been made.
  let release!: () => void;
  const tapped = new Promise<void>((resolve) => (release = resolve));
  const held: Promise<void>[] = [];
  await page.route('**/*.js', (route: Route) => {
    const continued = tapped.then(() => route.continue());
    held.push(continued);
    return continued;
  });
  // Module scripts hold DOMContentLoaded: wait only for the server's HTML.
  await page.goto(link, { waitUntil: 'commit' });
  await expectClosed(page);
  expect(await page.locator('#root').evaluate((root) => root.querySelector('.inv-env[data-ready]'))).toBeNull();
  await envelopeButton(page).click();
  await expectOpened(page);

  release();
  await Promise.all(held);
  // The script has taken over (the RSVP button works only once hydrated) and the envelope stays open.
  await expect(page.getByRole('button', { name: 'Send my RSVP' })).toBeEnabled();
  await expect(page.locator('.inv-env')).toHaveCount(0);
  await expectOpened(page);
  await expect(page.locator('.inv-bar')).toBeVisible();
});
