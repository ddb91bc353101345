import type { AuditListResponse } from '@shared/audit';
import { expect, test } from './support/fixtures';

/*
 * The admin audit log (issue 20): an admin marks an invitation paid (it has no approved payment, so the
 * dialog asks for a reason), deletes another, and finds both in the Audit log tab: who, what in plain
 * words, the reason, and what the deleted invitation was. Runs at 1280 px and (@mobile) 375 px.
 */

test('an admin marks an invitation paid with a reason, deletes another, and finds both in the audit log @mobile', async ({ admin: page, createUser, request, baseURL, invitation }, testInfo) => {
  const suffix = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`;
  const host = await createUser('audit-host');
  expect((await request.post('/api/auth/sign-in/email', { data: host, headers: { origin: baseURL! } })).ok()).toBe(true);
  const paidName = `Audit Paid ${suffix}`;
  const goneName = `Audit Gone ${suffix}`;
  const details = { date: '2027-12-12', organizer: { name: 'Host', email: '', phone: '' } };
  const paidId = await invitation(request, { ...details, eventName: `<p>${paidName}</p>` });
  const goneId = await invitation(request, { ...details, eventName: `<p>${goneName}</p>` });

  await page.goto(`/admin/invitations?q=${encodeURIComponent(suffix)}`);
  const paidRow = page.getByRole('row').filter({ hasText: paidName });
  await paidRow.getByRole('button', { name: `Custom URL and payment of ${paidName}` }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel(/Paid/).check();
  // No approved payment: a reason is asked for, and Save without one is refused with a clear message.
  const reason = dialog.getByLabel('Reason');
  await expect(reason).toBeVisible();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('Please give a reason (at least 3 characters).')).toBeVisible();
  await testInfo.attach('reason-dialog', { body: await page.screenshot(), contentType: 'image/png' });
  await reason.fill('Paid in cash at the wedding fair');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Invitation updated')).toBeVisible();

  const goneRow = page.getByRole('row').filter({ hasText: goneName });
  await goneRow.getByRole('button', { name: `Delete ${goneName}` }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Invitation deleted successfully')).toBeVisible();

  // The server's record: one entry each, the reason kept, the deleted invitation still named.
  const entries = async (subjectId: string) => ((await (await page.request.get(`/api/admin/audit?subjectId=${subjectId}`)).json()) as AuditListResponse).data;
  expect(await entries(paidId)).toMatchObject([{ action: 'invitation.mark_paid', reason: 'Paid in cash at the wedding fair', before: { is_paid: false }, after: { is_paid: true } }]);
  expect(await entries(goneId)).toMatchObject([{ action: 'invitation.delete', subject_label: `${goneName} (${host.email})`, after: null }]);

  // The Audit log tab: both, in plain words, newest first .
  await page.goto('/admin/dashboard');
  await page.getByRole('tab', { name: 'Audit log' }).click();
  const log = page.getByRole('list', { name: 'Audit log entries' });
  const paidEntry = log.getByRole('listitem').filter({ hasText: `Marked ${paidName} (${host.email}) paid` });
  const goneEntry = log.getByRole('listitem').filter({ hasText: `Deleted invitation ${goneName} (${host.email})` });
  await expect(paidEntry).toBeVisible();
  await expect(paidEntry.getByText('Reason: Paid in cash at the wedding fair')).toBeVisible();
  await expect(paidEntry.getByText('By admin@e2e.example.com')).toBeVisible();
  await expect(goneEntry).toBeVisible();
  await expect(goneEntry.getByText('What it was')).toBeVisible();

  // Filters: only deletions.
  await page.getByLabel('Action').selectOption('invitation.delete');
  await page.getByRole('button', { name: 'Apply filters' }).click();
  await expect(paidEntry).toHaveCount(0);
  await expect(goneEntry).toBeVisible();
  // Nothing the admin must read is off-screen sideways.
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await page.screenshot({ path: testInfo.outputPath(`audit-log-${testInfo.project.name}.png`), fullPage: true });

  // Clear filters shows every entry again and empties the form.
  await page.getByRole('button', { name: 'Clear filters' }).click();
  await expect(page.getByLabel('Action')).toHaveValue('');
  await expect(paidEntry).toBeVisible();
  await expect(goneEntry).toBeVisible();
  await expect(page).not.toHaveURL(/action=/);
});
