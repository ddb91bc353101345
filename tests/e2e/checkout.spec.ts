import { expect, test } from './support/fixtures';
import { mailFrom } from './support/mail';

/*
 * Instant checkout in the browser (issue 31 point 1, decision 0032): the host pays Silver through
 * the local stand-in of CHIP (src/dev/chip-standin.ts), whose signed callback approves the payment;
 * back on the dashboard the host publishes and the invitation is public, with no admin involved.
 * The approval mail carries the invoice PDF, and Payment history offers it (issue 31 point 2).
 * global-setup starts the stand-in and gives the app its CHIP_* values.
 */

const party = (eventName: string) => ({ eventName: `<p>${eventName}</p>`, date: '2027-12-12', venue: 'Dewan Merdeka', organizer: { name: 'Host', email: '', phone: '' } });

test('a host pays Silver with FPX / DuitNow through the gateway and publishes at once', async ({ page, host, invitation }, testInfo) => {
  const available = await (await page.request.get('/api/checkout')).json();
  expect(available, 'the e2e app runs with the CHIP stand-in configured').toEqual({ enabled: true, provider: 'CHIP' });
  const eventName = `Online Party ${testInfo.project.name} ${Date.now().toString(36)}`;
  const id = await invitation(page.request, party(eventName));

  await page.goto('/dashboard');
  await page.getByRole('article', { name: eventName, exact: true }).getByRole('button', { name: `Proceed Payment for ${eventName}` }).click();
  const packages = page.getByRole('dialog', { name: 'Choose a package' });
  await packages.getByText('Silver', { exact: true }).click();
  await packages.getByRole('button', { name: 'Continue' }).click();
  const checkout = page.getByRole('dialog', { name: 'Complete your payment' });
  await checkout.getByRole('button', { name: 'Pay now with FPX / DuitNow' }).click();

  // The stand-in's hosted page: RM 30.00, then Pay.
  await expect(page.getByTestId('amount')).toHaveText('RM 30.00');
  await page.getByRole('button', { name: 'Pay' }).click();

  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByText('Payment received.', { exact: false })).toBeVisible();
  const card = page.getByRole('article', { name: eventName, exact: true });
  // Paid by the callback: the status badge is now the Draft ⇄ Published toggle.
  await card.getByRole('button', { name: 'Draft, change to Published' }).click();
  await expect(card.getByRole('button', { name: 'Published, change to Draft' })).toBeVisible();
  await expect.poll(async () => (await page.request.get(`/view/${id}`)).status()).toBe(200);

  // The invoice: attached to the approval mail, and downloadable from Payment history.
  const mail = await mailFrom(host.email, /Silver package is active/);
  const number = mail.match(/filename="?(INV-\d{4}-\d{6})\.pdf/)?.[1];
  expect(number, 'the approval mail has the invoice PDF attached').toBeTruthy();
  expect(mail).toContain('Content-Type: application/pdf');
  await page.goto('/payment-history');
  const download = page.getByRole('link', { name: `Download Invoice ${number} (PDF)` });
  await expect(download).toBeVisible();
  const pdf = await page.request.get((await download.getAttribute('href'))!);
  expect(pdf.headers()['content-type']).toBe('application/pdf');
  expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');
});

test('the online-payment button fits a 375 px dialog in Malay (its label wraps) @mobile', async ({ page, host: _host, invitation, baseURL }, testInfo) => {
  const eventName = `Bayar ${testInfo.project.name} ${Date.now().toString(36)}`;
  await invitation(page.request, party(eventName));
  expect((await page.request.put('/api/account/language', { data: { language: 'malay' }, headers: { origin: baseURL! } })).ok()).toBe(true);
  await page.goto('/dashboard');
  await page.getByRole('article', { name: eventName, exact: true }).getByRole('button', { name: `Buat Bayaran untuk ${eventName}` }).click();
  const packages = page.getByRole('dialog');
  await packages.getByText('Silver', { exact: true }).click();
  await packages.getByRole('button', { name: 'Teruskan' }).click();
  const payNow = page.getByRole('dialog').getByRole('button', { name: 'Bayar sekarang dengan FPX / DuitNow' });
  await expect(payNow).toBeVisible();
  // Nothing in the dialog is wider than the dialog: no part of the payment step is cut off at the edge.
  const overflow = await page.getByRole('dialog').evaluate((dialog) => dialog.scrollWidth - dialog.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});
