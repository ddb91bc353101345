import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { ready, stepHeading } from './support/editor';

/*
 * Issue 29 / decision 0030: the invitation editor in Bahasa Melayu and 中文. A host whose language is
 * Malay (or Chinese) walks through the ten steps: each step's name, its key fields and the buttons are
 * in that language, and the English ones are not on the screen. Desktop only (every pane at once).
 */

type Language = 'malay' | 'chinese';

/** The host's language: on the account (it wins once signed in) and in the cookie the server reads. */
async function speak(page: Page, baseURL: string, language: Language) {
  const answer = await page.request.put('/api/account/language', { data: { language }, headers: { origin: baseURL } });
  expect(answer.ok()).toBe(true);
  await page.context().addCookies([{ name: 'lang', value: language, url: baseURL }]);
}

/** What each language shows: the step names in order, a label on each step, and the buttons. */
const WORDS: Record<Language, { lang: string; title: string; loaded: string; continue: string; previous: string; preview: string; steps: [string, string][] }> = {
  malay: {
    lang: 'ms',
    title: 'Sunting Kad Jemputan',
    loaded: 'Kad jemputan berjaya dimuatkan',
    continue: 'Teruskan',
    previous: 'Sebelumnya',
    preview: 'Pratonton langsung',
    steps: [
      ['Templat', 'Cari templat'],
      ['Butiran Majlis', 'Nama majlis'],
      ['Senarai Majlis', 'Zon waktu'],
      ['Penganjur & Keluarga', 'Nama penganjur'],
      ['Alamat & Peta', 'Pautan Google Maps'],
      ['Hubungi', 'Orang Hubungan Utama'],
      ['Muzik Latar', 'Pautan YouTube'],
      ['Gambar', 'Gambar muka depan'],
      ['Ciri Tambahan', 'Hidupkan RSVP'],
      ['Pilihan Paparan', 'Paparkan pada kad jemputan'],
    ],
  },
  chinese: {
    lang: 'zh-Hans',
    title: '编辑请柬',
    loaded: '请柬加载成功',
    continue: '继续',
    previous: '上一步',
    preview: '实时预览',
    steps: [
      ['模板', '搜索模板'],
      ['活动详情', '活动名称'],
      ['活动', '时区'],
      ['主办人与家人', '主办人姓名'],
      ['地址与地图', 'Google Maps 链接'],
      ['联系人', '主要联系人'],
      ['背景音乐', 'YouTube 链接'],
      ['照片', '封面照片'],
      ['进阶功能', '开启出席回复'],
      ['显示选项', '在请柬上显示'],
    ],
  },
};

/** English words of the editor that must not be left on a translated screen. */
const ENGLISH = ['Continue', 'Previous', 'Live preview', 'Save Changes', 'Event name', 'Customization', 'Search templates', 'Organizer name', 'Enable RSVP', 'Show on the invitation'];

for (const language of ['malay', 'chinese'] as const) {
  test(`the editor in ${language}: the ten steps, their fields and buttons in that language`, async ({ page, host: _host, invitationOn, baseURL }) => {
    const words = WORDS[language];
    const id = await invitationOn(page.request, 'Classic Wedding', ready);
    await speak(page, baseURL!, language);

    await page.goto(`/create-event/${id}`);
    await expect(page.locator('html')).toHaveAttribute('lang', words.lang);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(words.title);
    await expect(page.getByText(words.loaded).first()).toBeVisible();
    await expect(page.getByRole('heading', { name: words.preview })).toBeVisible();

    for (const [index, [name, label]] of words.steps.entries()) {
      await expect(stepHeading(page)).toHaveText(name);
      await expect(page.locator('main')).toContainText(label);
      if (index === 0) {
        const body = (await page.locator('main').innerText()).split('\n');
        for (const english of ENGLISH) expect(body, `"${english}" on the ${language} editor`).not.toContain(english);
      }
      if (index < words.steps.length - 1) await page.getByRole('button', { name: words.continue, exact: true }).click();
    }
    await expect(page.getByRole('button', { name: words.previous, exact: true })).toBeEnabled();
    const last = await page.locator('main').innerText();
    for (const english of ['Continue', 'Previous', 'Display Options', 'Countdown', 'Beloved title']) expect(last).not.toContain(english);

    // On a phone the longer words stay within the screen (the title truncates, nothing widens the page).
    await page.setViewportSize({ width: 375, height: 812 });
    await expect(stepHeading(page)).toBeVisible();
    await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  });
}

test('a new invitation in 中文: the template rule says so in Chinese, and the category filter is translated', async ({ page, host: _host, baseURL }) => {
  await speak(page, baseURL!, 'chinese');
  await page.goto('/create-event');
  await expect(stepHeading(page)).toHaveText('模板');
  await expect(page.getByRole('combobox', { name: '类别' }).first().locator('option').first()).toHaveText('所有类别');
  await page.getByRole('button', { name: '继续', exact: true }).click();
  await expect(page.getByRole('alert').filter({ hasText: '请选择模板' }).first()).toBeVisible();
  await expect(page.getByText('Please select a template')).toHaveCount(0);
});
