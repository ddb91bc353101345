import { expect, test } from './support/fixtures';

/*
 * The legal basics (issue 31 point 5, product.md §17): sign-up asks for the terms; a host downloads
 * their data and deletes their account from the profile, confirmed with the password.
 */

test('sign-up asks for the terms before it creates an account', async ({ page }) => {
  await page.goto('/auth?tab=signup');
  const form = page.getByRole('form', { name: 'Sign up' });
  await form.getByLabel('Email').fill(`terms-${Date.now()}@example.com`);
  await form.getByLabel('Password').fill('terms-password');
  await form.getByRole('button', { name: 'Create an Account' }).click();
  await expect(form.getByRole('alert')).toHaveText('Please accept the terms to continue');
  await expect(form.getByRole('link', { name: 'Terms of Service' })).toHaveAttribute('href', '/terms');
  await expect(form.getByRole('link', { name: 'Privacy Notice' })).toHaveAttribute('href', '/privacy-policy');
  await form.getByRole('checkbox', { name: /I agree to the Terms of Service/ }).check();
  await form.getByRole('button', { name: 'Create an Account' }).click();
  await expect(page.getByText('Registration successful! Please check your email for verification.').first()).toBeVisible();
});

test('a host downloads their data, then deletes the account with its password @mobile', async ({ page, host, request }) => {
  await page.goto('/profile');
  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Download my data' }).click();
  expect((await download).suggestedFilename()).toMatch(/^jemputan-data-\d{4}-\d{2}-\d{2}\.zip$/);

  await page.getByRole('button', { name: 'Delete my account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
  await dialog.getByLabel('Confirm with your password').fill('not-my-password');
  await dialog.getByRole('button', { name: 'Delete my account' }).click();
  await expect(dialog.getByText('That password is not right.')).toBeVisible();

  await dialog.getByLabel('Confirm with your password').fill(host.password);
  await dialog.getByRole('button', { name: 'Delete my account' }).click();
  await expect(page).toHaveURL(/\/$/);
  const signIn = await request.post('/api/auth/sign-in/email', { data: { email: host.email, password: host.password }, headers: { origin: new URL(page.url()).origin } });
  expect(signIn.status()).toBe(401);
});
