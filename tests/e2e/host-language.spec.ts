import { expect, test } from './support/fixtures';

/*
 * Issue 29 / decision 0030: a visitor whose browser asks for Malay gets the Malay landing from the
 * first HTML, switches language from the header (kept across pages and visits), and signs up in
 * Malay: the verification mail comes in Malay too. @mobile runs it at 375 px.
 */
test.use({ locale: 'ms-MY' });

const unique = (name: string) => `${name}-${Date.now()}-${Math.random().toString(36).slice(2, 6)}@example.com`;
const SWITCHER = 'Language · Bahasa · 语言';

test('a Malay browser sees the Malay landing, switches to 中文 from the header, and signs up in Malay @mobile', async ({ page, mail }) => {
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ms');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Kad jemputan yang tetamu buka dengan sekali sentuh');
  await expect(page.getByRole('link', { name: 'Lihat Reka Bentuk' }).first()).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Satu bayaran mudah untuk setiap jemputan' })).toBeAttached();
  await expect(page.getByRole('contentinfo')).toContainText('Hak cipta terpelihara.');

  // The switch in the header: a labelled select, so a keyboard reaches and changes it.
  const switcher = page.getByRole('combobox', { name: SWITCHER });
  await expect(switcher).toHaveValue('malay');
  await switcher.focus();
  await switcher.selectOption('chinese');
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-Hans');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('一按即开的电子请柬');
  await expect(page.getByRole('contentinfo')).toContainText('版权所有');

  // Kept for the next page the server sends, whatever the browser asks for.
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-Hans');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('一按即开的电子请柬');

  // Back to Malay, and sign up.
  await page.getByRole('combobox', { name: SWITCHER }).selectOption('malay');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Kad jemputan yang tetamu buka dengan sekali sentuh');
  await page.goto('/auth?tab=signup');
  await expect(page.getByRole('heading', { name: 'Selamat datang' })).toBeVisible();
  const form = page.getByRole('form', { name: 'Daftar' });
  const email = unique('aisyah');
  await form.getByLabel('E-mel').fill(email);
  await form.getByLabel('Kata laluan').fill('kata-laluan-1');
  await expect(form.getByText('Sekurang-kurangnya 6 aksara')).toBeVisible();
  await form.getByRole('checkbox', { name: /Saya bersetuju dengan Terma Perkhidmatan/ }).check();
  await form.getByRole('button', { name: 'Buka Akaun' }).click();
  await expect(page.getByText('Pendaftaran berjaya! Sila semak e-mel anda untuk pengesahan.').first()).toBeVisible();
  await expect(page.getByRole('form', { name: 'Log masuk' })).toBeVisible();

  // The account's first mail is in its language.
  const link = await mail.link(email, /^Sahkan e-mel anda untuk Jemputan$/);
  expect(new URL(link).pathname).toBe('/api/auth/verify-email');
});
