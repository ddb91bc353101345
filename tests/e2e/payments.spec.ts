import type { APIRequestContext, Browser, Page } from '@playwright/test';
import sharp from 'sharp';
import { E2E_ADMIN } from './support/env';
import { expect, test } from './support/fixtures';

/*
 * Packages and payments (product.md §2, §4, §5): a host pays with a receipt, an admin reviews it, the
 * host publishes and shares; a rejection offers Pay Again; the payment history pages. Tests tagged
 * @mobile also run at 375 px. Each test is one part of the journey; the state it starts from (an
 * invitation, a payment, an admin's decision) is made through the API.
 */

const receiptPng = () => sharp({ create: { width: 240, height: 320, channels: 3, background: '#e7e5e4' } }).png().toBuffer();
/** A one-page PDF (a receipt PDF is kept as the picture of its pages, so it needs one: decision 0023). */
const receiptPdf = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj\n3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n', 'latin1');

/** A Draft invitation's fields (made through the `invitation` fixture with the host's session). */
const party = (eventName: string) => ({ eventName: `<p>${eventName}</p>`, date: '2027-12-12', venue: 'Dewan Merdeka', organizer: { name: 'Host', email: '', phone: '' } });

type Receipt = { name: string; mimeType: string; buffer: Buffer };

/** A payment request through the API (the form the browser sends): Silver unless a Platinum slug is given. Returns its id. */
async function submitPayment(request: APIRequestContext, baseURL: string, invitationId: string, receipt: Receipt, platinumSlug?: string): Promise<string> {
  const multipart: Record<string, string | Receipt> = platinumSlug ? { invitationId, packageType: 'platinum', customSlug: platinumSlug, receipt } : { invitationId, packageType: 'silver', receipt };
  const response = await request.post('/api/payments', { headers: { origin: baseURL }, multipart });
  expect(response.status()).toBe(201);
  return ((await response.json()) as { id: string }).id;
}

/** The admin's decision on a payment, through the API (for a test that starts after it). */
async function review(adminApi: APIRequestContext, baseURL: string, paymentId: string, action: 'approve' | 'reject') {
  const data = action === 'reject' ? { reason: 'The receipt is for another invitation' } : {};
  const response = await adminApi.post(`/api/admin/payments/${paymentId}/${action}`, { headers: { origin: baseURL }, data });
  expect(response.status()).toBe(200);
}

/** The admin portal in a context of its own (the host stays signed in on `page`). */
async function adminPage(browser: Browser, baseURL: string, viewport: { width: number; height: number } | null): Promise<Page> {
  const context = await browser.newContext({ baseURL, viewport: viewport ?? undefined });
  const response = await context.request.post('/api/auth/sign-in/email', { data: E2E_ADMIN, headers: { origin: baseURL } });
  expect(response.ok()).toBe(true);
  const page = await context.newPage();
  await page.goto('/admin/dashboard?tab=payments');
  await expect(page.getByRole('heading', { name: 'Payment Management' })).toBeVisible();
  return page;
}

const card = (page: Page, name: string) => page.getByRole('article', { name, exact: true });
/** An admin's payment request as shown at this width: a card on a phone, a table row otherwise. */
const requestItem = (page: Page, text: string) => page.getByTestId('payment-card').or(page.getByRole('row')).filter({ hasText: text }).filter({ visible: true });

/** A Platinum party's name and a fresh slug, unique per project and run. */
function platinumParty(projectName: string) {
  return { eventName: `Platinum Party ${projectName} ${Date.now().toString(36)}`, slug: `plat-${projectName}-${Date.now().toString(36)}` };
}

