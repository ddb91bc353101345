import fs from 'node:fs';
import type { APIRequestContext, Browser, Locator, Page } from '@playwright/test';
import sharp from 'sharp';
import { E2E_ADMIN } from './support/env';
import { expect, test } from './support/fixtures';

/*
 * Issue 20's payment administration: Reject asks for a reason the host then reads, an approval is
 * withdrawn (reversed) with a reason and the invitation follows, and the Payment Requests tab's
 * filters, CSV and overview match the payments seeded through the API. @mobile ones also run at 375 px,
 * where every action button must be inside the viewport.
 */

const receiptPng = () => sharp({ create: { width: 120, height: 160, channels: 3, background: '#e7e5e4' } }).png().toBuffer();
const party = (eventName: string) => ({ eventName: `<p>${eventName}</p>`, date: '2027-12-12', venue: 'Dewan Merdeka', organizer: { name: 'Host', email: '', phone: '' } });
const tag = () => `t${Date.now().toString(36)}${Math.floor(Math.random() * 1e4).toString(36)}`;

async function submitPayment(request: APIRequestContext, baseURL: string, invitationId: string, platinumSlug?: string): Promise<string> {
  const receipt = { name: 'receipt.png', mimeType: 'image/png', buffer: await receiptPng() };
  const multipart: Record<string, string | typeof receipt> = platinumSlug ? { invitationId, packageType: 'platinum', customSlug: platinumSlug, receipt } : { invitationId, packageType: 'silver', receipt };
  const response = await request.post('/api/payments', { headers: { origin: baseURL }, multipart });
  expect(response.status()).toBe(201);
  return ((await response.json()) as { id: string }).id;
}

async function decide(adminApi: APIRequestContext, baseURL: string, paymentId: string, action: 'approve' | 'reject', reason?: string) {
  const response = await adminApi.post(`/api/admin/payments/${paymentId}/${action}`, { headers: { origin: baseURL }, data: reason ? { reason } : {} });
  expect(response.status()).toBe(200);
}

/** The admin portal in a context of its own (the host stays signed in on `page`), on the Payment Requests tab with `query`. */
async function adminPage(browser: Browser, baseURL: string, viewport: { width: number; height: number } | null, query = ''): Promise<Page> {
  const context = await browser.newContext({ baseURL, viewport: viewport ?? undefined, acceptDownloads: true });
  const response = await context.request.post('/api/auth/sign-in/email', { data: E2E_ADMIN, headers: { origin: baseURL } });
  expect(response.ok()).toBe(true);
  const page = await context.newPage();
  await page.goto(`/admin/dashboard?tab=payments${query}`);
  await expect(page.getByRole('heading', { name: 'Payment Management' })).toBeVisible({ timeout: 30_000 });
  return page;
}

/** A request as shown at this width: a card on a phone, a table row otherwise. */
const requestItem = (page: Page, text: string): Locator => page.getByTestId('payment-card').or(page.getByRole('row')).filter({ hasText: text }).filter({ visible: true });

/** Fails unless the element lies inside the viewport's width (no sideways scrolling needed). */
async function expectInViewport(page: Page, locator: Locator) {
  const box = await locator.boundingBox();
  const width = page.viewportSize()!.width;
  expect(box, 'visible').not.toBeNull();
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width).toBeLessThanOrEqual(width);
}

const shot = async (page: Page, name: string) => page.screenshot({ path: test.info().outputPath(`${name}-${page.viewportSize()!.width}.png`), fullPage: true });

