import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe';
import { E2E_ADMIN } from './support/env';

const publicPages = ['/', '/auth', '/auth?tab=signup', '/forgot-password', '/reset-password?token=x', '/reset-password', '/admin/login', '/no/such/page'];

for (const path of publicPages) {
  test(`axe finds no serious violations on ${path} @mobile`, async ({ page }) => {
    await page.goto(path);
    await expect(page.locator('h1').first()).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });
}

test('axe finds no serious violations on the admin dashboard and in the open mobile menu @mobile', async ({ page }) => {
  await page.goto('/admin/login');
  await page.getByLabel('Email').fill(E2E_ADMIN.email);
  await page.getByLabel('Password').fill(E2E_ADMIN.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('heading', { name: 'Template Management' })).toBeVisible();
  await expect(page.getByRole('cell', { name: 'Classic Wedding' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

test('the mobile menu opens, locks the page scroll, and closes on navigation @mobile', async ({ page }) => {
  test.skip(test.info().project.name !== 'mobile', 'the menu button exists below the md breakpoint');
  await page.goto('/');
  await page.getByRole('button', { name: 'Open menu' }).click();
  await expect(page.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true');
  expect(await page.evaluate(() => document.body.style.overflow)).toBe('hidden');
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('link', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/auth$/);
  await expect(page.getByRole('button', { name: 'Open menu' })).toBeVisible();
  expect(await page.evaluate(() => document.body.style.overflow)).toBe('');
});
