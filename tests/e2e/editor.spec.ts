import { deflateSync } from 'node:zlib';
import type { Locator, Page, Route } from '@playwright/test';
import type { Template } from '@shared/templates';
import { newInvitation } from '@shared/wizard';
import { E2E_HOST } from './support/env';
import { expect, test } from './support/fixtures';

/*
 * The invitation editor (product.md §2 Create/edit invitation): the wizard, the live preview, saving and
 * editing, uploads, drafts, the admin's preview mode. Tests tagged @mobile also run at 375 px, where
 * the form, the design panel and the preview are one at a time behind a switch.
 */

/** A real PNG of the given size (one colour), so the server's content check passes. */
function png(width: number, height: number, rgb: [number, number, number] = [200, 30, 60]): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc32 = (data: Buffer) => {
    let c = 0xffffffff;
    for (const byte of data) c = crcTable[(c ^ byte) & 0xff]! ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // truecolour
  const row = Buffer.concat([Buffer.from([0]), Buffer.from(Array.from({ length: width }, () => rgb).flat())]);
  const pixels = deflateSync(Buffer.concat(Array.from({ length: height }, () => row)));
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', header), chunk('IDAT', pixels), chunk('IEND', Buffer.alloc(0))]);
}

const stepHeading = (page: Page) => page.locator('#step-heading');
const eventName = (page: Page) => page.getByRole('textbox', { name: 'Event name' });
const continueButton = (page: Page) => page.getByRole('button', { name: 'Continue' });
/** A step in the step indicator, by its label (`/Step \d+ Label/`: the numbers move when a step is added). */
const stepButton = (page: Page, label: RegExp) => page.getByRole('navigation', { name: 'Steps' }).getByRole('button', { name: label });

/** Continue from Event Details passes the Events step (one main event: nothing to fill in) to Organizer & Family. */
async function continueThroughEvents(page: Page) {
  await continueButton(page).click();
  await expect(stepHeading(page)).toHaveText('Events');
  await continueButton(page).click();
  await expect(stepHeading(page)).toHaveText('Organizer & Family');
}

/** At 375 px the panes are behind a switch; at 1280 px everything is on screen. */
async function showPane(page: Page, pane: 'Details' | 'Design' | 'Preview') {
  const toggle = page.getByRole('group', { name: 'Show' }).getByRole('button', { name: pane, exact: true });
  if (await toggle.isVisible()) await toggle.click();
}

/** Runs `check` on the live preview, switching to it and back on a phone. */
async function inPreview(page: Page, check: (preview: Locator) => Promise<void>) {
  await showPane(page, 'Preview');
  await check(page.getByTestId('invitation-preview'));
  await showPane(page, 'Details');
}

/** From the gallery with a template: signed in, the editor opens on event details with the template's colours. */
async function startFromGallery(page: Page, templateName = 'Classic Wedding') {
  await page.goto('/templates');
  await page.getByRole('button', { name: `Select ${templateName}` }).click();
  await expect(page).toHaveURL(/\/create-event\?step=event-details$/);
  await expect(stepHeading(page)).toHaveText('Event Details');
}

/** What every saved invitation has (the server refuses one without): the event name, date and organizer. */
const ready = { eventName: '<p>Aisyah &amp; Daniel</p>', date: '2027-06-12', organizer: { name: 'Organizer', email: '', phone: '' } };

/**
 * Opens a saved invitation (made through the API, so the earlier steps are not clicked through) in
 * the editor on `step`, and waits until that step is shown.
 */
async function openOnStep(page: Page, id: string, step: string, heading: string) {
  await page.goto(`/create-event/${id}?step=${step}`);
  await expect(stepHeading(page)).toHaveText(heading);
}

/*
 * Tests that ask for `host: _host` run as a fresh host signed in through the API (only its session is needed).
 * The host's journey through the nine steps is one test per part (each starts where the part
 * starts, its data made through the API), so that each stays well inside its time on a busy machine.
 */

