import fs from 'node:fs/promises';
import type { APIRequestContext, Page } from '@playwright/test';
import sharp from 'sharp';
import { TEMPLATE_MESSAGES } from '@shared/template-form';
import type { AdminTemplateListResponse, Template } from '@shared/templates';
import { newInvitation } from '@shared/wizard';
import { expect, test } from './support/fixtures';

/*
 * Issue 20, the admin's templates: deleting a template in use is refused with the count (from the
 * list, and from the server when an invitation is made meanwhile), an unused one goes after a
 * confirmation that says what goes with it; search and paging; colours suggested from the chosen
 * image and still editable; a too-large image's message. Set-up goes through the API.
 */

const unique = (prefix: string) => `${prefix} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`;

async function artwork(background: string): Promise<Buffer> {
  return sharp({ create: { width: 90, height: 160, channels: 3, background } }).png().toBuffer();
}

/** Vertical bands: half red, 30 % green, 20 % blue. */
async function bands(): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="300"><rect width="200" height="300" fill="#d03030"/><rect x="200" width="120" height="300" fill="#30a050"/><rect x="320" width="80" height="300" fill="#3050d0"/></svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

async function createTemplate(api: APIRequestContext, baseURL: string, name: string, options: { category?: string; publish?: boolean } = {}): Promise<Template> {
  const response = await api.post('/api/admin/templates', {
    headers: { origin: baseURL },
    multipart: {
      name,
      category: options.category ?? 'birthday',
      dominant_colors: JSON.stringify(['#ffffff', '#eeeeee', '#cccccc']),
      image: { name: 'art.png', mimeType: 'image/png', buffer: await artwork('#88aacc') },
    },
  });
  expect(response.status()).toBe(201);
  const template = (await response.json()) as Template;
  if (options.publish) {
    const published = await api.patch(`/api/admin/templates/${template.id}/status`, { headers: { origin: baseURL }, data: { template_status: 'Published' } });
    expect(published.status()).toBe(200);
  }
  return template;
}

/** A host's invitation on the template (the host's own API session). */
async function invitationOn(host: APIRequestContext, baseURL: string, template: Template): Promise<void> {
  const created = await host.post('/api/invitations', {
    headers: { origin: baseURL },
    data: { ...newInvitation(), template: { id: template.id, imageUrl: template.image_url, dominantColors: template.dominant_colors, accentColor: null }, eventName: '<p>Uses it</p>', date: '2027-08-08', organizer: { name: 'Host', email: '', phone: '' } },
  });
  expect(created.status()).toBe(201);
}

const row = (page: Page, name: string) => page.getByRole('row').filter({ hasText: name });

/** Every action button of the row is inside the 375 px viewport, and the page does not scroll sideways. */
async function expectActionsInViewport(page: Page, name: string) {
  const width = page.viewportSize()!.width;
  const buttons = row(page, name).locator('td[data-actions] a, td[data-actions] button, td:last-child a, td:last-child button');
  const count = await buttons.count();
  expect(count).toBeGreaterThan(0);
  for (let i = 0; i < count; i += 1) {
    const box = await buttons.nth(i).boundingBox();
    expect(box, `button ${i}`).not.toBeNull();
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(width);
  }
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
}

