import type { Page } from '@playwright/test';
import sharp from 'sharp';
import type { AdminInvitationListResponse } from '@shared/admin';
import type { Template } from '@shared/templates';
import { E2E_HOST_SLUG } from './support/env';
import { expect, test } from './support/fixtures';
import { scaled } from './support/timeouts';

/*
 * The admin's template management (product.md §2 Admin): create a template with an image and colours,
 * publish it into the public gallery, build its preview invitation in the editor's admin mode and
 * open it from the gallery's eye button; the template list, view page, deletion, and the admin's
 * invitation list. Tests tagged @mobile also run at 375 px.
 */

async function artwork(background: string): Promise<Buffer> {
  return sharp({ create: { width: 540, height: 960, channels: 3, background } }).png().toBuffer();
}

const uniqueName = (prefix: string) => `${prefix} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`;

/** A Draft template made through the API with the page's admin session. */
async function createTemplateByApi(page: Page, baseURL: string, name: string): Promise<Template> {
  const response = await page.request.post('/api/admin/templates', {
    headers: { origin: baseURL },
    multipart: {
      name,
      category: 'birthday',
      dominant_colors: JSON.stringify(['#ffffff', '#eeeeee', '#cccccc']),
      image: { name: 'art.png', mimeType: 'image/png', buffer: await artwork('#88aacc') },
    },
  });
  expect(response.status()).toBe(201);
  return (await response.json()) as Template;
}

async function galleryHas(page: Page, name: string): Promise<boolean> {
  const response = await page.request.get(`/api/templates?search=${encodeURIComponent(name)}`);
  return ((await response.json()) as { data: Template[] }).data.some((t) => t.name === name);
}

// The name is the row's header, with how many invitations use it beneath (names here are unique).
const row = (page: Page, name: string) => page.getByRole('row').filter({ has: page.getByRole('rowheader', { name }) });