test('choosing a template in the gallery opens event details with both messages; the preview follows the typing and the language @mobile', async ({ page, signIn }) => {
  await signIn(E2E_HOST);
  // Toasts close after 4 s; on a busy machine a check can start after that. Every toast text shown
  // is recorded as it appears, by a script that every page of this test runs first.
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { shownToasts: string[] }).shownToasts = seen;
    new MutationObserver(() => {
      for (const toast of document.querySelectorAll('[data-sonner-toast]')) {
        const text = toast.textContent ?? '';
        if (text && !seen.includes(text)) seen.push(text);
      }
    }).observe(document, { subtree: true, childList: true, characterData: true });
  });
  await startFromGallery(page);
  // product.md §8: both messages of choosing a template (one toast shows at a time).
  const shownToasts = () => page.evaluate(() => (window as unknown as { shownToasts: string[] }).shownToasts.join('\n'));
  await expect.poll(shownToasts).toContain('Font colors updated to match template');
  await expect.poll(shownToasts).toContain('Template selected! Now customize your event details.');
  await expect(page.getByRole('link', { name: 'Back to Templates' })).toHaveAttribute('href', '/templates');
  await expect(page.getByRole('button', { name: /Step \d+ Template \(done\)/ })).toBeVisible();

  // 2. Event details: the preview follows the typing.
  await eventName(page).fill('Aisyah & Daniel');
  await page.getByLabel('Date').fill('2027-06-12');
  await page.getByLabel('Start time').fill('11:00');
  await page.getByLabel('End time').fill('16:00');
  await page.getByLabel('Venue').fill('The Glasshouse at Seputeh');
  await page.getByLabel('Hashtag').fill('#AisyahMeetsDaniel');
  await inPreview(page, async (preview) => {
    await expect(preview.getByRole('heading', { name: 'Aisyah & Daniel' })).toBeVisible();
    await expect(preview).toContainText('The Glasshouse at Seputeh');
    await expect(preview).toContainText('12 June 2027');
    await expect(preview.locator('[lang="en"]')).toHaveCount(1);
  });
  await page.getByLabel('Invitation language').selectOption('malay');
  await inPreview(page, async (preview) => {
    await expect(preview.locator('[lang="ms"]')).toHaveCount(1);
  });
  await page.getByLabel('Invitation language').selectOption('english');
  await continueThroughEvents(page);
  await expect(page).toHaveURL(/step=organizer/);
});

