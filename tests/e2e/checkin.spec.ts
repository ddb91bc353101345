import { randomUUID } from 'node:crypto';
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import type { InvitationEvent } from '@shared/events';
import type { Household } from '@shared/guests';
import type { EditorInvitation } from '@shared/invitation-input';
import { fakeCameraArgs, fakeCameraVideo } from './support/fake-camera';
import { expect, test } from './support/fixtures';
import { scaled } from './support/timeouts';

/*
 * Issue 18, check-in at the door (product.md §13). Set-up through the API: a host, a two-event
 * invitation (akad nikah and sanding), three households, one of which answered yes to both (and so
 * has a QR code). Then, in a phone-sized browser whose camera is a video of that household's real
 * QR code (fetched from its personal link, as the guest sees it): the helper scans and checks it in;
 * a second scan warns; another household is found by name; a check-in made offline waits on the
 * phone and is sent when the connection returns. The host's panel, open in another browser, creates
 * the helpers' link and shows the arrivals change live.
 */

const RSVP_ON = { enabled: true, allowPlusOnes: true, requireCarPlate: false, deadline: '', mealOptions: [], wishes: '' };

async function addHousehold(request: APIRequestContext, origin: string, invitationId: string, name: string, seats: number): Promise<string> {
  const added = await request.post(`/api/invitations/${invitationId}/guests`, { data: { name, seats }, headers: { origin } });
  expect(added.status()).toBe(201);
  const { link } = (await added.json()) as Household;
  // The personal link's token is its last path segment (/view/<id>/g/<token>).
  return new URL(link).pathname.split('/').pop()!;
}

/** The arrived guests of one event on the host's panel. */
const arrivedAt = (page: Page, eventName: string) => page.getByRole('listitem', { name: eventName }).getByTestId('arrived-guests');