test('the admin rejects with a reason after confirming; the host reads it on the payment screens @mobile', async ({ page, browser, baseURL, viewport, host, invitation, a11y }) => {
  const eventName = `Reject Reason ${tag()}`;
  const id = await invitation(page.request, party(eventName));
  await submitPayment(page.request, baseURL!, id);

  const admin = await adminPage(browser, baseURL!, viewport, `&search=${encodeURIComponent(host.email)}`);
  // The pending count is in the navigation and on the tab.
  await expect(admin.getByRole('navigation', { name: 'Admin' }).getByTestId('pending-payments-badge')).toBeVisible();
  await expect(admin.getByRole('tab', { name: /Payment Requests \(\d+ pending payments?\)/ })).toBeVisible();
  const item = requestItem(admin, host.email);
  await expect(item).toHaveCount(1);
  const rejectButton = item.getByRole('button', { name: `Reject payment from ${host.email}` });
  const approveButton = item.getByRole('button', { name: `Approve payment from ${host.email}` });
  await expectInViewport(admin, rejectButton);
  await expectInViewport(admin, approveButton);
  await shot(admin, 'admin-payments');

  // Approve asks first; Cancel (Escape) leaves it pending.
  await approveButton.click();
  await expect(admin.getByRole('dialog', { name: 'Approve this payment?' })).toContainText('reversed once, within 72 hours');
  await admin.keyboard.press('Escape');
  await expect(item.getByText('Pending', { exact: true })).toBeVisible();

  // Reject by keyboard: a reason is required.
  await rejectButton.focus();
  await admin.keyboard.press('Enter');
  const dialog = admin.getByRole('dialog', { name: 'Reject this payment?' });
  await expect(dialog).toContainText('The host sees your reason');
  await dialog.getByRole('button', { name: 'Reject payment' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Please give a reason (at least 3 characters).');
  const reason = 'The receipt shows RM3, not RM30';
  await dialog.getByLabel('Reason (the host sees it)').fill(reason);
  await a11y(admin);
  await shot(admin, 'admin-reject-dialog');
  await dialog.getByRole('button', { name: 'Reject payment' }).click();
  await expect(admin.getByText('Payment rejected', { exact: true })).toBeVisible();
  await expect(item.getByText('Rejected', { exact: true })).toBeVisible();
  await expect(item).toContainText(`Rejected because: ${reason}`);
  await expectInViewport(admin, item.getByRole('button', { name: `Reverse decision on payment from ${host.email}` }));
  await admin.context().close();

  // The host reads the reason in the payment history and in the invitation's payment flow.
  await page.goto('/payment-history');
  const note = page.getByText(`Reason for the rejection: ${reason}`).filter({ visible: true });
  await expect(note.first()).toBeVisible();
  await expectInViewport(page, page.getByRole('link', { name: `View Invitation ${eventName}` }).filter({ visible: true }));
  await shot(page, 'host-history');
  await page.goto('/dashboard');
  await page.getByRole('article', { name: eventName, exact: true }).getByRole('button', { name: `Pay Again for ${eventName}` }).click();
  await expect(page.getByRole('dialog', { name: 'Choose a package' })).toContainText(`Reason for the rejection: ${reason}`);
});

test('an approval is withdrawn within the window with a reason; the invitation is unpaid and Draft again, and the host sees why @mobile', async ({ page, browser, baseURL, viewport, host, invitation, adminApi }) => {
  const eventName = `Reverse Me ${tag()}`;
  const id = await invitation(page.request, party(eventName));
  const paymentId = await submitPayment(page.request, baseURL!, id);
  await decide(adminApi, baseURL!, paymentId, 'approve');
  expect((await page.request.post(`/api/invitations/${id}/toggle-status`, { headers: { origin: baseURL! } })).status()).toBe(200);

  const admin = await adminPage(browser, baseURL!, viewport, `&search=${encodeURIComponent(host.email)}`);
  const item = requestItem(admin, host.email);
  await expect(item).toContainText(/Reversible until/);
  const reverse = item.getByRole('button', { name: `Reverse decision on payment from ${host.email}` });
  await expectInViewport(admin, reverse);
  await reverse.click();
  const dialog = admin.getByRole('dialog', { name: 'Withdraw this approval?' });
  await expect(dialog).toContainText('one reversal, within 72 hours');
  await dialog.getByLabel('Reason (the host sees it)').fill('The bank returned the transfer');
  await shot(admin, 'admin-reverse-dialog');
  await dialog.getByRole('button', { name: 'Withdraw approval' }).click();
  await expect(admin.getByText('Decision reversed: the payment is now rejected.')).toBeVisible();
  await expect(item).toContainText(/Reversed .*now rejected: The bank returned the transfer/);
  await expect(item.getByRole('button', { name: /Reverse decision/ })).toHaveCount(0);
  await admin.context().close();

  const mine = (await (await page.request.get('/api/invitations')).json()) as { data: { id: string; templateStatus: string; paid: boolean }[] };
  expect(mine.data.find((row) => row.id === id)).toMatchObject({ templateStatus: 'Draft', paid: false });
  await page.goto('/payment-history');
  await expect(page.getByText('The approval was withdrawn: The bank returned the transfer').filter({ visible: true }).first()).toBeVisible();
});

test('the admin records a partial refund of an approved payment; a credit note is issued and the rest stays refundable (issue 31) @mobile', async ({ page, browser, baseURL, viewport, host, invitation, adminApi }) => {
  const id = await invitation(page.request, party(`Refund Me ${tag()}`));
  const paymentId = await submitPayment(page.request, baseURL!, id);
  await decide(adminApi, baseURL!, paymentId, 'approve');

  const admin = await adminPage(browser, baseURL!, viewport, `&search=${encodeURIComponent(host.email)}`);
  const item = requestItem(admin, host.email);
  const refund = item.getByRole('button', { name: `Refund payment from ${host.email}` });
  await expectInViewport(admin, refund);
  await refund.click();
  const dialog = admin.getByRole('dialog', { name: 'Record a refund' });
  await expect(dialog).toContainText('RM30 left to refund');
  await dialog.getByLabel('Amount (RM)').fill('40');
  await dialog.getByLabel('Reason').fill('Half the package was not used');
  await dialog.getByRole('button', { name: 'Record refund' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('At most RM30 is left to refund.');
  await dialog.getByLabel('Amount (RM)').fill('10.50');
  await dialog.getByRole('button', { name: 'Record refund' }).click();
  await expect(admin.getByText(/Refund of RM10\.50 recorded; credit note CN-\d{4}-\d{6}\. The host is e-mailed\./)).toBeVisible();
  await admin.context().close();

  const refunds = (await (await adminApi.get(`/api/admin/payments/${paymentId}/refunds`)).json()) as { data: { amountSen: number; method: string }[]; refundableSen: number };
  expect(refunds.data).toEqual([expect.objectContaining({ amountSen: 1050, method: 'bank_transfer' })]);
  expect(refunds.refundableSen).toBe(1950);
});

test('filters, search, CSV and the overview match the seeded payments', async ({ page, browser, baseURL, viewport, host, invitation, adminApi }) => {
  const t = tag();
  const ids = [];
  for (const name of [`Ledger ${t} One`, `Ledger ${t} Two`, `=SUM(1;2) Ledger ${t}`]) ids.push(await invitation(page.request, party(name)));
  const silver = await submitPayment(page.request, baseURL!, ids[0]!);
  const platinum = await submitPayment(page.request, baseURL!, ids[1]!, `ledger-${t}`);
  await submitPayment(page.request, baseURL!, ids[2]!);
  await decide(adminApi, baseURL!, silver, 'approve');
  await decide(adminApi, baseURL!, platinum, 'approve');

  const admin = await adminPage(browser, baseURL!, viewport);
  await admin.getByRole('searchbox', { name: 'Search' }).fill(`ledger ${t}`);
  await expect(admin.getByText('3 requests match, newest first')).toBeVisible();

  // The overview: RM30 + RM50 approved this month, RM30 waiting, three decisions' median.
  const overview = admin.getByRole('region', { name: 'Overview' }).or(admin.locator('section[aria-labelledby="payments-overview-title"]'));
  await expect(overview.getByText('RM80', { exact: true }).first()).toBeVisible();
  await expect(overview).toContainText('2 approved payments');
  await expect(overview).toContainText('Pending value');
  await expect(overview).toContainText('1 waiting for a decision');
  await expect(overview).toContainText('Over 2 decisions');
  const month = new Intl.DateTimeFormat('en-GB', { month: 'short', year: 'numeric', timeZone: 'Asia/Kuala_Lumpur' }).format(new Date());
  await expect(admin.getByRole('row', { name: new RegExp(`${month}.*RM30.*RM50.*RM80`) })).toBeVisible();
  await shot(admin, 'admin-overview');

  // Filters: status, package.
  await admin.getByLabel('Status').selectOption('approved');
  await expect(admin.getByText('2 requests match, newest first')).toBeVisible();
  await admin.getByLabel('Package').selectOption('platinum');
  await expect(admin.getByText('1 request match, newest first')).toBeVisible();
  await expect(requestItem(admin, `Ledger ${t} Two`)).toHaveCount(1);
  await admin.getByLabel('Package').selectOption('all');
  await admin.getByLabel('Status').selectOption('all');
  await expect(admin.getByText('3 requests match, newest first')).toBeVisible();
  // A date range before today finds nothing.
  await admin.getByLabel('Submitted to').fill('2020-01-31');
  await expect(admin.getByText('No payment requests match these filters.')).toBeVisible();
  await admin.getByLabel('Submitted to').fill('');
  await expect(admin.getByText('3 requests match, newest first')).toBeVisible();

  // The CSV of the same filters, formulas neutralised.
  const [download] = await Promise.all([admin.waitForEvent('download'), admin.getByRole('link', { name: 'Export CSV' }).click()]);
  expect(download.suggestedFilename()).toBe('payments.csv');
  const csv = fs.readFileSync((await download.path())!, 'utf8').replace(/^\uFEFF/, '');
  const lines = csv.trim().split('\r\n');
  expect(lines).toHaveLength(4);
  expect(lines[0]).toContain('"Payer e-mail","Invitation","Custom URL","Package","Amount (RM)","Status"');
  expect(csv).toContain(`"${host.email}","'=SUM(1;2) Ledger ${t}","","Silver","30.00","Pending"`);
  expect(csv).toContain(`"Ledger ${t} Two","ledger-${t}","Platinum","50.00","Approved"`);
  await admin.context().close();
});

/** A two-page A4 PDF receipt, its pages saying `Page 1` and `Page 2` (decision 0023: it is kept only as their picture). */
function twoPagePdf(): Buffer {
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [4 0 R 5 0 R] /Count 2 >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
    ...[6, 7].map((content) => `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 3 0 R >> >> /Contents ${content} 0 R >>`),
    ...[1, 2].map((n) => {
      const text = `BT /F1 28 Tf 72 720 Td (Transfer receipt, page ${n}) Tj ET`;
      return `<< /Length ${text.length} >>\nstream\n${text}\nendstream`;
    }),
  ];
  let body = '%PDF-1.4\n';
  const offsets = objects.map((object, index) => {
    const offset = body.length;
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
    return offset;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('')}`;
  return Buffer.from(`${body}trailer << /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`, 'latin1');
}

test('the admin views a PDF receipt as the picture of its pages, in the dialog @mobile', async ({ page, browser, baseURL, viewport, host, invitation }) => {
  const eventName = `Pdf Receipt ${tag()}`;
  const id = await invitation(page.request, party(eventName));
  const response = await page.request.post('/api/payments', {
    headers: { origin: baseURL! },
    multipart: { invitationId: id, packageType: 'silver', receipt: { name: 'receipt.pdf', mimeType: 'application/pdf', buffer: twoPagePdf() } },
  });
  expect(response.status()).toBe(201);
  const admin = await adminPage(browser, baseURL!, viewport, `&search=${encodeURIComponent(host.email)}`);
  await requestItem(admin, host.email).getByRole('button', { name: `View receipt from ${host.email}` }).click();
  const picture = admin.getByRole('dialog').getByRole('img', { name: `Receipt uploaded by ${host.email}` });
  await expect(picture).toBeVisible();
  // Both pages are in one picture: 2 × 1754 px plus the band, drawn at the dialog's width.
  await expect.poll(() => picture.evaluate((image: HTMLImageElement) => [image.naturalWidth, image.naturalHeight])).toEqual([1240, 2 * 1754 + 12]);
  await shot(admin, 'pdf-receipt-dialog');
  await admin.context().close();
});