test('organizer, address and contacts steps: the preview follows; the Primary Contact stays, five contacts at most @mobile', async ({ page, host: _host, invitationOn }) => {
  const id = await invitationOn(page.request, 'Classic Wedding', ready);
  await openOnStep(page, id, 'organizer', 'Organizer & Family');

  // 3. Organizer & family.
  await page.getByLabel('Organizer name').fill('Encik Rahman & Puan Salmah');
  await page.getByRole('button', { name: 'Add co-organizer' }).click();
  await page.getByLabel('Co-organizer 1 name').fill('Mr. & Mrs. Lim');
  await page.getByLabel('Co-organizer 1 role').fill('Parents of the groom');
  await page.getByLabel('Groom and bride names').fill('Daniel & Aisyah');
  await page.getByLabel('Greeting').fill('Warm greetings');
  await inPreview(page, async (preview) => {
    await expect(preview).toContainText('Encik Rahman & Puan Salmah');
    await expect(preview).toContainText('Parents of the groom');
    await expect(preview).toContainText('Warm greetings');
  });
  await continueButton(page).click();

  // 4. Address & maps.
  await expect(stepHeading(page)).toHaveText('Address & Maps');
  await page.getByRole('textbox', { name: 'Address' }).fill('Jalan Taman Seputeh, Kuala Lumpur');
  await page.getByLabel('Google Maps link').fill('https://maps.google.com/?q=Seputeh');
  await inPreview(page, async (preview) => {
    await expect(preview).toContainText('Jalan Taman Seputeh, Kuala Lumpur');
    await expect(preview.getByRole('button', { name: 'Location' })).toBeVisible();
  });
  await continueButton(page).click();

  // 5. Contacts: the first is the Primary Contact and cannot be removed alone; at most five.
  await expect(stepHeading(page)).toHaveText('Contacts');
  await expect(page.getByRole('heading', { name: 'Primary Contact' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Remove Primary Contact' })).toHaveCount(0);
  await page.getByLabel('Primary Contact name').fill('Nurul');
  await page.getByLabel('Primary Contact relationship').fill('Sister of the bride');
  await page.getByLabel('Primary Contact phone').fill('+60 12-111 2222');
  const add = page.getByRole('button', { name: 'Add contact' });
  for (let i = 0; i < 4; i += 1) await add.click();
  await expect(page.getByText('5 of 5 contacts')).toBeVisible();
  await expect(add).toBeDisabled();
  for (let n = 5; n >= 2; n -= 1) await page.getByRole('button', { name: `Remove Contact ${n}` }).click();
  await expect(page.getByRole('button', { name: 'Remove Primary Contact' })).toHaveCount(0);
  await continueButton(page).click();
  await expect(stepHeading(page)).toHaveText('Background Music');
});

test('music, advanced features and display options: the link preview, an RSVP meal in the preview, gift off, the display switches @mobile', async ({ page, host: _host, invitationOn }) => {
  const id = await invitationOn(page.request, 'Classic Wedding', { ...ready, organizer: { name: 'Encik Rahman & Puan Salmah', email: '', phone: '' } });
  await openOnStep(page, id, 'music', 'Background Music');

  // 6. Music: a good link has a preview, a bad one none.
  await page.getByLabel('YouTube link').fill('https://example.com/not-youtube');
  await expect(page.getByText('No preview: this does not look like a YouTube video link.')).toBeVisible();
  await page.getByLabel('YouTube link').fill('https://youtu.be/dQw4w9WgXcQ');
  await expect(page.locator('iframe[title="Background music preview"]')).toHaveAttribute('src', /\/embed\/dQw4w9WgXcQ\?start=0/);
  await page.getByLabel('Start time in seconds').fill('45');
  await expect(page.locator('iframe[title="Background music preview"]')).toHaveAttribute('src', /start=45/);
  await continueButton(page).click();

  // Photos are optional (tests/e2e/photos.spec.ts uploads them): Continue goes on without any.
  await expect(stepHeading(page)).toHaveText('Photos');
  await continueButton(page).click();

  // 7. Advanced features: RSVP with a meal option; the preview grows an RSVP form.
  await expect(stepHeading(page)).toHaveText('Advanced Features');
  await page.getByRole('switch', { name: 'Enable RSVP' }).click();
  await page.getByRole('button', { name: 'Add meal option' }).click();
  await expect(page.getByText('Please enter a meal name')).toBeVisible();
  await page.getByLabel('Meal name').fill('  Chicken rendang  ');
  await page.getByLabel('Meal description (optional)').fill('Mildly spicy');
  await page.getByRole('button', { name: 'Add meal option' }).click();
  await expect(page.getByText('Chicken rendang', { exact: true })).toBeVisible();
  await inPreview(page, async (preview) => {
    await expect(preview.getByRole('heading', { name: 'RSVP' })).toBeVisible();
    await expect(preview.getByRole('option', { name: /Chicken rendang/ })).toHaveCount(1);
  });
  await page.getByRole('tab', { name: 'Gift Settings' }).click();
  await expect(page.getByRole('switch', { name: 'Enable gift' })).toHaveAttribute('aria-checked', 'false');
  await continueButton(page).click();

  // 8. Display options: attendance and wishes only because RSVP is on; the countdown can go.
  await expect(stepHeading(page)).toHaveText('Display Options');
  await expect(page.getByRole('switch', { name: 'Attendance (RSVP form)' })).toBeVisible();
  await expect(page.getByRole('switch', { name: 'Wishes' })).toBeVisible();
  await page.getByRole('switch', { name: 'Beloved title' }).click();
  await expect(page.getByRole('switch', { name: '“Beloved son of”' })).toHaveAttribute('aria-checked', 'false');
  await page.getByRole('switch', { name: '“Beloved son of”' }).click();
  await expect(page.getByRole('switch', { name: 'Beloved title' })).toHaveAttribute('aria-checked', 'true');
  await page.getByRole('switch', { name: 'Countdown' }).click();
  await inPreview(page, async (preview) => {
    await expect(preview.getByText('Counting down to the day')).toHaveCount(0);
  });
});

test('Continue on the last step creates the invitation from the gallery; what was saved is what was typed @mobile', async ({ page, host: _host, templateNamed }) => {
  const classic = await templateNamed('Classic Wedding');
  await startFromGallery(page);
  await eventName(page).fill('Aisyah & Daniel');
  await page.getByLabel('Date').fill('2027-06-12');
  await page.getByLabel('Venue').fill('The Glasshouse at Seputeh');
  await continueThroughEvents(page);
  await page.getByLabel('Organizer name').fill('Encik Rahman & Puan Salmah');
  await stepButton(page, /Step \d+ Advanced Features/).click();
  await page.getByRole('switch', { name: 'Enable RSVP' }).click();
  await page.getByLabel('Meal name').fill('  Chicken rendang  ');
  await page.getByLabel('Meal description (optional)').fill('Mildly spicy');
  await page.getByRole('button', { name: 'Add meal option' }).click();
  await expect(page.getByText('Chicken rendang', { exact: true })).toBeVisible();
  await stepButton(page, /Step \d+ Display Options/).click();
  await expect(stepHeading(page)).toHaveText('Display Options');

  // Continue on the last step saves.
  const created = page.waitForResponse((r) => r.url().endsWith('/api/invitations') && r.request().method() === 'POST');
  await continueButton(page).click();
  const response = await created;
  expect(response.status()).toBe(201);
  const { id } = (await response.json()) as { id: string };
  await expect(page.getByText('Invitation created successfully!')).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard$/);

  // What was saved is what was typed (the server sanitises and keeps it).
  const saved = (await (await page.request.get(`/api/invitations/${id}`)).json()) as { input: Record<string, unknown> & { template: { id: string }; rsvp: { mealOptions: { name: string }[] } } };
  expect(saved.input.template.id).toBe(classic.id);
  expect(saved.input.venue).toBe('The Glasshouse at Seputeh');
  expect(saved.input.rsvp.mealOptions.map((m) => m.name)).toEqual(['Chicken rendang']);
});

test('a saved invitation reopens in edit mode, changes and saves again', async ({ page, host: _host, invitationOn }) => {
  const id = await invitationOn(page.request, 'Classic Wedding', { ...ready, venue: 'The Glasshouse at Seputeh', organizer: { name: 'Encik Rahman & Puan Salmah', email: '', phone: '' } });
  await page.goto(`/create-event/${id}`);
  await expect(page.getByText('Invitation loaded successfully')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Edit Invitation', level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to My Invitations' })).toHaveAttribute('href', '/dashboard');
  await stepButton(page, /Step \d+ Event Details/).click();
  await expect(eventName(page)).toHaveText('Aisyah & Daniel');
  await page.getByLabel('Venue').fill('Glasshouse, Kuala Lumpur');
  await inPreview(page, async (preview) => {
    await expect(preview).toContainText('Glasshouse, Kuala Lumpur');
  });
  const updated = page.waitForResponse((r) => r.url().endsWith(`/api/invitations/${id}`) && r.request().method() === 'PUT');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  expect((await updated).status()).toBe(200);
  await expect(page.getByText('Invitation updated successfully!')).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard$/);
  const again = (await (await page.request.get(`/api/invitations/${id}`)).json()) as { input: { venue: string } };
  expect(again.input.venue).toBe('Glasshouse, Kuala Lumpur');
});

