import type { GuestListPage } from '@shared/guests';
import { expect, test } from './support/fixtures';

/*
 * Importing a guest list (product.md §12): the host chooses a CSV with one bad row, the preview
 * shows that row's number and reason and the others as they will be stored, and "Import" writes
 * them. At 375 px and on a desktop.
 */

const FILE = [
  'Name,Seats,Phone,Email,Group,Language',
  'Encik Ahmad sekeluarga,4,012-345 6789,Ahmad@Example.com,"Groom\'s family; Office",BM',
  'Keluarga Lim,40,016 789 0123,,Office,ZH',
  'Priya and family,,+65 9123 4567,priya@example.com,Bride\'s family,',
  'Aunty Rose,2,,,Choir,english',
].join('\r\n');

test('a host imports a CSV: the preview names the bad row and why, then the good rows are added @mobile', async ({ page, host: _host, invitation, a11y }, testInfo) => {
  const eventName = `Walimah Import ${testInfo.project.name}`;
  const id = await invitation(page.request, { eventName: `<p>${eventName}</p>`, date: '2027-11-20', venue: 'Dewan Seri', organizer: { name: 'Host', email: '', phone: '' } });

  await page.goto(`/guests/${id}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(eventName);
  await page.getByRole('button', { name: /^Import/ }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Import a spreadsheet' });
  await expect(dialog.getByText('Choose a CSV or Excel file')).toBeVisible();

  // The sample files download, and the header is explained.
  for (const name of ['Sample CSV', 'Sample Excel (.xlsx)']) {
    const href = await dialog.getByRole('link', { name }).getAttribute('href');
    expect((await page.request.get(href!)).status()).toBe(200);
  }
  await dialog.getByText('Which columns can the file have?').click();
  await expect(dialog.getByText(/Seats the household may fill, 1–30/)).toBeVisible();
  await a11y();

  await dialog.getByLabel('Choose a CSV or Excel file').setInputFiles({ name: 'guests.csv', mimeType: 'text/csv', buffer: Buffer.from(FILE) });

  // The preview: the bad row with its number and reason; the good ones as they will be stored.
  await expect(dialog.getByRole('heading', { name: 'Check the preview' })).toBeVisible();
  await expect(dialog.getByTestId('import-summary')).toHaveText('4 rows read · 3 new households · 1 row with problems');
  const problems = dialog.getByRole('region', { name: 'Rows that will not be imported' });
  await expect(problems.getByRole('listitem').first()).toContainText('Row 3');
  await expect(problems).toContainText('Keluarga Lim');
  await expect(problems).toContainText('Seats must be a whole number from 1 to 30.');
  const rows = dialog.getByRole('region', { name: 'Rows to import as they will be saved' });
  await expect(rows.getByRole('row')).toHaveCount(4);
  await expect(rows.getByRole('row', { name: /Encik Ahmad sekeluarga/ })).toContainText('+60123456789');
  await expect(rows.getByRole('row', { name: /Encik Ahmad sekeluarga/ })).toContainText('ahmad@example.com');
  await expect(rows.getByRole('row', { name: /Priya and family/ })).toContainText('+6591234567');
  await a11y();
  // Nothing is written before "Import".
  expect(((await (await page.request.get(`/api/invitations/${id}/guests`)).json()) as GuestListPage).total).toBe(0);

  await dialog.getByRole('button', { name: 'Import 3 households' }).click();
  await expect(dialog.getByRole('heading', { name: 'Import finished' })).toBeVisible();
  await expect(dialog.getByRole('status')).toHaveText('3 households added.');

  const list = (await (await page.request.get(`/api/invitations/${id}/guests`)).json()) as GuestListPage;
  expect(list.households.map((h) => [h.name, h.seats, h.phone]).sort()).toEqual([
    ['Aunty Rose', 2, ''],
    ['Encik Ahmad sekeluarga', 4, '+60123456789'],
    ['Priya and family', 1, '+6591234567'],
  ]);
  // The list behind the dialog shows them once it is closed (a table on a desktop, cards on a phone).
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Encik Ahmad sekeluarga').filter({ visible: true })).toHaveCount(1);
});
