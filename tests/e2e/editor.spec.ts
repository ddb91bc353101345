import { E2E_HOST } from './support/env';
import { expect, test } from './support/fixtures';
import { stepHeading, eventName, continueButton, stepButton, continueThroughEvents, inPreview, startFromGallery, ready, openOnStep } from './support/editor';

/*
 * The invitation editor (product.md §2 Create/edit invitation): the wizard, the live preview, saving and
 * editing (uploads, drafts, who may open it and the admin's preview mode are in
 * editor-uploads-drafts-access.spec.ts). Tests tagged @mobile also run at 375 px, where the form, the
 * design panel and the preview are one at a time behind a switch.
 */

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