test('Save with an empty name jumps to event details with its message; forward needs the steps between @mobile', async ({ page, signIn }) => {
  await signIn(E2E_HOST);
  // No template yet: Continue says so.
  await page.goto('/create-event');
  await expect(page.getByRole('link', { name: 'Back to Templates' })).toHaveAttribute('href', '/templates');
  await continueButton(page).click();
  await expect(page.getByText('Please select a template').first()).toBeVisible();
  await expect(stepHeading(page)).toHaveText('Template');

  await startFromGallery(page, 'Rustic Garden');
  await page.getByLabel('Date').fill('2027-06-12');
  // Back is free; then Save finds the empty name and jumps there.
  await stepButton(page, /Step \d+ Template/).click();
  await expect(stepHeading(page)).toHaveText('Template');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(stepHeading(page)).toHaveText('Event Details');
  await expect(page).toHaveURL(/step=event-details/);
  await expect(page.getByRole('alert').filter({ hasText: 'Please fill in the event name and date' })).toBeVisible();

  // Forward by the step indicator stops at the first invalid step.
  await stepButton(page, /Step \d+ Display Options/).click();
  await expect(stepHeading(page)).toHaveText('Event Details');
  await eventName(page).fill('Garden Party');
  await expect(page.getByRole('alert').filter({ hasText: 'Please fill in the event name and date' })).toHaveCount(0);
  await stepButton(page, /Step \d+ Display Options/).click();
  await expect(stepHeading(page)).toHaveText('Organizer & Family');
  await expect(page.getByRole('alert').filter({ hasText: 'Please fill in the organizer name' })).toBeVisible();
  // A later step typed into the URL is refused the same way.
  await page.goto('/create-event?step=options');
  await expect(stepHeading(page)).toHaveText('Organizer & Family');
});