test('helpers check households in by QR and by name, offline too, and the host sees arrivals live @mobile', async ({ page, request, createUser, publishedInvitation, apiSignIn, a11y, baseURL, playwright }, testInfo) => {
  const origin = baseURL!;
  const host = await createUser(`checkin-${testInfo.project.name}`);
  expect((await request.post('/api/auth/sign-in/email', { data: host, headers: { origin } })).ok()).toBe(true);

  // A two-event invitation: the main event (akad nikah) and the sanding.
  const id = await publishedInvitation(request, { eventName: '<p>Majlis Aisyah &amp; Hafiz</p>', date: '2027-09-11', time: '10:00', venue: 'Masjid Wilayah', organizer: { name: 'Puan Aisyah', email: '', phone: '' }, rsvp: RSVP_ON });
  const editor = (await (await request.get(`/api/invitations/${id}`)).json()) as EditorInvitation;
  const main = editor.input.events?.find((event) => event.isMain);
  expect(main).toBeTruthy();
  const sanding: InvitationEvent = { ...main!, id: randomUUID(), name: 'Sanding', date: '2027-09-12', time: '12:00', endTime: '16:00', venue: 'Dewan Seri Melati', isMain: false, isPublic: true, mealOptions: [] };
  const saved = await request.put(`/api/invitations/${id}`, { data: { ...editor.input, events: [{ ...main!, name: 'Akad Nikah' }, sanding] }, headers: { origin } });
  expect(saved.ok()).toBe(true);

  // Households: one answers yes to both events (three guests), two have not answered.
  const aminah = await addHousehold(request, origin, id, 'Keluarga Aminah', 4);
  await addHousehold(request, origin, id, 'Keluarga Tan Wei Ming', 2);
  await addHousehold(request, origin, id, 'Keluarga Rajendran', 2);
  const answered = await request.put(`/api/guest-links/${aminah}/rsvp`, {
    data: {
      guestName: 'Keluarga Aminah',
      attending: true,
      numberOfGuests: 3,
      events: [
        { eventId: main!.id, attending: true, guests: 3 },
        { eventId: sanding.id, attending: true, guests: 3 },
      ],
    },
    headers: { origin },
  });
  expect(answered.ok(), await answered.text()).toBe(true);

  // The fake camera shows the household's QR code, as its personal link serves it.
  const qr = await request.get(`/api/guest-links/${aminah}/checkin-qr.svg`);
  expect(qr.ok()).toBe(true);
  const video = await fakeCameraVideo(await qr.body());

  // The host's panel: creates the helpers' link (shown once), sees no arrivals yet.
  await apiSignIn(host, page);
  await page.goto(`/guests/${id}`);
  await page.getByRole('link', { name: 'Check-in' }).click();
  await expect(page).toHaveURL(new RegExp(`/guests/${id}/checkin$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Majlis Aisyah & Hafiz');
  await expect(arrivedAt(page, 'Akad Nikah')).toHaveText('0');
  await expect(arrivedAt(page, 'Sanding')).toHaveText('0');
  await page.getByLabel('Name of the link (optional)').fill('Front door');
  await page.getByRole('button', { name: 'Create link' }).click();
  const made = page.getByRole('region', { name: 'New check-in link' });
  await expect(made.getByText('This link is shown only now.')).toBeVisible();
  const url = await made.getByRole('textbox', { name: 'Check-in link' }).inputValue();
  expect(url).toMatch(/\/checkin\/[^/]+$/);
  await expect(page.getByRole('list', { name: 'Check-in links' }).getByText('Front door')).toBeVisible();
  await a11y();

  // The helper's phone: a browser whose camera plays the QR code video.
  const launchOptions = testInfo.project.use.launchOptions ?? {};
  let phoneBrowser: Browser | undefined;
  try {
    phoneBrowser = await playwright.chromium.launch({ ...launchOptions, args: [...(launchOptions.args ?? []), ...fakeCameraArgs(video)] });
    const phone = await phoneBrowser.newContext({ baseURL: origin, viewport: { width: 375, height: 740 }, hasTouch: true, permissions: ['camera'] });
    const helper = await phone.newPage();
    const opened = await helper.goto(new URL(url).pathname);
    // The page is an app route, and may use the camera and qr-scanner's decoder (a Worker made from a blob: URL).
    expect.soft(opened?.status(), 'GET /checkin/:token is a known app path').toBe(200);
    expect(opened?.headers()['permissions-policy'], 'the check-in page may use the camera').toMatch(/camera=\(self/);
    expect(opened?.headers()['content-security-policy'], "qr-scanner's worker may start (worker-src with blob:)").toMatch(/worker-src[^;]*blob:/);
    await expect(helper).toHaveTitle('Check-in');
    await expect(helper.getByRole('heading', { level: 1 })).toHaveText('Majlis Aisyah & Hafiz');
    await expect(helper.getByLabel('Event')).toHaveValue(main!.id);

    // Scan: the household's card, with its answer, and three guests to check in.
    const card = helper.getByRole('region', { name: 'Keluarga Aminah' });
    await expect(card).toBeVisible({ timeout: scaled(20_000) });
    await expect(card.getByText('Said 3 guests will come')).toBeVisible();
    await a11y(helper);
    await card.getByRole('button', { name: 'Check in 3 guests' }).click();
    await expect(card.getByText('Checked in: 3 guests.')).toBeVisible();
    await expect(arrivedAt(page, 'Akad Nikah')).toHaveText('3');
    await expect(arrivedAt(page, 'Sanding')).toHaveText('0');

    // The same code again: a warning before anything more is counted.
    await card.getByRole('button', { name: 'Scan next' }).click();
    await expect(card.getByText('Already checked in: 3 of 3 arrived')).toBeVisible({ timeout: scaled(20_000) });
    await helper.getByRole('button', { name: 'Find by name' }).click();
    await card.getByRole('button', { name: 'Find another' }).click();

    // By name.
    await helper.getByLabel("Guest's name").fill('tan wei');
    await helper.getByRole('button', { name: /Keluarga Tan Wei Ming/ }).click();
    const tan = helper.getByRole('region', { name: 'Keluarga Tan Wei Ming' });
    await expect(tan.getByText('No answer yet')).toBeVisible();
    await tan.getByRole('button', { name: 'Check in 2 guests' }).click();
    await expect(tan.getByText('Checked in: 2 guests.')).toBeVisible();
    await expect(arrivedAt(page, 'Akad Nikah')).toHaveText('5');

    // Offline: the arrival waits on the phone, and goes when the connection is back.
    await tan.getByRole('button', { name: 'Find another' }).click();
    await helper.getByLabel("Guest's name").fill('rajen');
    await helper.getByRole('button', { name: /Keluarga Rajendran/ }).click();
    const raj = helper.getByRole('region', { name: 'Keluarga Rajendran' });
    await expect(raj).toBeVisible();
    await phone.setOffline(true);
    await raj.getByRole('button', { name: 'Check in 2 guests' }).click();
    await expect(raj.getByText(/Saved on this phone: 2 guests/)).toBeVisible();
    const badge = helper.getByRole('status').filter({ hasText: '1 waiting to send' });
    await expect(badge).toBeVisible();
    await expect(arrivedAt(page, 'Akad Nikah')).toHaveText('5');
    await phone.setOffline(false);
    await expect(badge).toBeHidden();
    await expect(raj.getByText('Checked in: 2 guests.')).toBeVisible();
    await expect(arrivedAt(page, 'Akad Nikah')).toHaveText('7');
    await expect(page.getByRole('listitem', { name: 'Akad Nikah' })).toContainText('3 of 3 invited households arrived');
  } finally {
    // The phone's last screen, kept with the results (the fixture's failure screenshot is the host's page).
    for (const context of phoneBrowser?.contexts() ?? []) for (const open of context.pages()) await open.screenshot({ path: testInfo.outputPath('phone.png') }).catch(() => undefined);
    await phoneBrowser?.close();
  }
});