test('a host chooses Platinum with a slug and pays with a PNG receipt; the request waits for review @mobile', async ({ page, host: _host, invitation, a11y }, testInfo) => {
  const { eventName, slug } = platinumParty(testInfo.project.name);
  await invitation(page.request, party(eventName));

  await page.goto('/dashboard');
  await card(page, eventName).getByRole('button', { name: `Proceed Payment for ${eventName}` }).click();
  const packages = page.getByRole('dialog', { name: 'Choose a package' });
  await packages.getByText('Platinum', { exact: true }).click();
  await packages.getByRole('button', { name: 'Continue' }).click();
  const urlPanel = page.getByRole('dialog', { name: 'Customize URL' });
  await urlPanel.getByLabel('Custom URL').fill(slug);
  await expect(urlPanel.getByRole('status')).toHaveText('This URL is available!');
  await urlPanel.getByRole('button', { name: 'Continue' }).click();

  const checkout = page.getByRole('dialog', { name: 'Complete your payment' });
  await expect(checkout.getByText('Platinum package: RM50, one time')).toBeVisible();
  await expect(checkout.getByText(`/${slug}`)).toBeVisible();
  const qr = checkout.getByRole('img', { name: 'Payment QR code for RM50' });
  await expect(qr).toBeVisible();
  // Visible is not loaded: wait until the picture has arrived and decoded (a one-off read raced it in CI).
  await expect.poll(() => qr.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  await a11y();

  // Nothing chosen, then a file that is not a receipt: the browser says so before sending anything.
  await checkout.getByRole('button', { name: 'Submit Payment' }).click();
  await expect(checkout.getByRole('alert')).toHaveText('Please select a package and upload a payment receipt');
  const input = checkout.getByLabel('Payment receipt');
  await input.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not a receipt') });
  await expect(checkout.getByRole('alert')).toHaveText('Please upload an image (PNG, JPG or WebP) or a PDF receipt');

  await input.setInputFiles({ name: 'receipt.png', mimeType: 'image/png', buffer: await receiptPng() });
  await expect(checkout.getByText('receipt.png')).toBeVisible();
  // The upload is held for a moment so its progress bar can be seen.
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/payments', async (route) => {
    await held;
    await route.continue();
  });
  await checkout.getByRole('button', { name: 'Submit Payment' }).click();
  await expect(checkout.getByRole('progressbar', { name: 'Receipt upload' })).toBeVisible();
  release();
  await expect(page.getByText('Payment information submitted successfully! Waiting for admin approval.')).toBeVisible();
  await page.unroute('**/api/payments');
  const status = page.getByRole('dialog', { name: 'Payment Status' });
  await expect(status.getByText('Platinum package (RM50): Pending review')).toBeVisible();
  await expect(status.getByText(/usually takes 1-2 business days/)).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(card(page, eventName).getByText('Platinum payment pending review')).toBeVisible();
});

