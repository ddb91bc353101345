import type { Page } from '@playwright/test';
import sharp from 'sharp';
import { expect, test } from './support/fixtures';

/*
 * Issue 29: a host whose language is Malay or 中文 reads My Invitations, the payment flow's first
 * steps, Payment History and Profile in it (catalogues/dashboard.*.ts), with dates and RM amounts in
 * the language's form, and none of the English labels. The host's account language is set through
 * the API (it wins over the cookie once signed in); the invitations and a pending payment too.
 */

const receiptPng = () => sharp({ create: { width: 240, height: 320, channels: 3, background: '#e7e5e4' } }).png().toBuffer();
const party = (eventName: string) => ({ eventName: `<p>${eventName}</p>`, date: '2027-12-12', venue: 'Dewan Merdeka', organizer: { name: 'Host', email: '', phone: '' } });
const card = (page: Page, name: string) => page.getByRole('article', { name, exact: true });

const LANGUAGES = [
  {
    language: 'malay',
    lang: 'ms',
    dashboard: 'Jemputan Saya',
    createNew: 'Buat Baharu',
    search: 'Cari jemputan',
    tabs: ['Semua', 'Draf', 'Diterbitkan'],
    date: '12 Dis 2027',
    proceed: (name: string) => `Buat Bayaran untuk ${name}`,
    pendingLine: 'Bayaran Silver sedang disemak',
    packages: 'Pilih pakej',
    oneTime: 'sekali bayar',
    mostPopular: 'Paling Popular',
    feature: 'Pengurusan RSVP',
    continue: 'Teruskan',
    checkout: 'Lengkapkan bayaran anda',
    summary: 'Pakej Silver: RM30, sekali bayar',
    receipt: 'Resit bayaran',
    submit: 'Hantar Bayaran',
    history: 'Semua Bayaran',
    requests: 'Permohonan bayaran',
    viewInvitation: 'Lihat Kad Jemputan',
    column: 'Tindakan',
    profile: 'Profil Anda',
    twoFactor: 'Pengesahan dua langkah',
    setUp: 'Sediakan pengesahan dua langkah',
    signOut: 'Log Keluar',
  },
  {
    language: 'chinese',
    lang: 'zh-Hans',
    dashboard: '我的请柬',
    createNew: '新建请柬',
    search: '搜索请柬',
    tabs: ['全部', '草稿', '已发布'],
    date: '2027年12月12日',
    proceed: (name: string) => `前往付款：${name}`,
    pendingLine: 'Silver 付款审核中',
    packages: '选择配套',
    oneTime: '一次性',
    mostPopular: '最受欢迎',
    feature: '出席回复管理',
    continue: '继续',
    checkout: '完成付款',
    summary: 'Silver 配套：RM30，一次性付款',
    receipt: '付款收据',
    submit: '提交付款',
    history: '所有付款',
    requests: '付款申请',
    viewInvitation: '查看请柬',
    column: '操作',
    profile: '个人资料',
    twoFactor: '双重验证',
    setUp: '设置双重验证',
    signOut: '登出',
  },
] as const;

/** Labels of these screens in English: none may show in another language. */
const ENGLISH = ['My Invitations', 'Create New', 'Proceed Payment', 'Payment Status', 'Choose a package', 'one time', 'Submit Payment', 'All Payment', 'Payment requests', 'View Invitation', 'Your Profile', 'Sign Out', 'Two-factor authentication'];

async function expectNoEnglish(page: Page) {
  const text = await page.locator('main').innerText();
  for (const label of ENGLISH) expect(text, `"${label}" is English`).not.toContain(label);
}

for (const words of LANGUAGES) {
  test(`My Invitations, the payment flow, Payment History and Profile in ${words.language}`, async ({ page, host, invitation, baseURL }) => {
    expect(host.email).toContain('@');
    const headers = { origin: baseURL! };
    await page.context().addCookies([{ name: 'lang', value: words.language, url: baseURL! }]);
    expect((await page.request.put('/api/account/language', { headers, data: { language: words.language } })).ok()).toBe(true);
    const suffix = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`;
    const unpaid = `Unpaid ${suffix}`;
    const pending = `Pending ${suffix}`;
    await invitation(page.request, party(unpaid));
    const pendingId = await invitation(page.request, party(pending));
    const paid = await page.request.post('/api/payments', {
      headers,
      multipart: { invitationId: pendingId, packageType: 'silver', receipt: { name: 'receipt.png', mimeType: 'image/png', buffer: await receiptPng() } },
    });
    expect(paid.status()).toBe(201);

    // My Invitations.
    await page.goto('/dashboard');
    await expect(page.locator('html')).toHaveAttribute('lang', words.lang);
    await expect(page.getByRole('heading', { level: 1, name: words.dashboard })).toBeVisible();
    await expect(page.getByRole('link', { name: words.createNew })).toBeVisible();
    await expect(page.getByLabel(words.search)).toBeVisible();
    for (const tab of words.tabs) await expect(page.getByRole('tab', { name: tab, exact: true })).toBeVisible();
    await expect(card(page, unpaid).getByText(words.date)).toBeVisible();
    await expect(card(page, pending).getByText(words.pendingLine)).toBeVisible();
    await expectNoEnglish(page);

    // The payment flow's first steps: the packages, then the receipt step.
    await card(page, unpaid).getByRole('button', { name: words.proceed(unpaid) }).click();
    const packages = page.getByRole('dialog', { name: words.packages });
    await expect(packages.getByText(words.mostPopular)).toBeVisible();
    await expect(packages.getByText(words.oneTime).first()).toBeVisible();
    await expect(packages.getByText(words.feature)).toBeVisible();
    await expect(packages).toContainText('RM30');
    await packages.getByText('Silver', { exact: true }).click();
    await packages.getByRole('button', { name: words.continue }).click();
    const checkout = page.getByRole('dialog', { name: words.checkout });
    await expect(checkout.getByText(words.summary)).toBeVisible();
    await expect(checkout.getByLabel(words.receipt)).toBeAttached();
    await expect(checkout.getByRole('button', { name: words.submit })).toBeVisible();
    const dialogText = await checkout.innerText();
    for (const label of ['Complete your payment', 'one time', 'Payment receipt', 'Submit Payment', 'Back']) expect(dialogText).not.toContain(label);
    await page.keyboard.press('Escape');
    await expect(checkout).toBeHidden();

    // Payment History: the pending request in both lists.
    await page.goto('/payment-history');
    await expect(page.getByRole('heading', { level: 1, name: words.history })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: words.requests })).toBeVisible();
    await expect(page.getByRole('columnheader', { name: words.column })).toBeVisible();
    await expect(page.getByRole('link', { name: new RegExp(`^${words.viewInvitation}`) }).first()).toBeVisible();
    await expectNoEnglish(page);

    // Profile and two-factor.
    await page.goto('/profile');
    await expect(page.getByRole('heading', { level: 1, name: words.profile })).toBeVisible();
    await expect(page.getByText(words.twoFactor, { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: words.setUp })).toBeVisible();
    await expect(page.getByRole('button', { name: words.signOut })).toBeVisible();
    await expectNoEnglish(page);
  });
}
