import type { Page } from '@playwright/test';
import commonChinese from '@web/i18n/catalogues/common.chinese';
import commonMalay from '@web/i18n/catalogues/common.malay';
import galleryChinese from '@web/i18n/catalogues/gallery.chinese';
import galleryMalay from '@web/i18n/catalogues/gallery.malay';
import guestsChinese from '@web/i18n/catalogues/guests.chinese';
import guestsMalay from '@web/i18n/catalogues/guests.malay';
import pagesChinese from '@web/i18n/catalogues/pages.chinese';
import pagesMalay from '@web/i18n/catalogues/pages.malay';
import uiChinese from '@web/i18n/catalogues/ui.chinese';
import uiMalay from '@web/i18n/catalogues/ui.malay';
import { expect, test } from './support/fixtures';

/*
 * Issue 29: the gallery, the static pages, the not-found page and the shared components (the
 * sign-in modal, a confirm dialog) in Bahasa Melayu and 中文, chosen by the `lang` cookie, with none
 * of their English words left. A few literal strings make sure the catalogues are really the
 * language's; the rest is read from them.
 */

const LANGUAGES = [
  {
    language: 'malay',
    lang: 'ms',
    ui: uiMalay,
    gallery: galleryMalay,
    categories: commonMalay.categories,
    pages: pagesMalay,
    guests: guestsMalay,
    title: 'Cari reka bentuk yang kena dengan citarasa anda',
    lastUpdated: 'Kemas kini terakhir: 2 Disember 2026',
    cancel: 'Batal',
  },
  {
    language: 'chinese',
    lang: 'zh-Hans',
    ui: uiChinese,
    gallery: galleryChinese,
    categories: commonChinese.categories,
    pages: pagesChinese,
    guests: guestsChinese,
    title: '找到最合您心意的设计',
    lastUpdated: '最后更新：2026年12月2日',
    cancel: '取消',
  },
] as const;

/** English words of these screens: none may show in another language. */
const ENGLISH = ['Template gallery', 'Search templates', 'All categories', 'All templates', 'Showing', 'Select', 'Back to Home', 'Last updated', 'Return to Home', 'Cancel'];

async function expectNoEnglish(page: Page, where = page.locator('main')) {
  const text = await where.innerText();
  for (const label of ENGLISH) expect(text, `"${label}" is English`).not.toMatch(new RegExp(`\\b${label}\\b`));
}

for (const words of LANGUAGES) {
  test(`the gallery, a legal page, the not-found page and the sign-in modal in ${words.language}`, async ({ page, baseURL }) => {
    await page.context().addCookies([{ name: 'lang', value: words.language, url: baseURL! }]);

    // The gallery: header, search, categories by name, counts, cards.
    await page.goto('/templates?category=birthday');
    await expect(page.locator('html')).toHaveAttribute('lang', words.lang);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(words.title);
    await expect(page.getByLabel(words.gallery.searchLabel)).toBeVisible();
    const category = page.getByLabel(words.gallery.category, { exact: true });
    await expect(category.locator('option')).toHaveText([words.gallery.allCategories, ...Object.values(words.categories)]);
    await expect(page.getByRole('heading', { level: 2, name: words.categories.birthday })).toBeVisible();
    const card = page.getByRole('article').first();
    await expect(card.getByText(words.categories.birthday, { exact: true })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: /\d/ })).toHaveText(/\d+–\d+/);
    await expectNoEnglish(page);

    // Select, signed out: the sign-in modal, closed by its corner button. It is the island's: before
    // the island is live, Select is a plain link to the editor, which sends a signed-out visitor to sign in.
    await expect(page.locator('[data-island="gallery"]')).toHaveAttribute('data-live', '');
    await card.getByRole('button', { name: new RegExp(`^${words.gallery.card.select}`) }).click();
    const modal = page.getByRole('dialog', { name: words.ui.loginRequired.title });
    await expect(modal.getByRole('link', { name: words.ui.loginRequired.signIn })).toBeVisible();
    await expect(modal.getByRole('link', { name: words.ui.loginRequired.createAccount })).toBeVisible();
    await expect(modal.getByRole('link', { name: words.ui.loginRequired.terms })).toBeVisible();
    await modal.getByRole('button', { name: words.ui.close }).click();
    await expect(modal).toBeHidden();

    // Nothing found: the empty state and its way back.
    await page.getByLabel(words.gallery.searchLabel).fill('zzz-no-such-template');
    await expect(page.getByText(words.gallery.noResults)).toBeVisible();
    await page.getByRole('button', { name: words.gallery.clear }).click();
    await expect(page.getByRole('heading', { level: 2, name: words.gallery.allTemplates })).toBeVisible();

    // A legal page, with its date in the language's form.
    await page.goto('/privacy-policy');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(words.pages.privacy.title);
    await expect(page.getByText(words.lastUpdated)).toBeVisible();
    await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveText([
      words.pages.privacy.introduction.title,
      words.pages.privacy.collect.title,
      words.pages.privacy.use.title,
      words.pages.privacy.retention.title,
      words.pages.privacy.rights.title,
      words.pages.privacy.contact.title,
    ]);
    await expect(page.getByRole('link', { name: words.pages.backToHome })).toBeVisible();
    await expectNoEnglish(page);

    // The not-found page.
    await page.goto('/no/such/page');
    await expect(page.getByTestId('not-found').getByRole('heading', { level: 1 })).toHaveText(words.pages.notFound.title);
    await expect(page.getByRole('link', { name: words.pages.notFound.home })).toBeVisible();
    await expectNoEnglish(page);
  });

  test(`a confirm dialog's buttons in ${words.language}`, async ({ page, host: _host, invitation, baseURL }) => {
    const headers = { origin: baseURL! };
    await page.context().addCookies([{ name: 'lang', value: words.language, url: baseURL! }]);
    // Signed in, the account's language wins over the cookie: make it the same.
    expect((await page.request.put('/api/account/language', { headers, data: { language: words.language } })).ok()).toBe(true);
    const id = await invitation(page.request, { eventName: '<p>Majlis Dialog</p>', date: '2027-12-12', venue: 'Dewan Merdeka', organizer: { name: 'Host', email: '', phone: '' } });
    expect((await page.request.post(`/api/invitations/${id}/guests`, { headers, data: { name: 'Keluarga Tan', seats: 2 } })).status()).toBe(201);

    await page.goto(`/guests/${id}`);
    await expect(page.getByRole('main').getByRole('link', { name: words.ui.myInvitations })).toBeVisible();
    await page.getByRole('button', { name: words.guests.deleteName('Keluarga Tan') }).first().click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByRole('button', { name: words.cancel, exact: true })).toBeVisible();
    await expect(dialog.getByRole('button', { name: words.ui.close })).toBeVisible();
    await expectNoEnglish(page, dialog);
    await dialog.getByRole('button', { name: words.cancel, exact: true }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('button', { name: words.guests.deleteName('Keluarga Tan') }).first()).toBeVisible();
  });
}