test('a template in use cannot be deleted (the count says why); an unused one goes after a confirmation @mobile', async ({ admin: page, adminApi, request, baseURL, createUser, a11y }, testInfo) => {
  const used = await createTemplate(adminApi, baseURL!, unique('Used Peony'), { publish: true });
  const racing = await createTemplate(adminApi, baseURL!, unique('Racing Peony'), { publish: true });
  const unused = await createTemplate(adminApi, baseURL!, unique('Unused Peony'));
  const host = await createUser('tpl-host');
  await request.post('/api/auth/sign-in/email', { data: host, headers: { origin: baseURL! } });
  await invitationOn(request, baseURL!, used);
  await invitationOn(request, baseURL!, used);

  await page.goto(`/admin/templates?q=${encodeURIComponent('Peony')}`);
  await expect(row(page, used.name).getByText('Used by 2 invitations')).toBeVisible();
  await expect(row(page, unused.name).getByText('Not used by any invitation')).toBeVisible();
  if (page.viewportSize()!.width <= 375) await expectActionsInViewport(page, used.name);
  await page.screenshot({ path: testInfo.outputPath(`templates-list-${page.viewportSize()!.width}.png`), fullPage: true });

  // In use: the dialog says so with the count, and offers no Delete.
  await row(page, used.name).getByRole('button', { name: 'Delete', exact: true }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText('This template is used by 2 invitations, so it cannot be deleted.')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Delete' })).toHaveCount(0);
  await a11y();
  await page.screenshot({ path: testInfo.outputPath(`templates-in-use-${page.viewportSize()!.width}.png`) });
  await dialog.getByRole('button', { name: 'OK' }).click();
  await expect(dialog).toBeHidden();

  // An invitation made while the confirmation is open: the server refuses, and the dialog says so.
  await row(page, racing.name).getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(dialog.getByText('is deleted with its preview invitation and all its images')).toBeVisible();
  await invitationOn(request, baseURL!, racing);
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(dialog.getByText('This template is used by 1 invitation, so it cannot be deleted.')).toBeVisible();
  await dialog.getByRole('button', { name: 'OK' }).click();
  await expect(row(page, racing.name)).toBeVisible();

  // Unused: confirmed, it goes with its image.
  await row(page, unused.name).getByRole('button', { name: 'Delete', exact: true }).click();
  await page.screenshot({ path: testInfo.outputPath(`templates-confirm-${page.viewportSize()!.width}.png`) });
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Template deleted successfully')).toBeVisible();
  await expect(row(page, unused.name)).toHaveCount(0);
  expect((await page.request.get(unused.image_url)).status()).toBe(404);
  expect((await page.request.get(used.image_url)).status()).toBe(200);
});

const madeForPaging: string[] = [];
test.afterEach(async ({ adminApi, baseURL }) => {
  for (const id of madeForPaging.splice(0)) await adminApi.delete(`/api/admin/templates/${id}`, { headers: { origin: baseURL! } });
});

test('the admin searches templates by name or category and pages through them @mobile', async ({ admin: page, adminApi, baseURL }, testInfo) => {
  const prefix = unique('Orchid').replace(' ', '');
  // Twelve: one page of ten and a second of two; every third a wedding.
  const made: Template[] = [];
  for (let i = 0; i < 12; i += 1) made.push(await createTemplate(adminApi, baseURL!, `${prefix} ${String(i).padStart(2, '0')}`, { category: i % 3 === 0 ? 'wedding' : 'birthday' }));
  // Gone at the end (afterEach): twelve new rows push other journeys' templates off the dashboard's first page.
  madeForPaging.push(...made.map((template) => template.id));
  const listed = (await (await adminApi.get(`/api/admin/templates?search=${prefix}`)).json()) as AdminTemplateListResponse;
  expect(listed).toMatchObject({ count: 12, totalPages: 2 });

  await page.goto('/admin/templates');
  await page.getByLabel('Search templates by name or category').fill(prefix);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`q=${prefix}`));
  await expect(page.getByText('12 templates · page 1 of 2')).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: prefix })).toHaveCount(10);
  await expect(row(page, `${prefix} 11`)).toBeVisible();

  await page.getByRole('navigation', { name: 'Template pages' }).getByRole('button', { name: 'Page 2' }).click();
  await expect(page).toHaveURL(/page=2/);
  await expect(page.getByText('12 templates · page 2 of 2')).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: prefix })).toHaveCount(2);
  await expect(row(page, `${prefix} 00`)).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath(`templates-page2-${page.viewportSize()!.width}.png`), fullPage: true });

  // The category filter starts again at page 1.
  await page.getByLabel('Filter by category').selectOption('wedding');
  await expect(page.getByText('4 templates')).toBeVisible();
  await expect(page).not.toHaveURL(/page=2/);
  await expect(page.getByRole('row').filter({ hasText: prefix })).toHaveCount(4);

  await page.getByLabel('Search templates by name or category').fill(`${prefix} nothing`);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page.getByText(`No templates match “${prefix} nothing” in Wedding.`)).toBeVisible();
});

test('colours are suggested from the chosen image and stay editable; a too-large image is refused with the limit @mobile', async ({ admin: page, adminApi }, testInfo) => {
  const name = unique('Banded');
  await page.goto('/admin/templates/new');
  const primary = page.getByLabel('Primary colour', { exact: true });
  const secondary = page.getByLabel('Secondary colour', { exact: true });
  const accent = page.getByLabel('Accent colour', { exact: true });

  // Over 10 MB: the size and the limit, at once, with no preview decoded and nothing sent.
  // From disk: the browser reads the file itself (no 11 MB through the test protocol).
  const huge = testInfo.outputPath('huge.png');
  await fs.writeFile(huge, Buffer.alloc(11 * 1024 * 1024));
  await page.getByLabel('Template image').setInputFiles(huge);
  await expect(page.getByText('This image is 11.0 MB; the limit is 10 MB. Please choose a smaller image.')).toBeVisible();
  await expect(page.getByRole('img', { name: 'Template image: current choice' })).toHaveCount(0);
  await expect(primary).toHaveValue('#ffffff');

  // Small in bytes but 48 megapixels: the server says so.
  const bomb = await sharp({ create: { width: 8000, height: 6000, channels: 3, background: '#ffffff' } }).png({ compressionLevel: 9 }).toBuffer();
  await page.getByLabel('Template image').setInputFiles({ name: 'bomb.png', mimeType: 'image/png', buffer: bomb });
  await expect(page.getByText(TEMPLATE_MESSAGES.imageTooManyPixels).first()).toBeVisible();

  await page.getByLabel('Template image').setInputFiles({ name: 'bands.png', mimeType: 'image/png', buffer: await bands() });
  await expect(primary).toHaveValue('#d03030');
  await expect(secondary).toHaveValue('#30a050');
  await expect(accent).toHaveValue('#3050d0');
  // One toast at a time: the suggestion's replaced the refusal's.
  await expect(page.getByText(TEMPLATE_MESSAGES.colorsSuggested)).toBeVisible();
  await expect(page.locator('[data-sonner-toast]')).toHaveCount(1);
  await page.screenshot({ path: testInfo.outputPath(`template-form-${page.viewportSize()!.width}.png`), fullPage: true });

  await accent.fill('#123456');
  await page.getByLabel('Template name').fill(name);
  await page.getByLabel('Category').selectOption('chinese-wedding');
  await page.getByRole('button', { name: 'Save Template' }).click();
  await expect(page.getByText('Template created successfully')).toBeVisible();
  await expect(page.locator('[data-sonner-toast]')).toHaveCount(1);
  const { data } = (await (await adminApi.get(`/api/admin/templates?search=${encodeURIComponent(name)}`)).json()) as AdminTemplateListResponse;
  expect(data[0]).toMatchObject({ name, category: 'chinese-wedding', dominant_colors: ['#d03030', '#30a050', '#123456'] });
});
