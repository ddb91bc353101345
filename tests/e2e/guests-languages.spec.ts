import type { Page } from '@playwright/test';
import type { HostLanguage } from '@shared/host-language';
import { expect, test } from './support/fixtures';

/*
 * Issue 29 / decision 0030: the guest list, its import panel and the WhatsApp send queue in Bahasa
 * Melayu and 中文 (the `guests` catalogue). A host whose account and cookie say Malay or Chinese
 * sees the screens' own words in that language and none of a few known English labels. The
 * messages guests receive keep each household's own language. Desktop; 375 px screenshots kept.
 */

const WORDS = {
  malay: {
    eyebrow: 'Senarai tetamu',
    add: 'Tambah isi rumah',
    seats: 'Tempat duduk',
    status: 'Belum dihantar',
    sending: 'Hantar kad jemputan dan peringatan',
    settingsTab: 'Mesej & tetapan',
    importButton: 'Import',
    importDialog: 'Import hamparan',
    chooseFile: 'Pilih fail CSV atau Excel',
    columns: 'Lajur apa yang boleh ada dalam fail?',
    queueHeading: 'Hantar kad jemputan',
    open: 'Buka WhatsApp',
    skip: 'Langkau',
    language: 'Bahasa Inggeris',
  },
  chinese: {
    eyebrow: '宾客名单',
    add: '添加家庭',
    seats: '座位',
    status: '未发送',
    sending: '发送请柬和提醒',
    settingsTab: '讯息与设置',
    importButton: '导入',
    importDialog: '导入电子表格',
    chooseFile: '选择 CSV 或 Excel 文件',
    columns: '文件可以有哪些列？',
    queueHeading: '发送请柬',
    open: '打开 WhatsApp',
    skip: '跳过',
    language: '英文',
  },
} satisfies Partial<Record<HostLanguage, Record<string, string>>>;

/** Labels the English screens show: none may be left on a translated one. */
const ENGLISH = ['Add household', 'Export CSV', 'Message & settings', 'Send invitations and reminders', 'Not sent', 'Select all on this page', 'Search by name, phone or email'];
const ENGLISH_IMPORT = ['Choose a CSV or Excel file', 'or drop it here', 'Sample CSV', 'Which columns can the file have?'];
const ENGLISH_QUEUE = ['Send invitations', 'Open WhatsApp', 'Skip', 'Invitation message', 'Guest list'];

async function noneOf(page: Page, labels: string[]) {
  for (const label of labels) await expect(page.getByText(label, { exact: true }), label).toHaveCount(0);
}

for (const language of ['malay', 'chinese'] as const) {
  test(`the guest list, the import panel and the send queue in ${language}`, async ({ page, host: _host, invitation, baseURL }, testInfo) => {
    const words = WORDS[language];
    const eventName = `Majlis ${language} ${testInfo.project.name}`;
    const id = await invitation(page.request, { eventName: `<p>${eventName}</p>`, date: '2027-06-12', venue: 'Dewan Seri', organizer: { name: 'Host', email: '', phone: '' } });
    const added = await page.request.post(`/api/invitations/${id}/guests`, { data: { name: 'Bee Ling', seats: 2, phone: '+65 9123 4567', language: 'english' }, headers: { origin: baseURL! } });
    expect(added.status(), await added.text()).toBe(201);
    // The account's language wins once signed in; the cookie chooses the first HTML.
    const chosen = await page.request.put('/api/account/language', { data: { language }, headers: { origin: baseURL! } });
    expect(chosen.ok(), await chosen.text()).toBe(true);
    await page.context().addCookies([{ name: 'lang', value: language, url: baseURL! }]);

    // The guest list.
    await page.goto(`/guests/${id}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(eventName);
    await expect(page.getByText(words.eyebrow, { exact: true }).first()).toBeVisible();
    await expect(page.getByRole('button', { name: words.add })).toBeVisible();
    await expect(page.getByRole('columnheader', { name: words.seats, exact: true })).toBeVisible();
    await expect(page.getByRole('row', { name: /Bee Ling/ }).getByText(words.status, { exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { name: words.sending })).toBeVisible();
    await expect(page.getByRole('tab', { name: words.settingsTab })).toBeVisible();
    await noneOf(page, ENGLISH);
    await page.setViewportSize({ width: 375, height: 900 });
    await page.screenshot({ path: testInfo.outputPath(`guest-list-${language}.png`), fullPage: true });
    await page.setViewportSize({ width: 1280, height: 900 });

    // The import panel.
    await page.getByRole('button', { name: words.importButton, exact: true }).click();
    const dialog = page.getByRole('dialog', { name: words.importDialog });
    await expect(dialog.getByText(words.chooseFile)).toBeVisible();
    await dialog.getByText(words.columns).click();
    await noneOf(page, ENGLISH_IMPORT);
    await page.setViewportSize({ width: 375, height: 900 });
    await page.screenshot({ path: testInfo.outputPath(`import-${language}.png`) });
    await page.keyboard.press('Escape');
    await page.setViewportSize({ width: 1280, height: 900 });

    // The WhatsApp send queue: the host's words around the household's own (English) message.
    await page.goto(`/guests/${id}/send`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(words.queueHeading);
    await expect(page.getByRole('link', { name: words.open })).toBeVisible();
    await expect(page.getByRole('button', { name: words.skip })).toBeVisible();
    await expect(page.getByText(words.language)).toBeVisible();
    await noneOf(page, ENGLISH_QUEUE);
    await page.setViewportSize({ width: 375, height: 900 });
    await page.screenshot({ path: testInfo.outputPath(`send-queue-${language}.png`), fullPage: true });
  });
}