test('the admin sees a pending Platinum request, views its receipt and approves it; the host is told by e-mail @mobile', async ({ page, browser, baseURL, viewport, host, invitation, mail, a11y }, testInfo) => {
  const { eventName, slug } = platinumParty(testInfo.project.name);
  const id = await invitation(page.request, party(eventName));
  await submitPayment(page.request, baseURL!, id, { name: 'receipt.png', mimeType: 'image/png', buffer: await receiptPng() }, slug);

  // The admin sees the request, views the receipt, approves it.
  const admin = await adminPage(browser, baseURL!, viewport);
  const row = requestItem(admin, host.email);
  await expect(row).toHaveCount(1);
  await expect(row.getByText('Platinum', { exact: true })).toBeVisible();
  await expect(row.getByText('RM50', { exact: true })).toBeVisible();
  await expect(row.getByText('Pending', { exact: true })).toBeVisible();
  await row.getByRole('button', { name: `View receipt from ${host.email}` }).click();
  const receipt = admin.getByRole('dialog', { name: 'Payment receipt' }).getByRole('img', { name: `Receipt uploaded by ${host.email}` });
  await expect(receipt).toBeVisible();
  await expect.poll(() => receipt.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await admin.keyboard.press('Escape');
  await a11y(admin);
  await row.getByRole('button', { name: `Approve payment from ${host.email}` }).click();
  await admin.getByRole('dialog', { name: 'Approve this payment?' }).getByRole('button', { name: 'Approve payment' }).click();
  await expect(admin.getByText('Payment approved and custom domain activated')).toBeVisible();
  await expect(row.getByText('Approved', { exact: true })).toBeVisible();
  await expect(row.getByRole('button', { name: /^Approve|^Reject/ })).toHaveCount(0);
  await admin.context().close();

  // The host is told by e-mail.
  expect(await mail.link(host.email, /Your Platinum package is active/)).toBe(`${baseURL}/dashboard`);
});

test('with Platinum approved the host publishes, shares and opens the invitation by its slug @mobile', async ({ page, browser, baseURL, host: _host, invitation, adminApi }, testInfo) => {
  const { eventName, slug } = platinumParty(testInfo.project.name);
  const id = await invitation(page.request, party(eventName));
  const paymentId = await submitPayment(page.request, baseURL!, id, { name: 'receipt.png', mimeType: 'image/png', buffer: await receiptPng() }, slug);
  await review(adminApi, baseURL!, paymentId, 'approve');

  await page.goto('/dashboard');
  const paid = card(page, eventName);
  await expect(paid.getByText('Platinum package active')).toBeVisible();
  await paid.getByRole('button', { name: 'Draft, change to Published' }).click();
  await expect(page.getByText('Invitation is now Published')).toBeVisible();
  await expect(paid.getByRole('button', { name: `Custom URL for ${eventName}` })).toBeVisible();
  await paid.getByRole('button', { name: `Payment Status of ${eventName}` }).click();
  await expect(page.getByText('Your Platinum package has been activated. You can now publish your invitation.')).toBeVisible();
  await page.keyboard.press('Escape');
  await paid.getByRole('button', { name: `Share ${eventName}` }).click();
  await expect(page.getByRole('dialog', { name: 'Share invitation' }).getByLabel('Invitation link')).toHaveValue(`${baseURL}/${slug}`);
  await page.keyboard.press('Escape');

  const guest = await browser.newPage({ baseURL });
  await guest.goto(`/${slug}`);
  await expect(guest.getByText(eventName).first()).toBeVisible();
  await expect(guest.getByText('Private Invitation')).toHaveCount(0);
  await guest.close();
});

test('the admin sees a PDF receipt as its picture, through the authorised route, and rejects it; the host is told by e-mail', async ({ page, browser, baseURL, viewport, host, invitation, mail }) => {
  const id = await invitation(page.request, party(`Rejected ${Date.now().toString(36)}`));
  await submitPayment(page.request, baseURL!, id, { name: 'receipt.pdf', mimeType: 'application/pdf', buffer: receiptPdf });

  const admin = await adminPage(browser, baseURL!, viewport);
  const row = requestItem(admin, host.email);
  // A PDF receipt is shown as the picture it was drawn to, through the authorised route.
  await row.getByRole('button', { name: `View receipt from ${host.email}` }).click();
  const picture = admin.getByRole('dialog', { name: 'Payment receipt' }).getByRole('img', { name: `Receipt uploaded by ${host.email}` });
  await expect(picture).toHaveAttribute('src', /^\/api\/payments\/[0-9a-f-]{36}\/receipt$/);
  const served = await admin.request.get((await picture.getAttribute('src'))!);
  expect(served.headers()['content-type']).toBe('image/png');
  await admin.keyboard.press('Escape');
  await row.getByRole('button', { name: `Reject payment from ${host.email}` }).click();
  const reject = admin.getByRole('dialog', { name: 'Reject this payment?' });
  await reject.getByLabel('Reason (the host sees it)').fill('The PDF is not a bank receipt');
  await reject.getByRole('button', { name: 'Reject payment' }).click();
  await expect(admin.getByText('Payment rejected', { exact: true })).toBeVisible();
  await expect(row.getByText('Rejected', { exact: true })).toBeVisible();
  await admin.context().close();
  await mail.link(host.email, /Your payment was not approved/);
});

test('a rejected payment shows Pay Again, and a second payment succeeds', async ({ page, baseURL, host: _host, invitation, adminApi }) => {
  const eventName = `Rejected Then Paid ${Date.now().toString(36)}`;
  const id = await invitation(page.request, party(eventName));
  const paymentId = await submitPayment(page.request, baseURL!, id, { name: 'receipt.pdf', mimeType: 'application/pdf', buffer: receiptPdf });
  await review(adminApi, baseURL!, paymentId, 'reject');

  await page.goto('/dashboard');
  const rejected = card(page, eventName);
  await expect(rejected.getByText('Silver payment rejected')).toBeVisible();
  await rejected.getByRole('button', { name: `Pay Again for ${eventName}` }).click();
  const packages = page.getByRole('dialog', { name: 'Choose a package' });
  await expect(packages.getByText('Your payment was not approved. Please check your receipt and pay again.')).toBeVisible();
  await packages.getByText('Silver', { exact: true }).click();
  await packages.getByRole('button', { name: 'Continue' }).click();
  const checkout = page.getByRole('dialog', { name: 'Complete your payment' });
  await expect(checkout.getByText('Silver package: RM30, one time')).toBeVisible();
  await checkout.getByLabel('Payment receipt').setInputFiles({ name: 'second.png', mimeType: 'image/png', buffer: await receiptPng() });
  await checkout.getByRole('button', { name: 'Submit Payment' }).click();
  await expect(page.getByText('Payment information submitted successfully! Waiting for admin approval.')).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Payment Status' }).getByText('Silver package (RM30): Pending review')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(rejected.getByText('Silver payment pending review')).toBeVisible();
  await expect(rejected.getByRole('button', { name: `Payment Status of ${eventName}` })).toBeVisible();
});

test('payment history: the title, then loading and empty states @mobile', async ({ page, host: _host }) => {
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/payments?*', async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/payment-history');
  await expect(page.getByRole('heading', { level: 1, name: 'All Payment' })).toBeVisible();
  await expect(page.getByText('View all your premium feature payments here.')).toBeVisible();
  await expect(page.getByText('Loading payment history...')).toBeVisible();
  release();
  await expect(page.getByText('No payment history found.')).toBeVisible();
});

