import type { Locator, Page } from '@playwright/test';
import sharp from 'sharp';
import { E2E_DASH, E2E_DASH_HOST } from './support/env';
import { expect, test } from './support/fixtures';

/*
 * Every data table at 375 px (issue 20, "Phones"): the responses, the host's payment history, the
 * admin's payment requests, templates and invitations, and the guest list are cards (or keep their
 * key columns) on a phone: every button the user acts on is inside the viewport, and the page never
 * scrolls sideways.
 */

// What this spec holds is the phone layout: the desktop project's wide tables are covered by each page's own spec.
test.skip(({ viewport }) => (viewport?.width ?? 1280) > 640, 'the 375 px layout');

/** The page does not scroll sideways. */
async function expectNoSidewaysScroll(page: Page) {
  await expect.poll(() => page.evaluate(() => document.scrollingElement!.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
}

/** Each of these controls, scrolled to, lies wholly inside the viewport's width. */
async function expectWithinViewport(page: Page, controls: Locator, expected: number) {
  await expect(controls).toHaveCount(expected);
  const width = page.viewportSize()!.width;
  for (const control of await controls.all()) {
    await control.scrollIntoViewIfNeeded();
    const box = await control.boundingBox();
    if (!box) throw new Error('the control has no box');
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(width);
    // Nothing else sits on top of it: a click lands on the control itself.
    await control.click({ trial: true });
  }
}

/** A Draft invitation's fields (made through the `invitation` fixture). */
const party = (eventName: string) => ({ eventName: `<p>${eventName}</p>`, date: '2027-12-12', venue: 'Dewan Merdeka', organizer: { name: 'Host', email: '', phone: '' } });

const receiptPng = () => sharp({ create: { width: 40, height: 40, channels: 3, background: '#e7e5e4' } }).png().toBuffer();

test('RSVP responses: each answer\'s Edit button is on the screen @mobile', async ({ page, apiSignIn }) => {
  await apiSignIn(E2E_DASH_HOST);
  const response = await page.request.get(`/api/invitations?q=${encodeURIComponent(E2E_DASH.responses)}`);
  const id = ((await response.json()) as { data: { id: string; eventName: string }[] }).data.find((i) => i.eventName === E2E_DASH.responses)!.id;
  await page.goto(`/rsvp/${id}`);
  const table = page.getByRole('region', { name: 'RSVP responses table' });
  await expect(table.getByRole('button', { name: /^Edit .*'s answer$/ }).first()).toBeVisible();
  await expectWithinViewport(page, table.getByRole('button', { name: /^Edit .*'s answer$/ }).filter({ visible: true }).first(), 1);
  await expectWithinViewport(page, table.getByRole('button', { name: /^Edit .*'s answer$/ }).filter({ visible: true }).last(), 1);
  await expectWithinViewport(page, table.getByRole('checkbox').first(), 1);
  await expectNoSidewaysScroll(page);
});

test('payment history: View Invitation is on the screen, the page does not scroll sideways @mobile', async ({ page, baseURL, host: _host, invitation, adminApi }) => {
  const approvedId = await invitation(page.request, party('Phone History Approved'));
  const paid = await page.request.post('/api/payments', { headers: { origin: baseURL! }, multipart: { invitationId: approvedId, packageType: 'silver', receipt: { name: 'r.png', mimeType: 'image/png', buffer: await receiptPng() } } });
  expect(paid.status()).toBe(201);
  expect((await adminApi.post(`/api/admin/payments/${((await paid.json()) as { id: string }).id}/approve`, { headers: { origin: baseURL! } })).status()).toBe(200);
  const pendingId = await invitation(page.request, party('Phone History Pending'));
  expect((await page.request.post('/api/payments', { headers: { origin: baseURL! }, multipart: { invitationId: pendingId, packageType: 'silver', receipt: { name: 'r.png', mimeType: 'image/png', buffer: await receiptPng() } } })).status()).toBe(201);

  await page.goto('/payment-history');
  // Cards on a phone, a table on a desktop: the links wherever they are drawn.
  await expectWithinViewport(page, page.getByRole('link', { name: /^View Invitation Phone History/ }).filter({ visible: true }), 2);
  await expectNoSidewaysScroll(page);
});

test('admin payment requests: Approve, Reject and the receipt are on the screen @mobile', async ({ page, browser, baseURL, createUser, invitation, admin: _admin }) => {
  // A host's pending request, made through the API in a context of its own.
  const host = await createUser('phone-pay');
  const context = await browser.newContext({ baseURL });
  expect((await context.request.post('/api/auth/sign-in/email', { data: host, headers: { origin: baseURL! } })).ok()).toBe(true);
  const id = await invitation(context.request, party('Phone Pending Request'));
  expect((await context.request.post('/api/payments', { headers: { origin: baseURL! }, multipart: { invitationId: id, packageType: 'silver', receipt: { name: 'r.png', mimeType: 'image/png', buffer: await receiptPng() } } })).status()).toBe(201);
  await context.close();

  await page.goto('/admin/dashboard?tab=payments');
  // A card on a phone, a table row on a desktop: the request's buttons, wherever they are drawn.
  const email = host.email.replace(/[.+]/g, '\\$&');
  await expectWithinViewport(page, page.getByRole('button', { name: new RegExp(`^(Approve|Reject) payment from ${email}$`) }).filter({ visible: true }), 2);
  await expectWithinViewport(page, page.getByRole('button', { name: `View receipt from ${host.email}` }).filter({ visible: true }), 1);
  await expectNoSidewaysScroll(page);
});

test('admin templates: View, Edit, Delete and Publish are on the screen @mobile', async ({ page, admin: _admin }) => {
  // The dashboard's table and the Templates page's (with publish / unpublish).
  const dashboard = page.getByRole('region', { name: 'Templates' });
  const firstRow = dashboard.getByRole('row').nth(1);
  await expectWithinViewport(page, firstRow.getByRole('link', { name: /^(View|Edit)$/ }), 2);
  await expectWithinViewport(page, firstRow.getByRole('button', { name: 'Delete' }), 1);
  await expectNoSidewaysScroll(page);

  await page.goto('/admin/templates');
  const manage = page.getByRole('region', { name: 'Templates' });
  const row = manage.getByRole('row').nth(1);
  await expectWithinViewport(page, row.getByRole('button', { name: /^(Publish|Unpublish)$/ }), 1);
  await expectWithinViewport(page, row.getByRole('link', { name: /^(View|Edit)$/ }), 2);
  await expectWithinViewport(page, row.getByRole('button', { name: 'Delete' }), 1);
  await expectNoSidewaysScroll(page);
});

test('admin invitations: each row\'s actions are on the screen @mobile', async ({ page, admin: _admin }) => {
  await page.goto('/admin/invitations');
  const table = page.getByRole('region', { name: 'Invitations' });
  const row = table.getByRole('row').nth(1);
  const actions = row.getByRole('cell').last().locator('a, button');
  await expect(actions.first()).toBeVisible();
  await expectWithinViewport(page, actions, await actions.count());
  await expectNoSidewaysScroll(page);
});

test('guest list: selection and every household\'s actions are on the screen @mobile', async ({ page, baseURL, host: _host, invitation }) => {
  const id = await invitation(page.request, party('Phone Guest List'));
  for (const body of [
    { name: 'Keluarga Encik Ahmad bin Abdullah dan keluarga besar', seats: 4, phone: '+60123456789', email: 'ahmad.abdullah.family@example.com', tags: ['Groom\'s family', 'Office'] },
    { name: 'Puan Siti', seats: 2, phone: '+60198765432' },
  ]) {
    expect((await page.request.post(`/api/invitations/${id}/guests`, { data: body, headers: { origin: baseURL! } })).status()).toBe(201);
  }
  await page.goto(`/guests/${id}`);
  const name = 'Keluarga Encik Ahmad bin Abdullah dan keluarga besar';
  const buttons = page.getByRole('button', { name: new RegExp(`^(Copy personal link for|Edit|New link for|Delete) ${name}$`) }).filter({ visible: true });
  await expectWithinViewport(page, buttons, 4);
  await expectWithinViewport(page, page.getByRole('checkbox', { name: `Select ${name}` }).filter({ visible: true }), 1);
  await expectNoSidewaysScroll(page);
});