test('gift images: a 6 MB image and a fake PNG are refused; a real one uploads, is replaced and removed', async ({ page, host: _host, invitationOn }) => {
  const id = await invitationOn(page.request, 'Classic Wedding', { ...ready, eventName: '<p>Upload Party</p>', organizer: { name: 'Host', email: '', phone: '' } });
  await openOnStep(page, id, 'advanced-features', 'Advanced Features');
  await page.getByRole('tab', { name: 'Gift Settings' }).click();
  await page.getByRole('switch', { name: 'Enable gift' }).click();

  const uploads: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/uploads')) uploads.push(`${request.method()} ${new URL(request.url()).pathname}`);
  });
  const file = () => page.getByLabel(/(Upload|Replace) gift image/);

  // Too big: refused in the browser, nothing is sent.
  await file().setInputFiles({ name: 'big.png', mimeType: 'image/png', buffer: Buffer.alloc(6 * 1024 * 1024, 1) });
  await expect(page.getByRole('alert').filter({ hasText: 'Image size should be less than 5MB' })).toBeVisible();
  expect(uploads).toEqual([]);

  // A text file named .png: the server reads the content and refuses it.
  const refused = page.waitForResponse((r) => r.url().endsWith('/api/uploads/gift'));
  await file().setInputFiles({ name: 'fake.png', mimeType: 'image/png', buffer: Buffer.from('this is only text, not a picture') });
  expect((await refused).status()).toBe(400);
  await expect(page.getByRole('alert').filter({ hasText: 'Please upload an image file' })).toBeVisible();

  // Not an image type at all: refused in the browser.
  await file().setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
  await expect(page.getByRole('alert').filter({ hasText: 'Please upload an image file' })).toBeVisible();

  // A real PNG uploads; the preview gets a Gift button.
  await file().setInputFiles({ name: 'qr.png', mimeType: 'image/png', buffer: png(4, 4) });
  await expect(page.getByText('Gift image uploaded successfully')).toBeVisible();
  const image = page.getByRole('img', { name: 'Gift image' });
  await expect(image).toHaveAttribute('src', /^\/files\/gifts\/gift-images\//);
  const first = await image.getAttribute('src');
  await inPreview(page, async (preview) => {
    await expect(preview.getByRole('button', { name: 'Gift' })).toBeVisible();
  });

  // Replacing deletes the old file (never saved, so at once).
  const deleted = page.waitForRequest((r) => r.url().endsWith('/api/uploads') && r.method() === 'DELETE');
  await file().setInputFiles({ name: 'qr2.png', mimeType: 'image/png', buffer: png(6, 3, [20, 120, 200]) });
  expect((await deleted).postDataJSON()).toEqual({ url: first });
  await expect(image).not.toHaveAttribute('src', first!);

  // Removing deletes it too and says so.
  const second = await image.getAttribute('src');
  const deletedAgain = page.waitForRequest((r) => r.url().endsWith('/api/uploads') && r.method() === 'DELETE');
  await page.getByRole('button', { name: 'Remove image' }).click();
  expect((await deletedAgain).postDataJSON()).toEqual({ url: second });
  await expect(page.getByText('Gift image removed')).toBeVisible();
  await expect(image).toHaveCount(0);
});

