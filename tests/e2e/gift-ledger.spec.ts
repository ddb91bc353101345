import type { APIRequestContext } from '@playwright/test';
import type { Household } from '@shared/guests';
import { newInvitation } from '@shared/wizard';
import { expect, test } from './support/fixtures';

/*
 * Issue 32 point 3 (product.md §16 "The gift ledger"): the host adds a gift by hand, sees the total
 * change, and deletes it after confirming. Seeded through the API (a household, a gift the host
 * already recorded); the rules (bounds, totals per event and group, access, CSV) are
 * tests/server/gift-ledger.test.ts. Desktop and 375 px.
 */

async function addHousehold(request: APIRequestContext, origin: string, invitationId: string, name: string): Promise<Household> {
  const added = await request.post(`/api/invitations/${invitationId}/guests`, { data: { name, seats: 4, tags: ['Family'] }, headers: { origin } });
  expect(added.status(), await added.text()).toBe(201);
  return (await added.json()) as Household;
}

test('the host adds a gift by hand, sees the total change, and deletes it with confirmation @mobile', async ({ page, host: _host, templateNamed, baseURL, a11y }) => {
  const origin = baseURL!;
  const star = await templateNamed('Little Star');
  const created = await page.request.post('/api/invitations', {
    headers: { origin },
    data: { ...newInvitation(), template: { id: star.id, imageUrl: star.image_url, dominantColors: star.dominant_colors, accentColor: null }, eventName: '<p>Majlis Aisyah &amp; Hafiz</p>', date: '2027-09-11', time: '10:00', organizer: { name: 'Puan Aisyah', email: '', phone: '' } },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { id } = (await created.json()) as { id: string };
  await addHousehold(page.request, origin, id, 'Keluarga Aminah');
  const seeded = await page.request.post(`/api/invitations/${id}/gifts`, { data: { fromName: 'Pak Cik Lim', method: 'duitnow', amountSen: 10_000 }, headers: { origin } });
  expect(seeded.status(), await seeded.text()).toBe(201);

  await page.goto(`/guests/${id}/gifts`);
  const total = page.getByTestId('gift-total');
  await expect(total).toHaveText('RM100');
  await a11y();

  await page.getByRole('button', { name: 'Add a gift' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add a gift' });
  await dialog.getByRole('searchbox', { name: 'Find a household' }).fill('Aminah');
  await dialog.getByRole('button', { name: 'Keluarga Aminah' }).click();
  await dialog.getByRole('textbox', { name: /Amount/ }).fill('RM 50.50');
  await dialog.getByRole('combobox', { name: 'Method' }).selectOption('angpau');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expect(total).toHaveText('RM150.50');
  await expect(page.getByRole('region', { name: 'Totals' })).toContainText('Family');

  await page.getByRole('button', { name: 'Delete the gift from Keluarga Aminah' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete this gift?' });
  await expect(confirm).toContainText('RM50.50');
  await confirm.getByRole('button', { name: 'Delete gift' }).click();
  await expect(confirm).toBeHidden();
  await expect(total).toHaveText('RM100');
  await expect(page.getByRole('button', { name: 'Delete the gift from Keluarga Aminah' })).toHaveCount(0);
});
