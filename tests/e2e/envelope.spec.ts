import type { APIRequestContext, Page } from '@playwright/test';
import type { Household } from '@shared/guests';
import type { InvitationInput } from '@shared/invitation-input';
import { expect, test } from './support/fixtures';

/*
 * Issue 19, the "tap to open" envelope: a household's personal link shows a closed envelope with its
 * name, in the invitation's colours and language; the tap opens it, starts the music (the YouTube
 * player is created in the tap, never before) and moves focus to the cover. Set-up through the API.
 */

type MakeInvitation = (as: APIRequestContext, values: Partial<InvitationInput>) => Promise<string>;

async function envelopeInvitation(
  request: APIRequestContext,
  adminApi: APIRequestContext,
  invitation: MakeInvitation,
  baseURL: string,
  values: Partial<InvitationInput>,
  household: { name: string; seats: number },
): Promise<string> {
  const id = await invitation(request, {
    date: '2027-12-12',
    time: '11:00',
    venue: 'Dewan Merdeka',
    openingAnimation: 'envelope',
    customColors: ['#fbf3e4', '#e8d3b0', '#6b3f2a'],
    music: { youtubeUrl: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ', startTime: 0 },
    organizer: { name: 'Puan Rosnah', email: '', phone: '' },
    rsvp: { enabled: true, allowPlusOnes: true, requireCarPlate: false, deadline: '', mealOptions: [], wishes: '' },
    ...values,
  });
  const published = await adminApi.patch(`/api/admin/invitations/${id}`, { data: { template_status: 'Published', reason: 'E2E fixture: published without a payment' }, headers: { origin: baseURL } });
  expect(published.ok()).toBe(true);
  const added = await request.post(`/api/invitations/${id}/guests`, { data: household, headers: { origin: baseURL } });
  expect(added.status()).toBe(201);
  return new URL(((await added.json()) as Household).link).pathname;
}

async function signedInHost(request: APIRequestContext, createUser: (prefix?: string) => Promise<{ email: string; password: string }>, baseURL: string, name: string) {
  const host = await createUser(name);
  expect((await request.post('/api/auth/sign-in/email', { data: host, headers: { origin: baseURL } })).ok()).toBe(true);
}

/** The page's script has taken over the server's HTML (the envelope marks itself ready). */
const hydrated = (page: Page) => expect(page.locator('.inv-env[data-ready]')).toBeAttached();
const player = (page: Page) => page.locator('iframe[src*="youtube-nocookie.com/embed/"]');

test.beforeEach(async ({ page }) => {
  // The music player's page is not what is tested (and the machine may be offline).
  await page.route(/youtube/, (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><title>player</title>' }));
});

test('a guest taps the envelope with its name: the music starts in the tap and the cover gets focus @mobile', async ({ page, request, createUser, invitation, adminApi, a11y, baseURL }, testInfo) => {
  await signedInHost(request, createUser, baseURL!, `env-${testInfo.project.name}`);
  const link = await envelopeInvitation(request, adminApi, invitation, baseURL!, { eventName: '<p>Majlis Nadia &amp; Omar</p>', language: 'malay' }, { name: 'Encik Ahmad sekeluarga', seats: 3 });

  await page.goto(link);
  const envelope = page.getByRole('button', { name: /Kepada Encik Ahmad sekeluarga.*Sentuh untuk buka/ });
  await expect(envelope).toBeVisible();
  await hydrated(page);
  // Closed: the page behind is hidden and inert, and nothing plays yet.
  await expect(page.getByRole('heading', { level: 1 })).toBeHidden();
  await expect(player(page)).toHaveCount(0);
  await a11y();

  await envelope.click();
  await expect(player(page)).toHaveCount(1);
  await expect(player(page)).toHaveAttribute('src', /autoplay=1/);
  await expect(envelope).toBeHidden();
  const cover = page.locator('main section').first();
  await expect(cover).toBeFocused();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Majlis Nadia & Omar');
  // The bar's music button now pauses.
  await expect(page.getByRole('button', { name: 'Jeda' })).toBeVisible();
});

test('the envelope opens from the keyboard; under reduced motion it opens at once', async ({ page, request, createUser, invitation, adminApi, baseURL }, testInfo) => {
  await signedInHost(request, createUser, baseURL!, `envkb-${testInfo.project.name}`);
  const link = await envelopeInvitation(request, adminApi, invitation, baseURL!, { eventName: '<p>Sarah &amp; James</p>', language: 'english' }, { name: 'The Tan family', seats: 2 });

  await page.goto(link);
  await hydrated(page);
  const envelope = page.getByRole('button', { name: /Dear The Tan family.*Tap to open/ });
  // The envelope is the page's only control while closed: the first Tab reaches it.
  await page.keyboard.press('Tab');
  await expect(envelope).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(player(page)).toHaveCount(1);
  await expect(page.locator('main section').first()).toBeFocused();

  // Reduced motion: no opening animation, the envelope is gone as soon as it is pressed (Space).
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto(link);
  await hydrated(page);
  await expect(page.locator('.inv-env .inv-env-tap')).toHaveCSS('animation-name', 'none');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Space');
  await expect(page.locator('.inv-env')).toHaveCount(0);
  await expect(page.locator('main section').first()).toBeFocused();
});

const SAMPLES: Record<string, { values: Partial<InvitationInput>; household: { name: string; seats: number }; greeting: string }> = {
  tamil: {
    values: { eventName: '<p>பிரியா &amp; அருண்</p>', language: 'tamil', eventType: 'indian-wedding', customColors: ['#fff4e0', '#f2c879', '#7a1f2b'] },
    household: { name: 'திரு. ராஜன் குடும்பத்தினர்', seats: 4 },
    greeting: 'அன்புள்ள',
  },
  chinese: {
    values: { eventName: '<p>王伟 &amp; 李娜</p>', language: 'chinese', eventType: 'chinese-wedding', customColors: ['#fff1ec', '#e9a39a', '#9b1c22'] },
    household: { name: '陈先生全家', seats: 4 },
    greeting: '致',
  },
};

for (const [language, sample] of Object.entries(SAMPLES)) {
  test(`a screenshot of the envelope in ${language} @mobile`, async ({ page, request, createUser, invitation, adminApi, baseURL }, testInfo) => {
    await signedInHost(request, createUser, baseURL!, `envshot-${testInfo.project.name}`);
    const link = await envelopeInvitation(request, adminApi, invitation, baseURL!, sample.values, sample.household);
    await page.goto(link);
    await hydrated(page);
    await expect(page.getByRole('button', { name: new RegExp(`^${sample.greeting}`) })).toBeVisible();
    await page.evaluate(() => document.fonts.ready);
    await page.screenshot({ path: testInfo.outputPath(`envelope-${language}-${testInfo.project.name}.png`) });
  });
}