test('a custom divider uploads, is applied to both dividers and can be removed', async ({ page, host: _host, invitationOn }) => {
  const id = await invitationOn(page.request, 'Classic Wedding', { ...ready, eventName: '<p>Upload Party</p>', organizer: { name: 'Host', email: '', phone: '' } });
  await openOnStep(page, id, 'advanced-features', 'Advanced Features');

  // A custom divider: uploaded, applied to both dividers, removable.
  await showPane(page, 'Design');
  await page.getByRole('tab', { name: 'Customization' }).click();
  await page.getByRole('tab', { name: 'Dividers' }).click();
  await page.getByLabel('Divider style').selectOption('custom');
  await page.getByLabel('Upload divider image').setInputFiles({ name: 'divider.png', mimeType: 'image/png', buffer: png(60, 8) });
  await expect(page.getByText('Custom divider uploaded successfully!')).toBeVisible();
  await expect(page.getByRole('img', { name: 'Custom divider' })).toHaveAttribute('src', /^\/files\/invitations\/uploaded-borders\//);
  await inPreview(page, async (preview) => {
    await expect(preview.locator('[data-divider="custom"] img')).toHaveCount(1);
  });
  await showPane(page, 'Design');
  await page.getByRole('button', { name: 'Remove image' }).click();
  await expect(page.getByRole('img', { name: 'Custom divider' })).toHaveCount(0);
});

test('an unsaved draft survives a reload, Discard drops it, and leaving with changes asks first @mobile', async ({ page, signIn, a11y }) => {
  // The page's timers run on a clock the test can move (time still flows by itself), for the
  // check below that a late draft write does not happen.
  await page.clock.install();
  await signIn(E2E_HOST);
  await startFromGallery(page);
  await eventName(page).fill('Draft Party');
  await page.getByLabel('Venue').fill('Somewhere Nice');
  // The draft is written shortly after the last change: wait until it holds the venue.
  await expect.poll(() => page.evaluate(() => localStorage.getItem('jemputan:draft:new') ?? '')).toContain('Somewhere Nice');
  page.on('dialog', (dialog) => void dialog.accept());
  await page.reload();
  await expect(stepHeading(page)).toHaveText('Event Details');
  await expect(page.getByText('Restored your unsaved changes')).toBeVisible();
  await expect(eventName(page)).toHaveText('Draft Party');
  await expect(page.getByLabel('Venue')).toHaveValue('Somewhere Nice');
  await inPreview(page, async (preview) => {
    await expect(preview.getByRole('heading', { name: 'Draft Party' })).toBeVisible();
  });

  // Leaving by a link asks; staying keeps everything.
  await page.getByRole('link', { name: 'Back to Templates' }).click();
  const dialog = page.getByRole('dialog', { name: 'Leave without saving?' });
  await expect(dialog).toBeVisible();
  await a11y();
  await dialog.getByRole('button', { name: 'Keep editing' }).click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/create-event/);
  await expect(page.getByLabel('Venue')).toHaveValue('Somewhere Nice');

  // Discard returns to a new invitation and forgets the draft.
  await page.getByRole('button', { name: 'Discard' }).click();
  await expect(page.getByText('Restored your unsaved changes')).toHaveCount(0);
  await expect(page.getByLabel('Venue')).toHaveValue('');
  await expect(eventName(page)).toHaveText('');
  // Something must NOT happen (a late draft write after Discard), and no event marks its absence: run
  // the page's clock past the 300 ms draft debounce, which fires every timer set until now, then look.
  await page.clock.runFor(1_000);
  expect(await page.evaluate(() => localStorage.getItem('jemputan:draft:new'))).toBeNull();
  // Nothing unsaved now: leaving does not ask.
  await page.getByRole('link', { name: 'Back to Templates' }).click();
  await expect(page).toHaveURL(/\/templates$/);
});

test('only the owner can open an invitation in the editor; an unknown id is not found', async ({ page, browser, host: _host, invitationOn, signIn, createUser }) => {
  // The owner's invitation is made through the API: saving in the editor is the creation test's part.
  const id = await invitationOn(page.request, 'Classic Wedding', { eventName: '<p>Private Party</p>', date: '2027-06-12', organizer: { name: 'Owner', email: '', phone: '' } });
  await openOnStep(page, id, 'organizer', 'Organizer & Family');
  await expect(page.getByLabel('Organizer name')).toHaveValue('Owner');

  const other = await createUser('editor');
  const context = await browser.newContext();
  const otherPage = await context.newPage();
  await signIn(other, otherPage);
  await otherPage.goto(`/create-event/${id}`);
  await expect(otherPage.getByText('Could not find invitation')).toBeVisible();
  await expect(otherPage).toHaveURL(/\/dashboard$/);
  await otherPage.goto('/create-event/00000000-0000-4000-8000-000000000000');
  await expect(otherPage.getByText('Could not find invitation')).toBeVisible();
  await expect(otherPage).toHaveURL(/\/dashboard$/);
  await context.close();
});