test('payment history: the documented columns, pages with first / last and greyed ends, and the requests list @mobile', async ({ page, baseURL, viewport, host: _host, invitation, a11y }) => {
  const png = await receiptPng();
  const ids: string[] = [];
  // One after the other: the history is newest first, and the checks below rely on that order.
  for (let i = 1; i <= 12; i += 1) {
    const id = await invitation(page.request, party(`History Party ${String(i).padStart(2, '0')}`));
    await submitPayment(page.request, baseURL!, id, { name: `r${i}.png`, mimeType: 'image/png', buffer: png });
    ids.push(id);
  }
  await page.goto('/payment-history');
  // On a phone each payment is a card (its button in view); wider, the table with the documented columns.
  const phone = (viewport?.width ?? 1280) < 640;
  const table = phone ? page.getByRole('list', { name: 'Payment history' }) : page.getByRole('region', { name: 'Payment history' });
  const rows = phone ? table.getByTestId('history-card') : table.getByRole('row');
  const header = phone ? 0 : 1;
  await expect(rows).toHaveCount(10 + header);
  const newest = rows.nth(header);
  if (phone) {
    await expect(newest).toContainText('Silver · RM30');
    await expect(newest).toContainText('Pending');
    await expect(newest.getByText(/^\d{1,2} [A-Z][a-z]{2} \d{4}$/)).toBeVisible();
    const box = (await newest.getByRole('link', { name: 'View Invitation History Party 12' }).boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(viewport!.width);
  } else {
    await expect(table.getByRole('columnheader')).toHaveText(['Domain', 'Package', 'Amount', 'Date', 'Status', 'Actions']);
    const cells = newest.getByRole('cell');
    await expect(cells).toHaveCount(6);
    await expect(cells.nth(0)).toHaveText('-');
    await expect(cells.nth(1)).toHaveText('Silver');
    await expect(cells.nth(2)).toHaveText('RM30');
    await expect(cells.nth(3)).toHaveText(/^\d{1,2} [A-Z][a-z]{2} \d{4}$/);
    await expect(cells.nth(4)).toHaveText('Pending');
    await expect(cells.nth(5)).toHaveText('View Invitation');
  }
  await expect(newest.getByRole('link', { name: 'View Invitation History Party 12' })).toHaveAttribute('href', `/view/${ids[11]}`);
  await a11y();

  const pager = page.getByRole('navigation', { name: 'Payment history pages' });
  await expect(pager.getByRole('button', { name: 'First page' })).toBeDisabled();
  await expect(pager.getByRole('button', { name: 'Previous page' })).toBeDisabled();
  await expect(pager.getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
  await pager.getByRole('button', { name: 'Last page' }).click();
  await expect(rows).toHaveCount(2 + header);
  await expect(pager.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  await expect(pager.getByRole('button', { name: 'Next page' })).toBeDisabled();
  await expect(pager.getByRole('button', { name: 'Last page' })).toBeDisabled();
  await expect(table.getByRole('link', { name: 'View Invitation History Party 01' })).toBeVisible();
  await pager.getByRole('button', { name: 'Previous page' }).click();
  await expect(rows).toHaveCount(10 + header);

  // The requests list: pages of 5, each row a link to its invitation.
  const requests = page.getByRole('list', { name: 'Payment requests' });
  await expect(requests.getByRole('link')).toHaveCount(5);
  await expect(requests.getByRole('link').first()).toHaveAttribute('href', `/view/${ids[11]}`);
  const requestPages = page.getByRole('navigation', { name: 'Payment request pages' });
  await requestPages.getByRole('button', { name: 'Page 3' }).click();
  await expect(requests.getByRole('link')).toHaveCount(2);
  await expect(requests.getByRole('link').last()).toHaveAttribute('href', `/view/${ids[0]}`);
  await expect(requestPages.getByRole('button', { name: 'Next' })).toBeDisabled();
});

test('payment history: a long history keeps the first and last pages reachable, the pages between are ellipses @mobile', async ({ page, baseURL, host: _host, invitation }) => {
  const id = await invitation(page.request, party('Long History Party'));
  await submitPayment(page.request, baseURL!, id, { name: 'r.png', mimeType: 'image/png', buffer: await receiptPng() });
  // Page 10 of 20 answers with the host's real rows (200 payments are not needed to draw the pager).
  const rowsOfPage = (await (await page.request.get('/api/payments?page=1&pageSize=10')).json()).data;
  await page.route('**/api/payments?page=10&pageSize=10', (route) => route.fulfill({ json: { data: rowsOfPage, count: 200, totalPages: 20 } }));
  await page.goto('/payment-history?page=10');
  const pager = page.getByRole('navigation', { name: 'Payment history pages' });
  await expect(pager.getByRole('button', { name: 'Page 10' })).toHaveAttribute('aria-current', 'page');
  await expect(pager.getByRole('button', { name: /^Page / })).toHaveText(['1', '8', '9', '10', '11', '12', '20']);
  await expect(pager.getByText('…')).toHaveCount(2);
  await expect(pager.getByRole('button', { name: 'First page' })).toBeEnabled();
  await expect(pager.getByRole('button', { name: 'Last page' })).toBeEnabled();
});

test('an upgrade from Silver to Platinum shows the difference to pay, as the server charges it (issue 31) @mobile', async ({ page, host: _host, invitation, adminApi, baseURL }, testInfo) => {
  const { eventName, slug } = platinumParty(testInfo.project.name);
  const id = await invitation(page.request, party(eventName));
  await review(adminApi, baseURL!, await submitPayment(page.request, baseURL!, id, { name: 'receipt.png', mimeType: 'image/png', buffer: await receiptPng() }), 'approve');

  await page.goto('/dashboard');
  await card(page, eventName).getByRole('button', { name: `Payment Status of ${eventName}` }).click();
  await page.getByRole('button', { name: 'Upgrade to Platinum' }).click();
  const urlPanel = page.getByRole('dialog', { name: 'Customize URL' });
  await urlPanel.getByLabel('Custom URL').fill(slug);
  await expect(urlPanel.getByRole('status')).toHaveText('This URL is available!');
  await urlPanel.getByRole('button', { name: 'Continue' }).click();

  const checkout = page.getByRole('dialog', { name: 'Complete your payment' });
  await expect(checkout.getByText('Platinum package: RM20, one time')).toBeVisible();
  await expect(checkout.getByTestId('upgrade-credit')).toHaveText('Upgrade: RM50 less the RM30 already paid for Silver.');
  await expect(checkout.getByRole('img', { name: 'Payment QR code for RM20' })).toBeVisible();
  // The server charges the same: the stored request is RM20 with the RM30 credit.
  await checkout.getByLabel('Payment receipt').setInputFiles({ name: 'receipt.png', mimeType: 'image/png', buffer: await receiptPng() });
  await checkout.getByRole('button', { name: 'Submit Payment' }).click();
  await expect(page.getByText('Payment information submitted successfully! Waiting for admin approval.')).toBeVisible();
  const history = (await (await page.request.get('/api/payments?page=1&pageSize=5')).json()) as { data: { amount: number; creditSen: number; packageType: string }[] };
  expect(history.data[0]).toMatchObject({ packageType: 'platinum', amount: 20, creditSen: 3000 });
});
