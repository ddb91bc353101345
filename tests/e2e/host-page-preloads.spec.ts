import { expect, test } from './support/fixtures';

/*
 * The guest list and the responses page ask for their first data in their HTML (src/server/lib/page-preloads.ts),
 * and the app's own fetches take those answers: each is one request, started by the <link>, never a second one.
 */

const apiRequests = (names: string[]) => names.filter((name) => name.includes('/api/'));

test('a guest list opened by its address asks for its data once, in its HTML', async ({ page, host: _host, invitation, baseURL }) => {
  const id = await invitation(page.request, { eventName: '<p>Majlis Preload</p>', date: '2027-12-12', venue: 'Dewan Merdeka', organizer: { name: 'Host', email: '', phone: '' } });
  const add = await page.request.post(`/api/invitations/${id}/guests`, { data: { name: 'Keluarga Lim', seats: 2 }, headers: { origin: baseURL! } });
  expect(add.status()).toBe(201);

  await page.goto(`/guests/${id}`);
  await expect(page.getByRole('rowheader', { name: 'Keluarga Lim' })).toBeVisible();
  await expect(page.getByLabel('Guest list summary')).toBeVisible();

  const entries = await page.evaluate(() =>
    (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).map((entry) => ({ url: new URL(entry.name).pathname + new URL(entry.name).search, initiator: entry.initiatorType })),
  );
  const list = entries.filter((entry) => entry.url === `/api/invitations/${id}/guests?page=1`);
  expect(list, JSON.stringify(entries)).toEqual([{ url: `/api/invitations/${id}/guests?page=1`, initiator: 'link' }]);
  const session = entries.filter((entry) => entry.url === '/api/session');
  expect(session).toEqual([{ url: '/api/session', initiator: 'link' }]);
  // Nothing the page asks the API for is asked twice.
  const urls = apiRequests(entries.map((entry) => entry.url));
  expect(urls).toEqual([...new Set(urls)]);
});

test('the responses page opened by its address asks for its first page once, in its HTML', async ({ page, host: _host, invitation }) => {
  const id = await invitation(page.request, { eventName: '<p>Majlis Preload Responses</p>', date: '2027-12-12', venue: 'Dewan Merdeka', organizer: { name: 'Host', email: '', phone: '' } });
  await page.goto(`/rsvp/${id}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByText('Majlis Preload Responses').first()).toBeVisible();
  const entries = await page.evaluate(() =>
    (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).map((entry) => ({ url: new URL(entry.name).pathname + new URL(entry.name).search, initiator: entry.initiatorType })),
  );
  const first = entries.filter((entry) => entry.url === `/api/invitations/${id}/responses?page=1`);
  expect(first, JSON.stringify(entries)).toEqual([{ url: `/api/invitations/${id}/responses?page=1`, initiator: 'link' }]);
  const urls = apiRequests(entries.map((entry) => entry.url));
  expect(urls).toEqual([...new Set(urls)]);
});