test('admin mode: a template’s preview invitation is built with the same editor and linked to it', async ({ admin: page, templateNamed }) => {
  const littleStar = await templateNamed('Little Star');
  // The admin's template form navigates here with the template in the navigation state.
  await page.goto('/admin/create-preview');
  await page.evaluate((template) => {
    window.history.replaceState({ usr: { template }, key: 'e2e', idx: 0 }, '');
  }, { id: littleStar.id, imageUrl: littleStar.image_url, dominantColors: littleStar.dominant_colors });
  await page.reload();
  await expect(page).toHaveURL(/\/admin\/create-preview\?step=event-details$/);
  await expect(page.getByRole('heading', { name: 'Create Preview Invitation', level: 1 })).toBeVisible();
  await expect(page.getByText('Font colors updated to match template')).toBeVisible();
  await eventName(page).fill('Baby Aiman');
  await page.getByLabel('Date').fill('2027-03-01');
  await continueThroughEvents(page);
  await page.getByLabel('Organizer name').fill('The Hakim family');
  const saved = page.waitForResponse((r) => r.url().endsWith('/api/admin/preview-invitations') && r.request().method() === 'POST');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  const response = await saved;
  expect(response.status()).toBe(201);
  const { id } = (await response.json()) as { id: string };
  await expect(page.getByText('Preview created successfully!')).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  expect((await templateNamed('Little Star')).preview_id).toBe(id);

  // Editing it again goes through the admin route too.
  await page.goto(`/admin/create-preview/${id}`);
  await expect(page.getByText('Invitation loaded successfully')).toBeVisible();
  await stepButton(page, /Step \d+ Event Details/).click();
  await page.getByLabel('Venue').fill('Community hall');
  const updated = page.waitForResponse((r) => r.url().endsWith(`/api/admin/preview-invitations/${id}`) && r.request().method() === 'PUT');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  expect((await updated).status()).toBe(200);
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
});

