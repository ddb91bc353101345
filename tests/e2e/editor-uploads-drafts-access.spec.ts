import { newInvitation } from '@shared/wizard';
import { E2E_HOST } from './support/env';
import { expect, test } from './support/fixtures';
import { fakeCatalogue } from './support/fake-catalogue';
import { png, stepHeading, eventName, continueButton, stepButton, continueThroughEvents, showPane, inPreview, startFromGallery, ready, openOnStep } from './support/editor';

/*
 * The invitation editor, continued (product.md §2): gift and divider uploads, drafts that survive a
 * reload, who may open the editor, the admin's preview mode, tutorials, accessibility and the side
 * panel's template grid. Split from editor.spec.ts so that neither file is a long pole of the browser
 * suite. Tests tagged @mobile also run at 375 px.
 */

test('gift images: a 6 MB image and a fake PNG are refused; a real one uploads with its QR warning, a second is added, one is removed', async ({ page, host: _host, invitationOn }) => {
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
    await expect(preview.getByRole('button', { name: 'Gift', exact: true })).toBeVisible();
  });

  // Not a QR code: the server says so (a warning; the image is kept).
  await expect(page.getByText('No QR code could be read in this image.')).toBeVisible();

  // A second QR is another way to give (issue 32), after the first.
  await file().setInputFiles({ name: 'qr2.png', mimeType: 'image/png', buffer: png(6, 3, [20, 120, 200]) });
  await expect(image).toHaveCount(2);

  // Removing one deletes its file at once (never saved) and says so.
  const deleted = page.waitForRequest((r) => r.url().endsWith('/api/uploads') && r.method() === 'DELETE');
  await page.getByRole('button', { name: 'Remove: 1' }).click();
  expect((await deleted).postDataJSON()).toEqual({ url: first });
  await expect(page.getByText('Gift image removed')).toBeVisible();
  await expect(image).toHaveCount(1);
  await expect(image).not.toHaveAttribute('src', first!);
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