test('the admin creates a template, publishes it, builds its preview invitation, and the gallery’s eye button opens it', async ({ admin: page, a11y }) => {
  const name = uniqueName('Lotus Garden');
  await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'New Template' }).click();
  await expect(page).toHaveURL(/\/admin\/templates\/new$/);
  await expect(page.getByText('Save the template first; then you can create its preview invitation.')).toBeVisible();

  await page.getByLabel('Template name').fill(name);
  await page.getByLabel('Category').selectOption('engagement');
  await page.getByLabel('Template image').setInputFiles({ name: 'lotus art.png', mimeType: 'image/png', buffer: await artwork('#cc8899') });
  // The colours are suggested from the image (the plain pink first); the admin then changes two.
  await expect(page.getByLabel('Primary colour', { exact: true })).toHaveValue('#cc8899');
  const suggestedSecondary = await page.getByLabel('Secondary colour', { exact: true }).inputValue();
  await page.getByRole('button', { name: 'Choose primary colour from presets' }).click();
  await page.getByRole('button', { name: 'Gold #d4af37' }).click();
  await expect(page.getByRole('group', { name: 'Primary colour presets' })).toBeHidden();
  await page.getByLabel('Accent colour', { exact: true }).fill('#123456');
  await page.getByRole('button', { name: 'Save Template' }).click();

  await expect(page.getByText('Template created successfully')).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await expect(row(page, name).getByRole('cell', { name: 'No', exact: true })).toBeVisible();
  expect(await galleryHas(page, name)).toBe(false);

  // Publish it from the Templates page.
  await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Templates', exact: true }).click();
  await expect(row(page, name).getByText('Draft')).toBeVisible();
  await row(page, name).getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(page.getByText('Template published successfully')).toBeVisible();
  await expect(row(page, name).getByText('Published')).toBeVisible();
  expect(await galleryHas(page, name)).toBe(true);

  // Its preview invitation, built in the editor's admin mode.
  await row(page, name).getByRole('link', { name: 'Edit', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Edit Template' })).toBeVisible();
  await expect(page.getByText('No preview invitation created yet')).toBeVisible();
  await expect(page.getByLabel('Primary colour', { exact: true })).toHaveValue('#d4af37');
  await page.getByRole('button', { name: 'Create Preview Invitation' }).click();
  await expect(page).toHaveURL(/\/admin\/create-preview\?step=event-details$/);
  await page.getByRole('textbox', { name: 'Event name' }).fill('Lotus Preview Couple');
  await page.getByLabel('Date').fill('2027-10-10');
  await page.getByRole('button', { name: 'Continue' }).click();
  // The Events step (one event: nothing to add) comes before the organizer.
  await expect(page.locator('#step-heading')).toHaveText('Events');
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByLabel('Organizer name').fill('The Lotus family');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Preview created successfully!')).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/dashboard$/, { timeout: scaled(5_000) });
  // The dashboard lists the newest first, ten to a page: another journey's templates, made since, can
  // hold ours off the first page for a while (admin-templates-business deletes its twelve at its end).
  await expect(async () => {
    if (!(await row(page, name).count())) await page.reload();
    await expect(row(page, name).getByRole('cell', { name: 'Yes', exact: true })).toBeVisible({ timeout: scaled(2_000) });
  }).toPass({ timeout: scaled(90_000) });

  const template = (await (await page.request.get(`/api/templates?search=${encodeURIComponent(name)}`)).json()).data[0] as Template;
  expect(template.preview_id).toEqual(expect.any(String));
  expect(template.dominant_colors).toEqual(['#d4af37', suggestedSecondary, '#123456']);

  // The form now offers the preview in a new tab, and the view page shows it all.
  await page.goto(`/admin/templates/edit/${template.id}`);
  await expect(page.getByText('Preview template is available')).toBeVisible();
  const viewPreview = page.getByRole('link', { name: 'View Preview' });
  await expect(viewPreview).toHaveAttribute('href', `/view/${template.preview_id}`);
  await expect(viewPreview).toHaveAttribute('target', '_blank');
  await expect(page.getByRole('button', { name: 'Update Preview Invitation' })).toBeVisible();

  await page.goto(`/admin/templates/view/${template.id}`);
  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
  await expect(page.getByText('Engagement', { exact: true })).toBeVisible();
  for (const [role, hex] of [['Primary', '#d4af37'], ['Secondary', suggestedSecondary], ['Accent', '#123456']] as const) {
    await expect(page.getByRole('definition').filter({ hasText: hex })).toBeVisible();
    await expect(page.getByRole('term').filter({ hasText: role })).toBeVisible();
  }
  await expect(page.getByRole('link', { name: 'Open Preview' })).toHaveAttribute('href', `/view/${template.preview_id}`);
  await a11y();

  // The public gallery's eye button opens that preview.
  await page.goto(`/templates?search=${encodeURIComponent(name)}`);
  const eye = page.getByRole('link', { name: `Preview ${name}` });
  await expect(eye).toHaveAttribute('href', `/view-invitation/${template.preview_id}`);
  await eye.click();
  await expect(page).toHaveURL(new RegExp(`/view-invitation/${template.preview_id}$`));
  await expect(page.getByText('Lotus Preview Couple').first()).toBeVisible();
});