test('View Tutorials shows the configured video, or is not there', async ({ page, signIn }) => {
  await signIn(E2E_HOST);
  await page.route('**/api/config', (route) => route.fulfill({ json: { tutorialVideoUrl: null } }));
  await page.goto('/create-event');
  await expect(stepHeading(page)).toHaveText('Template');
  await expect(page.getByRole('button', { name: 'View Tutorials' })).toHaveCount(0);

  await page.unroute('**/api/config');
  await page.route('**/api/config', (route) => route.fulfill({ json: { tutorialVideoUrl: 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ' } }));
  await page.reload();
  await page.getByRole('button', { name: 'View Tutorials' }).click();
  const dialog = page.getByRole('dialog', { name: 'How to create your invitation' });
  await expect(dialog.locator('iframe[title="Tutorial video"]')).toHaveAttribute('src', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
});

test('the editor has no serious accessibility violations on its steps @mobile', async ({ page, signIn, a11y }) => {
  await signIn(E2E_HOST);
  await startFromGallery(page);
  await eventName(page).fill('Accessible Party');
  await page.getByLabel('Date').fill('2027-06-12');
  await a11y();
  await continueButton(page).click();
  await expect(stepHeading(page)).toHaveText('Events');
  await a11y();
  await continueButton(page).click();
  await page.getByLabel('Organizer name').fill('Host');
  await page.getByRole('button', { name: 'Add co-organizer' }).click();
  await a11y();
  await stepButton(page, /Step \d+ Advanced Features/).click();
  await page.getByRole('switch', { name: 'Enable RSVP' }).click();
  await a11y();
  await page.getByRole('tab', { name: 'Gift Settings' }).click();
  await page.getByRole('switch', { name: 'Enable gift' }).click();
  await a11y();
  await stepButton(page, /Step \d+ Display Options/).click();
  await a11y();
});

test('the editor has no serious accessibility violations on its design panel and preview @mobile', async ({ page, host: _host, invitationOn, a11y }) => {
  // Where the steps' test ends: Display Options of an invitation with RSVP and a gift on (made through the API).
  const start = newInvitation();
  const id = await invitationOn(page.request, 'Classic Wedding', {
    eventName: '<p>Accessible Party</p>',
    date: '2027-06-12',
    organizer: { name: 'Host', email: '', phone: '' },
    rsvp: { ...start.rsvp, enabled: true },
    gift: { ...start.gift, enabled: true },
  });
  await openOnStep(page, id, 'options', 'Display Options');

  await showPane(page, 'Design');
  await page.getByRole('tab', { name: 'Customization' }).click();
  await a11y();
  await page.getByRole('tab', { name: 'Animation' }).click();
  await page.getByLabel('Overlay animation').selectOption('snowfall');
  await expect(page.getByRole('textbox', { name: 'Overlay colour', exact: true })).toBeVisible();
  await page.getByLabel('Overlay animation').selectOption('none');
  // product.md §4: 'none' hides the colour picker.
  await expect(page.getByRole('textbox', { name: 'Overlay colour', exact: true })).toHaveCount(0);
  await a11y();

  await showPane(page, 'Preview');
  await page.getByRole('button', { name: 'Desktop' }).click();
  await a11y();
});

/** A fake catalogue answering like the server (search, category, paging); the first answer waits for `firstAnswer`. */
function fakeCatalogue(total: number, firstAnswer: Promise<void>) {
  const all: Template[] = Array.from({ length: total }, (_, i) => ({
    id: `00000000-0000-4000-8000-${String(i + 1).padStart(12, '0')}`,
    name: `Design ${String(i + 1).padStart(2, '0')}`,
    category: i % 2 ? 'birthday' : 'wedding',
    image_url: '',
    preview_image_url: null,
    dominant_colors: ['#ffffff', '#eeeeee', '#cccccc'],
    accent_color: null,
    preview_id: null,
    template_status: 'Published',
    created_at: new Date(Date.UTC(2025, 0, 1) - i * 60_000).toISOString(),
  }));
  let first = true;
  return async (route: Route) => {
    if (first) {
      first = false;
      await firstAnswer;
    }
    const url = new URL(route.request().url());
    const search = (url.searchParams.get('search') ?? '').toLowerCase();
    const category = url.searchParams.get('category');
    const pageNumber = Number(url.searchParams.get('page') ?? 1);
    const pageSize = Number(url.searchParams.get('pageSize') ?? 10);
    const matching = all.filter((t) => (!category || t.category === category) && (t.name.toLowerCase().includes(search) || t.category.includes(search)));
    await route.fulfill({
      json: { data: matching.slice((pageNumber - 1) * pageSize, pageNumber * pageSize), count: matching.length, totalPages: Math.ceil(matching.length / pageSize) },
    });
  };
}

test('the side panel’s template grid: skeletons, 10 per page, at most 5 page numbers, filters start again at page 1', async ({ page, signIn }) => {
  await signIn(E2E_HOST);
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route((url) => url.pathname === '/api/templates', fakeCatalogue(57, held));
  await page.goto('/create-event');
  const panel = page.getByRole('complementary', { name: 'Design' });
  await expect(panel.getByTestId('template-skeleton')).toHaveCount(4);
  release();
  const cards = panel.getByRole('button', { name: /Use template/ });
  await expect(cards).toHaveCount(10);
  await expect(cards.first()).toContainText('Design 01');
  const category = panel.getByLabel('Category');
  await expect(category.locator('option').first()).toHaveAttribute('value', 'all');
  const pages = panel.getByRole('navigation', { name: 'Template pages (side panel)' });
  const numbers = pages.getByRole('button', { name: /^Page \d+$/ });
  await expect(numbers).toHaveText(['1', '2', '3', '4', '5']);
  await expect(pages.getByRole('button', { name: 'Previous' })).toBeDisabled();
  await pages.getByRole('button', { name: 'Page 5' }).click();
  await expect(cards.first()).toContainText('Design 41');
  await expect(numbers).toHaveText(['2', '3', '4', '5', '6']);
  await pages.getByRole('button', { name: 'Page 6' }).click();
  await expect(cards).toHaveCount(7);
  await expect(pages.getByRole('button', { name: 'Next' })).toBeDisabled();

  // A category starts again at page 1.
  await category.selectOption('birthday');
  await expect(cards.first()).toContainText('Design 02');
  await expect(pages.getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
  await pages.getByRole('button', { name: 'Page 2' }).click();
  await expect(cards.first()).toContainText('Design 22');
  // So does a search; nothing found says so.
  await panel.getByLabel('Search templates').fill('design 3');
  await expect(cards.first()).toContainText('Design 30');
  await expect(pages).toHaveCount(0);
  await panel.getByLabel('Search templates').fill('no such design');
  await expect(panel.getByText('No templates found matching your search.')).toBeVisible();

  // Choosing one applies it (and the template step moves on to event details).
  await panel.getByLabel('Search templates').fill('');
  await category.selectOption('all');
  await cards.first().click();
  await expect(page.getByText('Font colors updated to match template')).toBeVisible();
  await expect(stepHeading(page)).toHaveText('Event Details');
  await expect(panel.getByRole('button', { name: /Use template Design 01/ })).toHaveAttribute('aria-pressed', 'true');
});
