import type { Page } from '@playwright/test';
import { E2E_DASH, E2E_DASH_HOST, E2E_HOST_SLUG } from './support/env';
import { expect, test } from './support/fixtures';

/*
 * My Invitations (product.md §2): search, tabs, cards and their actions, the status badge, the share
 * panel, the Customize URL panel and the payment panels. Tests tagged @mobile also run at 375 px.
 */

const card = (page: Page, name: string) => page.getByRole('article', { name, exact: true });

// Signing in is not what these tests are about (tests/e2e/accounts.spec.ts is): through the API.
test.beforeEach(async ({ apiSignIn }) => {
  await apiSignIn(E2E_DASH_HOST);
});

/** Opens the Platinum invitation's Customize URL panel; `current` is the address its card showed before. */
async function openCustomUrl(page: Page) {
  await page.goto('/dashboard');
  const platinum = card(page, E2E_DASH.platinum);
  const current = ((await platinum.getByText(/^\/[a-z0-9-]+$/).textContent()) ?? '').slice(1);
  await platinum.getByRole('button', { name: `Custom URL for ${E2E_DASH.platinum}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Customize URL' });
  return { platinum, current, input: dialog.getByLabel('Custom URL'), status: dialog.getByRole('status'), save: dialog.getByRole('button', { name: 'Save' }) };
}

test('My Invitations: cards, search on name / venue / type, tabs, and an accessible page @mobile', async ({ page, a11y }) => {
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'My Invitations' })).toBeVisible();
  await expect(card(page, E2E_DASH.responses)).toBeVisible();
  await expect(card(page, E2E_DASH.unpaid)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Create New' })).toHaveAttribute('href', '/create-event');

  const platinum = card(page, E2E_DASH.platinum);
  await expect(platinum.getByRole('link', { name: `Edit ${E2E_DASH.platinum}` })).toHaveAttribute('href', /^\/create-event\/[0-9a-f-]{36}$/);
  await expect(platinum.getByRole('link', { name: `View ${E2E_DASH.platinum}` })).toHaveAttribute('href', /^\/view\/[a-z0-9-]+$/);
  await expect(platinum.getByRole('link', { name: `RSVP responses for ${E2E_DASH.platinum}` })).toHaveAttribute('href', /^\/rsvp\/[0-9a-f-]{36}$/);
  // Share and Custom URL come with an approved (Platinum) payment only.
  await expect(platinum.getByRole('button', { name: `Share ${E2E_DASH.platinum}` })).toBeVisible();
  await expect(platinum.getByRole('button', { name: `Custom URL for ${E2E_DASH.platinum}` })).toBeVisible();
  const unpaid = card(page, E2E_DASH.unpaid);
  await expect(unpaid.getByRole('button', { name: /^Share/ })).toHaveCount(0);
  await expect(unpaid.getByRole('button', { name: /^Custom URL/ })).toHaveCount(0);
  await expect(unpaid.getByRole('button', { name: `Proceed Payment for ${E2E_DASH.unpaid}` })).toBeVisible();
  const silver = card(page, E2E_DASH.responses);
  await expect(silver.getByRole('button', { name: /^Share/ })).toBeVisible();
  await expect(silver.getByRole('button', { name: /^Custom URL/ })).toHaveCount(0);
  await expect(card(page, E2E_DASH.pending).getByRole('button', { name: `Payment Status of ${E2E_DASH.pending}` })).toBeVisible();
  await a11y();

  const search = page.getByLabel('Search invitations');
  await search.fill('ROOFTOP');
  await expect(page.getByRole('article')).toHaveCount(1);
  await expect(card(page, E2E_DASH.unpaid)).toBeVisible();
  await search.fill('engagement');
  await expect(card(page, E2E_DASH.platinum)).toBeVisible();
  await expect(page.getByRole('article')).toHaveCount(1);
  await search.fill('quiet picnic');
  await expect(card(page, E2E_DASH.empty)).toBeVisible();
  await expect(page.getByRole('article')).toHaveCount(1);
  await search.fill('no such event anywhere');
  await expect(page.getByText('No invitations match your search.')).toBeVisible();
  await page.getByRole('button', { name: 'Clear search and filters' }).click();
  await expect(search).toHaveValue('');

  await page.getByRole('tab', { name: 'Draft' }).click();
  await expect(card(page, E2E_DASH.unpaid)).toBeVisible();
  await expect(card(page, E2E_DASH.responses)).toHaveCount(0);
  await page.getByRole('tab', { name: 'Published' }).click();
  await expect(card(page, E2E_DASH.responses)).toBeVisible();
  await expect(card(page, E2E_DASH.unpaid)).toHaveCount(0);
  await page.getByRole('tab', { name: 'All' }).click();
  await expect(card(page, E2E_DASH.unpaid)).toBeVisible();
});

test('six skeleton cards while loading; a failed load says so', async ({ page }) => {
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/invitations', async (route) => {
    await held;
    await route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ error: { code: 'INTERNAL', message: 'boom' } }) });
  });
  await page.goto('/dashboard');
  await expect(page.getByRole('list', { name: 'Loading your invitations' }).getByRole('listitem')).toHaveCount(6);
  release();
  await expect(page.getByRole('alert').getByText('Failed to load your invitations')).toBeVisible();
});

test('the status badge is read-only before a payment is approved, and toggles after', async ({ page }) => {
  await page.goto('/dashboard');
  const unpaid = card(page, E2E_DASH.unpaid);
  const badge = unpaid.getByText('Draft', { exact: true });
  await badge.hover();
  await expect(unpaid.getByRole('tooltip')).toHaveText('(Requires payment approval to change)');
  await expect(unpaid.getByRole('button', { name: /^Draft/ })).toHaveCount(0);

  const platinum = card(page, E2E_DASH.platinum);
  await platinum.getByRole('button', { name: /^Published, change to Draft/ }).click();
  await expect(page.getByText('Invitation is now Draft')).toBeVisible();
  await platinum.getByRole('button', { name: /^Draft, change to Published/ }).click();
  await expect(page.getByText('Invitation is now Published')).toBeVisible();
  await expect(platinum.getByRole('button', { name: /^Published/ })).toBeVisible();
});

test('share panel: WhatsApp, Facebook and X links, copy link and a downloadable QR code @mobile', async ({ page, context, baseURL, a11y }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
  await page.goto('/dashboard');
  await card(page, E2E_DASH.responses).getByRole('button', { name: `Share ${E2E_DASH.responses}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Share invitation' });
  const link = `${baseURL}/${E2E_DASH.responsesSlug}`;
  await expect(dialog.getByLabel('Invitation link')).toHaveValue(link);
  const encoded = encodeURIComponent(link);
  await expect(dialog.getByRole('link', { name: 'WhatsApp' })).toHaveAttribute('href', new RegExp(`^https://wa\\.me/\\?text=.*${encoded.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`));
  await expect(dialog.getByRole('link', { name: 'Facebook' })).toHaveAttribute('href', `https://www.facebook.com/sharer/sharer.php?u=${encoded}`);
  await expect(dialog.getByRole('link', { name: 'X (Twitter)' })).toHaveAttribute('href', new RegExp(`^https://twitter\\.com/intent/tweet\\?text=.+&url=${encoded.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`));
  await expect(dialog.getByRole('img', { name: `QR code for ${link}` })).toBeVisible();
  await a11y();

  await dialog.getByRole('button', { name: 'Copy link' }).click();
  await expect(page.getByText('Link copied to clipboard!')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);

  const download = page.waitForEvent('download');
  await dialog.getByRole('link', { name: 'Download QR code (PNG)' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(`${E2E_DASH.responsesSlug}-qr.png`);
  const bytes = await (await file.createReadStream()).toArray();
  expect([...Buffer.concat(bytes).subarray(0, 4)]).toEqual([0x89, 0x50, 0x4e, 0x47]);
});

test('copying can fail: the panel says so', async ({ page }) => {
  await page.addInitScript(() => {
    Object.defineProperty(navigator, 'clipboard', { value: { writeText: () => Promise.reject(new Error('denied')) } });
  });
  await page.goto('/dashboard');
  await card(page, E2E_DASH.responses).getByRole('button', { name: `Share ${E2E_DASH.responses}` }).click();
  await page.getByRole('button', { name: 'Copy link' }).click();
  await expect(page.getByText('Failed to copy link')).toBeVisible();
});

test('Customize URL: the documented messages as typed', async ({ page }) => {
  const { current, input, status, save } = await openCustomUrl(page);

  await expect(input).toHaveValue(current);
  await expect(status).toHaveText('This is your current custom URL');
  await input.fill('Our Day');
  await expect(input).toHaveValue('our day');
  await expect(status).toHaveText('Only lowercase letters, numbers, and hyphens allowed');
  await expect(save).toBeDisabled();
  await input.fill('');
  await expect(status).toHaveText('Please enter a custom URL');
  await input.fill(E2E_HOST_SLUG);
  await expect(status).toHaveText('This URL is already taken');
  await expect(save).toBeDisabled();
  await input.fill('dashboard');
  await expect(status).toHaveText('This URL is reserved. Please choose another one.');

  await page.route('**/api/custom-slugs/**', (route) => route.fulfill({ status: 500, contentType: 'application/json', body: '{"error":{"code":"INTERNAL","message":"x"}}' }));
  await input.fill('will-fail-check');
  await expect(status).toHaveText('Error checking URL availability');
  await expect(save).toBeDisabled();
  await page.unroute('**/api/custom-slugs/**');
});

test('Customize URL: saving a new address moves the invitation there @mobile', async ({ page }, testInfo) => {
  const { platinum, input, status, save } = await openCustomUrl(page);
  const fresh = `dash-${testInfo.project.name}-${Date.now().toString(36)}`;
  await input.fill(fresh.toUpperCase());
  await expect(input).toHaveValue(fresh);
  await expect(status).toHaveText('This URL is available!');
  await save.click();
  await expect(page.getByText('Custom URL successfully updated!')).toBeVisible();
  await expect(platinum.getByText(`/${fresh}`)).toBeVisible();
  await expect(platinum.getByRole('link', { name: `View ${E2E_DASH.platinum}` })).toHaveAttribute('href', `/view/${fresh}`);
  const publicPage = await page.request.get(`/${fresh}`);
  expect(publicPage.status()).toBe(200);
});

test('Payment Status: pending and activated texts', async ({ page }) => {
  await page.goto('/dashboard');
  await card(page, E2E_DASH.pending).getByRole('button', { name: `Payment Status of ${E2E_DASH.pending}` }).click();
  const status = page.getByRole('dialog', { name: 'Payment Status' });
  await expect(status.getByText('Silver package (RM30): Pending review')).toBeVisible();
  await expect(status.getByText(/usually takes 1-2 business days/)).toBeVisible();
  await page.keyboard.press('Escape');

  await card(page, E2E_DASH.platinum).getByRole('button', { name: `Payment Status of ${E2E_DASH.platinum}` }).click();
  await expect(page.getByText('Your Platinum package has been activated. You can now publish your invitation.')).toBeVisible();
  await page.keyboard.press('Escape');
});

test('Proceed Payment: the packages, and Platinum asks for its custom URL before the checkout @mobile', async ({ page, a11y }) => {
  await page.goto('/dashboard');
  await card(page, E2E_DASH.unpaid).getByRole('button', { name: `Proceed Payment for ${E2E_DASH.unpaid}` }).click();
  const packages = page.getByRole('dialog', { name: 'Choose a package' });
  await expect(packages.getByText('RM30')).toBeVisible();
  await expect(packages.getByText('RM50')).toBeVisible();
  await expect(packages.getByText('Most Popular')).toBeVisible();
  await expect(packages.getByText('Custom domain or custom URL')).toBeVisible();
  await expect(packages.getByText('Guest wishes collection')).toBeVisible();
  await a11y();
  const next = packages.getByRole('button', { name: 'Continue' });
  await expect(next).toBeDisabled();
  await packages.getByText('Platinum', { exact: true }).click();
  await next.click();

  // Platinum asks for the custom URL; without an approved payment the panel continues instead of saving.
  const urlPanel = page.getByRole('dialog', { name: 'Customize URL' });
  await expect(urlPanel.getByRole('button', { name: 'Save' })).toHaveCount(0);
  await urlPanel.getByRole('button', { name: 'Back' }).click();
  await expect(page.getByRole('dialog', { name: 'Choose a package' })).toBeVisible();
  await page.getByRole('dialog').getByRole('button', { name: 'Continue' }).click();
  await urlPanel.getByLabel('Custom URL').fill('unpaid-draft-party');
  await expect(urlPanel.getByRole('status')).toHaveText('This URL is available!');
  await urlPanel.getByRole('button', { name: 'Continue' }).click();
  const checkout = page.getByRole('dialog', { name: 'Complete your payment' });
  await expect(checkout.getByText('Platinum package: RM50, one time')).toBeVisible();
  await expect(checkout.getByText('/unpaid-draft-party')).toBeVisible();
});

test('delete asks first, then removes the invitation', async ({ page, invitation }) => {
  // One of its own each run (made through the API), so that the test can run again on the same data.
  const deletable = `${E2E_DASH.deletable} ${Date.now().toString(36)}`;
  await invitation(page.request, { eventName: `<p>${deletable}</p>`, date: '2027-10-02', venue: 'Dewan Delete', organizer: { name: 'Dash Host', email: '', phone: '' } });
  await page.goto('/dashboard');
  const target = card(page, deletable);
  await target.getByRole('button', { name: `Delete ${deletable}` }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete this invitation?' });
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(target).toBeVisible();
  await target.getByRole('button', { name: `Delete ${deletable}` }).click();
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Invitation deleted successfully')).toBeVisible();
  await expect(target).toHaveCount(0);
  await page.reload();
  await expect(card(page, E2E_DASH.platinum)).toBeVisible();
  await expect(card(page, deletable)).toHaveCount(0);
});