test('the template form explains what is missing, and the colour picker works by keyboard @mobile', async ({ admin: page, a11y }) => {
  await page.goto('/admin/templates/new');
  await expect(page.getByRole('heading', { name: 'Preview Settings' })).toBeVisible();
  await expect(page.getByLabel('Primary colour', { exact: true })).toHaveValue('#ffffff');
  await expect(page.getByLabel('Secondary colour', { exact: true })).toHaveValue('#eeeeee');
  await expect(page.getByLabel('Accent colour', { exact: true })).toHaveValue('#cccccc');

  await page.getByLabel('Template name').fill('   ');
  await page.getByLabel('Secondary colour', { exact: true }).fill('blue');
  await page.getByRole('button', { name: 'Save Template' }).click();
  await expect(page.getByText('Template name is required')).toBeVisible();
  await expect(page.getByText('Category is required')).toBeVisible();
  await expect(page.getByText('Template image is required')).toBeVisible();
  await expect(page.getByText('Please enter each colour as # followed by 6 hex digits, e.g. #ffffff')).toBeVisible();
  await expect(page.getByLabel('Template name')).toBeFocused();
  await expect(page).toHaveURL(/\/admin\/templates\/new$/);

  // The presets: 19 swatches, Escape closes and gives focus back, choosing one closes it.
  const toggle = page.getByRole('button', { name: 'Choose secondary colour from presets' });
  await toggle.click();
  const presets = page.getByRole('group', { name: 'Secondary colour presets' });
  await expect(presets.getByRole('button')).toHaveCount(19);
  await a11y();
  await page.keyboard.press('Escape');
  await expect(presets).toBeHidden();
  await expect(toggle).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(presets.getByRole('button', { name: 'White #ffffff' })).toBeFocused();
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  await expect(presets).toBeHidden();
  await expect(page.getByLabel('Secondary colour', { exact: true })).toHaveValue('#f8f4ec');

  // A file that is not an image is refused before it is sent.
  await page.getByLabel('Template image').setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
  await page.getByRole('button', { name: 'Save Template' }).click();
  await expect(page.getByText('Please choose a PNG, JPG, WebP or GIF image')).toBeVisible();

  await page.getByRole('link', { name: 'Cancel' }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
});

test('templates list, dashboard tabs, deletion with confirmation, and a missing template @mobile', async ({ admin: page, baseURL, a11y }) => {
  const name = uniqueName('Short Lived');
  const template = await createTemplateByApi(page, baseURL!, name);

  await page.goto('/admin/dashboard');
  await expect(page.getByRole('tab', { name: 'Templates' })).toHaveAttribute('aria-selected', 'true');
  await page.getByRole('tab', { name: 'Payment Requests' }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard\?tab=payments$/);
  await expect(page.getByRole('heading', { name: 'Payment Management' })).toBeVisible();
  await a11y();
  await page.reload();
  await expect(page.getByRole('tab', { name: 'Payment Requests' })).toHaveAttribute('aria-selected', 'true');
  await page.getByRole('tab', { name: 'Templates' }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);

  // Searched for by its name (the list's q in the address): the other admin project's journeys, running
  // beside this one, add templates that can push it off the first page (the fresh-clone CI of 2026-12-03).
  await page.goto(`/admin/templates?q=${encodeURIComponent(name)}`);
  await expect(page.getByRole('heading', { name: 'Templates', level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Add New Template' })).toBeVisible();
  await expect(row(page, name).getByText('Draft')).toBeVisible();
  await a11y();

  await row(page, name).getByRole('button', { name: 'Delete', exact: true }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText('Are you sure you want to delete this template?')).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(row(page, name)).toBeVisible();
  await row(page, name).getByRole('button', { name: 'Delete', exact: true }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Template deleted successfully')).toBeVisible();
  await expect(row(page, name)).toHaveCount(0);
  expect((await page.request.get(template.image_url)).status()).toBe(404);

  await page.goto(`/admin/templates/view/${template.id}`);
  await expect(page.getByRole('heading', { name: 'Template Not Found' })).toBeVisible();
  await page.getByRole('link', { name: 'Return to Dashboard' }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
});

test('the admin finds, publishes, re-links and deletes any invitation @mobile', async ({ admin: page, request, baseURL, createUser, invitation, a11y }) => {
  // Unique per project and run: admin-desktop and admin-mobile run side by side and search by this name.
  const party = `Managed Party ${test.info().project.name} ${Date.now().toString(36)}`;
  await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Invitations' }).click();
  await expect(page.getByRole('heading', { name: 'Invitations', level: 1 })).toBeVisible();
  await page.getByLabel('Search invitations').fill(E2E_HOST_SLUG);
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(new RegExp(`q=${E2E_HOST_SLUG}`));
  const hostRow = page.getByRole('row').filter({ hasText: 'Hana & Iskandar' });
  await expect(hostRow).toHaveCount(1);
  await expect(hostRow.getByText('host@e2e.example.com')).toBeVisible();
  await expect(hostRow.getByRole('link', { name: /View Hana & Iskandar/ })).toHaveAttribute('href', `/view/${E2E_HOST_SLUG}`);
  await a11y();

  await page.getByLabel('Search invitations').fill('no invitation is called this');
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page.getByText('No invitations match “no invitation is called this”.')).toBeVisible();

  // A host's invitation made for this test (the host's own session, apart from the admin's).
  const host = await createUser('admin-inv');
  await request.post('/api/auth/sign-in/email', { data: host, headers: { origin: baseURL! } });
  await invitation(request, { eventName: `<p>${party}</p>`, date: '2027-12-12', organizer: { name: 'Host', email: '', phone: '' } });

  await page.getByLabel('Search invitations').fill(`${party}`);
  await page.getByRole('button', { name: 'Search' }).click();
  const partyRow = page.getByRole('row').filter({ hasText: `${party}` });
  await expect(partyRow.getByText('Draft')).toBeVisible();
  await partyRow.getByRole('button', { name: `Publish ${party}` }).click();
  // It has no approved payment: publishing asks first, and needs a reason (issue 31.4).
  const confirm = page.getByRole('dialog', { name: `Publish “${party}”?` });
  await confirm.getByRole('button', { name: 'Publish' }).click();
  await expect(confirm.getByText('Please give a reason (at least 3 characters).')).toBeVisible();
  await confirm.getByLabel('Reason').fill('Paid in cash at the wedding fair');
  await confirm.getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByText('Invitation is now Published; the host was e-mailed')).toBeVisible();
  await expect(partyRow.getByText('Published')).toBeVisible();
  // At 375 px the toast lies over the row's buttons, and a pointer resting on it keeps it there: closed
  // as a host would (the fresh-clone CI's admin-mobile timeout).
  const toast = page.getByRole('listitem').filter({ hasText: 'Invitation is now Published; the host was e-mailed' });
  await toast.getByRole('button', { name: 'Close toast' }).click();
  await expect(toast).toBeHidden();

  const slug = `managed-${Date.now().toString(36)}`;
  await partyRow.getByRole('button', { name: `Custom URL and payment of ${party}` }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Custom URL').fill(E2E_HOST_SLUG);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('This URL is already taken')).toBeVisible();
  await dialog.getByLabel('Custom URL').fill('Not Valid!');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('Only lowercase letters, numbers, and hyphens allowed')).toBeVisible();
  await dialog.getByLabel('Custom URL').fill(slug);
  await dialog.getByLabel(/Paid/).check();
  // No approved payment stands behind it, so marking it paid needs a reason (kept in the audit log).
  await dialog.getByLabel('Reason').fill('Paid in cash');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Invitation updated')).toBeVisible();
  await expect(partyRow.getByText(slug)).toBeVisible();
  const listed = (await (await page.request.get(`/api/admin/invitations?search=${slug}`)).json()) as AdminInvitationListResponse;
  expect(listed.data[0]).toMatchObject({ custom_slug: slug, is_paid: true, template_status: 'Published' });

  await partyRow.getByRole('button', { name: `Delete ${party}` }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Invitation deleted successfully')).toBeVisible();
  await expect(partyRow).toHaveCount(0);
});

test('a non-admin is refused at /admin/login and by every admin call', async ({ page, request, baseURL, createUser, fillSignIn }) => {
  const user = await createUser('not-admin');
  await page.goto('/admin/login');
  await fillSignIn(user);
  await expect(page.getByText('You do not have admin privileges').first()).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/login/);
  // Even signed in, whatever the browser does, the server refuses.
  await request.post('/api/auth/sign-in/email', { data: user, headers: { origin: baseURL! } });
  expect((await request.get('/api/admin/templates')).status()).toBe(403);
  expect((await request.get('/api/admin/invitations')).status()).toBe(403);
  expect((await request.delete('/api/admin/templates/00000000-0000-4000-8000-000000000000', { headers: { origin: baseURL! } })).status()).toBe(403);
});
