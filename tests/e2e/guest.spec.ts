import fs from 'node:fs';
import type { Page } from '@playwright/test';
import ICAL from 'ical.js';
import { E2E_HOST, E2E_HOST_SLUG, E2E_XSS_SLUG } from './support/env';
import { expect, test } from './support/fixtures';

const rsvpForm = (page: Page) => page.locator('form').filter({ has: page.getByLabel('Your name') });

async function pageData(page: Page) {
  return JSON.parse((await page.locator('#invitation-data').textContent()) ?? '{}');
}

test('a guest opens an invitation by slug, RSVPs, changes the answer by the private link, and the host sees it @mobile', async ({ page, request, baseURL }, testInfo) => {
  // Both projects share one server: each answers under its own name.
  const guestName = `Siti Aminah ${testInfo.project.name}`;
  await page.goto(`/view/${E2E_HOST_SLUG}`);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Hana & Iskandar');
  // Each section is there (the wishes' empty state is a renderer unit test: the other project's
  // run may already have left a wish on this shared invitation).
  for (const text of ['Save The Date', 'Counting down to the day', 'RSVP', 'Wishes']) {
    await expect(page.getByText(text, { exact: true }).first()).toBeVisible();
  }
  await expect(page.getByRole('button', { name: 'Location' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Contact' })).toBeVisible();
  // No music or gift on this invitation: no such buttons.
  await expect(page.getByRole('button', { name: 'Play' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Gift' })).toHaveCount(0);
  const invitationId: string = (await pageData(page)).invitation.id;

  const form = rsvpForm(page);
  await form.getByRole('button', { name: 'Send my RSVP' }).click();
  await expect(page.getByText('Missing information')).toBeVisible();
  await expect(page.getByText('Please provide your name').first()).toBeVisible();

  await form.getByLabel('Your name').fill(guestName);
  // One address per project: both share the server, and the same address is the same guest (one answer).
  await form.getByLabel('Email (optional)').fill(`siti-${testInfo.project.name}@example.com`);
  await form.getByLabel('Number of guests').selectOption('3');
  await form.getByLabel('Meal choice').selectOption({ label: 'Nasi lemak' });
  await form.getByLabel('Your wishes').fill('So happy for you both!');
  await form.getByRole('button', { name: 'Send my RSVP' }).click();
  await expect(page.getByText('Thank you for your RSVP!')).toBeVisible();
  // The link is the value of a read-only field named by its caption (a property: Preact, unlike React, writes no value attribute).
  const editLink = page.getByRole('textbox', { name: 'Keep this link to change your answer' });
  await expect(editLink).toHaveValue(/#rsvp-edit=/);
  const editUrl = await editLink.inputValue();
  expect(editUrl).toMatch(new RegExp(`/view/${E2E_HOST_SLUG}#rsvp-edit=`));
  await page.getByRole('button', { name: 'Close' }).click();

  // Back through the private link: the earlier answer is there to change.
  await page.goto(editUrl);
  await page.reload();
  const again = rsvpForm(page);
  await expect(again.getByLabel('Your name')).toHaveValue(guestName);
  await expect(again.getByLabel('Number of guests')).toHaveValue('3');
  await again.getByLabel('Number of guests').selectOption('4');
  await again.getByLabel('Meal choice').selectOption({ label: 'Vegetable biryani' });
  await again.getByRole('button', { name: 'Update my answer' }).click();
  await expect(page.getByText('Thank you for your RSVP!')).toBeVisible();

  // The host's data shows the change.
  const signIn = await request.post('/api/auth/sign-in/email', { data: E2E_HOST, headers: { origin: baseURL! } });
  expect(signIn.ok()).toBe(true);
  const responses = await (await request.get(`/api/invitations/${invitationId}/responses`)).json();
  const mine = responses.rows.filter((r: { guestName: string }) => r.guestName === guestName);
  expect(mine).toEqual([expect.objectContaining({ numberOfGuests: 4, mealChoice: 'meal-b', attending: true, wishes: 'So happy for you both!' })]);

  // The wish shows on the public page.
  await page.goto(`/view/${E2E_HOST_SLUG}`);
  await expect(page.getByRole('figure', { name: `— ${guestName}` })).toContainText('So happy for you both!');
});

test('declining shows the RSVP Received screen', async ({ page }) => {
  await page.goto(`/view/${E2E_HOST_SLUG}`);
  const form = rsvpForm(page);
  await form.getByLabel('Your name').fill('Declining Dan');
  await form.getByText('Regretfully decline').click();
  await expect(form.getByRole('radio', { name: 'Regretfully decline' })).toBeChecked();
  await expect(form.getByLabel('Number of guests')).toHaveCount(0);
  await expect(form.getByLabel('Meal choice')).toHaveCount(0);
  await form.getByRole('button', { name: 'Send my RSVP' }).click();
  await expect(page.getByText('RSVP Received')).toBeVisible();
});

test('Save The Date on iOS downloads an .ics that a real iCalendar parser accepts', async ({ browser, baseURL }) => {
  const context = await browser.newContext({
    baseURL,
    userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1',
    viewport: { width: 375, height: 740 },
    hasTouch: true,
  });
  const page = await context.newPage();
  await page.goto('/view/aisyah-and-daniel');
  // The demo wedding has two events (the akad nikah and the reception): the sheet offers each and all.
  await page.getByRole('button', { name: 'Save The Date' }).click();
  const sheet = page.getByRole('dialog', { name: 'Save The Date' });
  const download = page.waitForEvent('download');
  await sheet.getByRole('button', { name: 'Apple / Outlook (.ics)' }).first().click();
  const file = await (await download).path();
  const component = new ICAL.Component(ICAL.parse(fs.readFileSync(file, 'utf8')));
  const events = component.getAllSubcomponents('vevent').map((vevent) => new ICAL.Event(vevent));
  expect(events).toHaveLength(2);
  const reception = events.find((event) => event.location.includes('The Glasshouse at Seputeh'))!;
  expect(reception.summary).toContain('Aisyah');
  expect(reception.startDate.toString()).toBe('2027-06-12T11:00:00');
  expect(reception.endDate.toString()).toBe('2027-06-12T16:00:00');
  // In the invitation's zone, so a guest abroad gets the right hour: 11:00 in Kuala Lumpur is 03:00 UTC.
  expect(reception.startDate.zone.tzid).toBe('Asia/Kuala_Lumpur');
  expect(reception.startDate.toJSDate().toISOString()).toBe('2027-06-12T03:00:00.000Z');
  await expect(page.getByText('Event added to your calendar!')).toBeVisible();
  await context.close();
});

test('the first HTML carries the OG tags and the rendered invitation', async ({ request }) => {
  const html = await (await request.get('/view/aisyah-and-daniel')).text();
  expect(html).toContain('<meta property="og:title" content="Aisyah &amp; Daniel" />');
  expect(html).toMatch(/<meta property="og:image" content="http:\/\/127\.0\.0\.1:\d+\/covers\/invitations\//);
  expect(html).toMatch(/<meta property="og:description" content="Wedding · Saturday, 12 June 2027/);
  const root = html.slice(html.indexOf('<div id="root">'), html.indexOf('id="invitation-data"'));
  expect(root).toContain('The Glasshouse at Seputeh');
  expect(root).toContain('Send my RSVP');
});

test('XSS payloads in every text field never execute', async ({ page }) => {
  // The page's timers run on a clock the test can move on (below), in real time until then.
  await page.clock.install();
  const dialogs: string[] = [];
  page.on('dialog', async (dialog) => {
    dialogs.push(dialog.message());
    await dialog.dismiss();
  });
  await page.goto(`/view/${E2E_XSS_SLUG}`);
  // The event name was nothing but script: it is sanitised away, the rest of the page still works.
  await expect(page.getByText('Save The Date').first()).toBeVisible();
  // A guest sends a hostile wish too; it must come back as text.
  const form = rsvpForm(page);
  await form.getByLabel('Your name').fill('Mallory');
  await form.getByLabel('Your wishes').fill('<img src=x onerror=alert("wish")><script>alert("wish2")</script>');
  await form.getByRole('button', { name: 'Send my RSVP' }).click();
  await expect(page.getByText('Thank you for your RSVP!')).toBeVisible();
  await page.reload();
  await expect(page.getByText('<img src=x onerror=alert("wish")>', { exact: false }).first()).toBeVisible();
  for (const name of ['Location', 'Contact', 'Gift']) {
    const button = page.getByRole('button', { name });
    if (await button.count()) {
      await button.click();
      await page.keyboard.press('Escape');
    }
  }
  // A payload would fire on render, on an image's error or from a timer: wait until every image has
  // loaded or failed, and run the page's timers half a second on.
  await expect.poll(() => page.evaluate(() => [...document.images].every((image) => image.complete))).toBe(true);
  await page.clock.runFor(500);
  expect(dialogs).toEqual([]);
  expect(await page.locator('a[href^="javascript:"], iframe[src^="javascript:"], img[src^="javascript:"]').count()).toBe(0);
});

test('axe finds no serious violations on an invitation and on the not-found page @mobile', async ({ page, a11y }) => {
  await page.goto('/view/aisyah-and-daniel');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await a11y();
  const response = await page.goto('/view/no-such-invitation');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Invitation Not Found' })).toBeVisible();
  await a11y();
});
