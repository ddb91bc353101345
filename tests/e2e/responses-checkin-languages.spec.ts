import type { BrowserContext, Page } from '@playwright/test';
import type { CheckinLink } from '@shared/checkin';
import type { Household } from '@shared/guests';
import { expect, test } from './support/fixtures';

/*
 * Issue 29: the host's responses page, the check-in panel and the helpers' door page (no site
 * header there: its language is the `lang` cookie like every page) in Bahasa Melayu and 中文. Each
 * shows its own words and none of a few known English labels.
 */

const RSVP_ON = { enabled: true, allowPlusOnes: true, requireCarPlate: false, deadline: '', mealOptions: [{ id: 'm1', name: 'Nasi minyak' }], wishes: '' };

const WORDS = {
  malay: {
    lang: 'ms',
    responses: ['Jawapan RSVP', 'Jumlah Tetamu', 'Tambah jawapan', 'Eksport CSV', 'Ringkasan Hidangan', 'Nama Tetamu'],
    panel: ['Daftar masuk', 'Ketibaan', 'Pautan untuk pembantu', 'Buat pautan', 'Siapa yang telah tiba'],
    links: 'Pautan daftar masuk',
    door: ['Daftar masuk', 'Tetamu luar senarai', 'menunggu untuk dihantar', 'Imbas', 'Cari nama'],
  },
  chinese: {
    lang: 'zh-Hans',
    responses: ['出席回复', '宾客总数', '添加回复', '导出 CSV', '餐点概览', '宾客姓名'],
    panel: ['签到', '到场', '帮手的链接', '创建链接', '到场名单'],
    links: '签到链接',
    door: ['签到', '名单外宾客', '笔等待发送', '扫描', '按姓名查找'],
  },
} as const;

const ENGLISH = {
  responses: ['RSVP Responses', 'Total Guests', 'Add answer', 'Export CSV', 'Meal Summary', 'Guest Name', 'Attending'],
  panel: ['Arrivals', 'Links for helpers', 'Create link', 'Who arrived', 'Guest list'],
  door: ['Walk-in (not on the list)', 'waiting to send', 'Find by name', 'Online', 'Offline'],
};

async function expectWords(page: Page, present: readonly string[], absent: readonly string[]) {
  const main = page.locator('main').first();
  for (const text of present) await expect(main).toContainText(text);
  const shown = await main.innerText();
  for (const text of absent) expect(shown, `no "${text}" on ${page.url()}`).not.toContain(text);
}

const setLanguage = (context: BrowserContext, language: string, baseURL: string) => context.addCookies([{ name: 'lang', value: language, url: baseURL }]);

test('the responses page, the check-in panel and the door page in Malay and Chinese', async ({ page, host: _host, publishedInvitation, baseURL, browser }) => {
  // Two languages, three pages each, on a shared machine.
  test.slow();
  const origin = baseURL!;
  const id = await publishedInvitation(page.request, { eventName: '<p>Majlis Aisyah &amp; Hafiz</p>', date: '2027-09-11', time: '10:00', venue: 'Dewan Seri', organizer: { name: 'Puan Aisyah', email: '', phone: '' }, rsvp: RSVP_ON });
  const added = await page.request.post(`/api/invitations/${id}/guests`, { data: { name: 'Keluarga Aminah', seats: 4 }, headers: { origin } });
  expect(added.status()).toBe(201);
  const token = new URL(((await added.json()) as Household).link).pathname.split('/').pop()!;
  const answered = await page.request.put(`/api/guest-links/${token}/rsvp`, { data: { guestName: 'Keluarga Aminah', attending: true, numberOfGuests: 3, mealChoice: 'm1' }, headers: { origin } });
  expect(answered.ok(), await answered.text()).toBe(true);
  const link = await page.request.post(`/api/invitations/${id}/checkin-links`, { data: { label: 'Pintu A' }, headers: { origin } });
  expect(link.ok(), await link.text()).toBe(true);
  const door = new URL(((await link.json()) as CheckinLink).url!).pathname;

  for (const language of ['malay', 'chinese'] as const) {
    const words = WORDS[language];
    // The host's own choice (as the header's switcher keeps it): the account's language wins over the cookie once signed in.
    expect((await page.request.put('/api/account/language', { data: { language }, headers: { origin } })).ok()).toBe(true);
    await setLanguage(page.context(), language, origin);

    await page.goto(`/rsvp/${id}`);
    await expect(page.locator('html')).toHaveAttribute('lang', words.lang);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(words.responses[0]);
    await expect(page.getByRole('rowheader', { name: 'Keluarga Aminah' })).toBeVisible();
    await expectWords(page, words.responses, ENGLISH.responses);

    await page.goto(`/guests/${id}/checkin`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Majlis Aisyah & Hafiz');
    await expect(page.getByRole('list', { name: words.links })).toContainText('Pintu A');
    await expectWords(page, words.panel, ENGLISH.panel);

    // The door: a helper's phone, no account, only the cookie.
    const phone = await browser.newContext({ baseURL: origin, viewport: { width: 375, height: 740 } });
    try {
      await setLanguage(phone, language, origin);
      const helper = await phone.newPage();
      await helper.goto(door);
      await expect(helper.locator('html')).toHaveAttribute('lang', words.lang);
      await expect(helper.getByRole('heading', { level: 1 })).toHaveText('Majlis Aisyah & Hafiz');
      await expectWords(helper, words.door, ENGLISH.door);
    } finally {
      await phone.close();
    }
  }
});
