import { SUPPORT } from '@shared/constants';
import { expect, test } from './support/fixtures';

const PAGES = [
  { path: '/about-us', heading: 'The story behind Jemputan', footerLink: 'About Us' },
  { path: '/contact-us', heading: "We're here to help", footerLink: 'Contact Us' },
  { path: '/privacy-policy', heading: 'Privacy Policy', footerLink: 'Privacy Policy' },
  { path: '/terms', heading: 'Terms of Service', footerLink: 'Terms' },
  { path: '/cookies', heading: 'Cookie Policy', footerLink: 'Cookies' },
] as const;

for (const { path, heading, footerLink } of PAGES) {
  test(`${path}: 200, opens at the top from the footer, links home, no serious axe violations @mobile`, async ({ page, a11y }) => {
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
    await a11y();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(page.viewportSize()!.width);

    // From the bottom of the landing page, the footer link opens the page at its top.
    await page.goto('/');
    await expect(page.locator('#pricing')).toBeAttached();
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await page.getByRole('contentinfo').getByRole('link', { name: footerLink, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);

    await page.getByRole('link', { name: 'Back to Home' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Invitations your guests');
  });
}

test('the footer carries the six links, the social link, the e-mail, WhatsApp and business hours', async ({ page }) => {
  await page.goto('/');
  const footer = page.getByRole('contentinfo');
  for (const [name, href] of [
    ['About Us', '/about-us'],
    ['Contact Us', '/contact-us'],
    ['Templates', '/templates'],
    ['Privacy Policy', '/privacy-policy'],
    ['Terms', '/terms'],
    ['Cookies', '/cookies'],
  ] as const) {
    await expect(footer.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
  }
  await expect(footer.getByRole('link', { name: SUPPORT.email })).toHaveAttribute('href', `mailto:${SUPPORT.email}`);
  await expect(footer.getByRole('link', { name: /WhatsApp/ })).toHaveAttribute('href', `https://wa.me/${SUPPORT.whatsappNumber}`);
  await expect(footer.getByRole('link', { name: new RegExp(SUPPORT.socialHandle) })).toHaveAttribute('href', SUPPORT.socialUrl);
  await expect(footer).toContainText('Mon-Fri 9am-5pm GMT+8');
});

test('the privacy notice: its sections, with how long data is kept and the PDPA rights (issue 31)', async ({ page }) => {
  await page.goto('/privacy-policy');
  await expect(page.getByText('Last updated: December 2, 2026')).toBeVisible();
  await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveText([
    'Introduction',
    'Information We Collect',
    'How We Use Your Information',
    'How Long We Keep It',
    'Your Rights Under the PDPA',
    'Contact Us',
  ]);
  await expect(page.locator('#your-rights + p + ul')).toContainText('Download my data');
  await expect(page.getByRole('link', { name: /Your Profile/ })).toHaveAttribute('href', '/profile');
  const collected = page.locator('#information-we-collect + ul');
  for (const item of ['Name and contact data', 'Credentials', 'Payment data', 'Event information']) {
    await expect(collected).toContainText(item);
  }
});

test('contact us lists every support channel', async ({ page }) => {
  await page.goto('/contact-us');
  const main = page.getByRole('main');
  await expect(main.getByRole('link', { name: SUPPORT.email })).toHaveAttribute('href', `mailto:${SUPPORT.email}`);
  await expect(main.getByRole('link', { name: new RegExp(SUPPORT.whatsappNumber) })).toHaveAttribute('href', `https://wa.me/${SUPPORT.whatsappNumber}`);
  await expect(main.getByRole('link', { name: new RegExp(SUPPORT.socialHandle) })).toHaveAttribute('href', SUPPORT.socialUrl);
  await expect(main).toContainText(SUPPORT.hours);
});

test('about us covers the product, mission, sustainability, cultural diversity and the team', async ({ page }) => {
  await page.goto('/about-us');
  for (const heading of ['What we make', 'Our mission', 'Sustainability', 'Cultural diversity', 'Our team']) {
    await expect(page.getByRole('heading', { level: 2, name: heading })).toBeVisible();
  }
});

test('one-word site paths lead to the page meant, on a fresh load and inside the app @mobile', async ({ page }) => {
  await page.goto('/login');
  await expect(page).toHaveURL(/\/auth$/);
  await page.goto('/about');
  await expect(page).toHaveURL(/\/about-us$/);
  await expect(page.getByRole('heading', { level: 1, name: 'The story behind Jemputan' })).toBeVisible();
  // Inside the app (no page load): the client's not-found route sends it on too.
  await page.evaluate(() => {
    window.history.pushState({}, '', '/signup');
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
  await expect(page).toHaveURL(/\/auth\?tab=signup$/);
  await expect(page.getByTestId('not-found')).toHaveCount(0);
});
