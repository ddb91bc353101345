import { E2E_ADMIN } from './support/env';
import { expect, test } from './support/fixtures';

test('anonymous on a login page goes to /auth and comes back after signing in', async ({ page, createUser, fillSignIn }) => {
  const user = await createUser('guard');
  await page.goto('/profile');
  await expect(page).toHaveURL(/\/auth\?redirect=%2Fprofile$/);
  await page.goto(page.url());
  await fillSignIn(user);
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByTestId('profile-email')).toHaveText(user.email);
});

test('anonymous on an admin page goes to /admin/login and back', async ({ page, fillSignIn }) => {
  await page.goto('/admin/dashboard');
  await expect(page).toHaveURL(/\/admin\/login\?redirect=%2Fadmin%2Fdashboard$/);
  await fillSignIn(E2E_ADMIN);
  await expect(page.getByText('Login successful')).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await expect(page.getByRole('heading', { name: 'Template Management' })).toBeVisible();
  await expect(page.getByRole('rowheader', { name: 'Classic Wedding' })).toBeVisible();
  // Categories read as words (product.md §2): 'chinese-wedding' → 'Chinese Wedding'.
  await expect(page.getByRole('row', { name: /Red Lantern/ })).toContainText('Chinese Wedding');
});

test('an admin on a user page is sent to the admin portal', async ({ page, fillSignIn }) => {
  await page.goto('/admin/login');
  await fillSignIn(E2E_ADMIN);
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await page.goto('/profile');
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await expect(page.getByText('Admin users should use the admin portal')).toBeVisible();
});

test('the admin logs out of the portal', async ({ page, fillSignIn }) => {
  await page.goto('/admin/login');
  await fillSignIn(E2E_ADMIN);
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page.getByText('Logged out successfully')).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/login$/);
  await page.goto('/admin/dashboard');
  await expect(page).toHaveURL(/\/admin\/login\?redirect=/);
});

test('a non-admin is refused at /admin/login and signed out again', async ({ page, createUser, fillSignIn }) => {
  const user = await createUser('guard');
  await page.goto('/admin/login');
  await fillSignIn(user);
  await expect(page.getByText('You do not have admin privileges').first()).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/login/);
  // Signed out: a user page asks to sign in.
  await page.goto('/profile');
  await expect(page).toHaveURL(/\/auth\?redirect=%2Fprofile$/);
});

test('a signed-in non-admin on an admin page is told and sent to /admin/login', async ({ page, createUser, fillSignIn }) => {
  const user = await createUser('guard');
  await page.goto('/auth');
  await fillSignIn(user);
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/admin/dashboard');
  await expect(page.getByText("You don't have access to this page")).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/login$/);
});

test('an unknown path shows the not-found page with a 404 status @mobile', async ({ page }) => {
  const response = await page.goto('/no/such/page');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Oops! Page not found' })).toBeVisible();
  await page.getByRole('link', { name: 'Return to Home' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Invitations your guests');
});
