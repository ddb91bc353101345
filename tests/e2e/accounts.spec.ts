import type { Page } from '@playwright/test';
import { totp } from '../support/totp';
import { expect, test, type Fixtures } from './support/fixtures';

const unique = (name: string) => `${name}-${Date.now()}-${Math.random().toString(36).slice(2, 6)}@example.com`;

async function signUp(page: Page, email: string, password: string) {
  await page.goto('/auth?tab=signup');
  const form = page.getByRole('form', { name: 'Sign up' });
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Password').fill(password);
  await form.getByRole('checkbox', { name: /I agree to the Terms of Service/ }).check();
  await form.getByRole('button', { name: 'Create an Account' }).click();
  await expect(page.getByText('Registration successful! Please check your email for verification.').first()).toBeVisible();
}

async function verifyAndSignIn(page: Page, mail: Fixtures['mail'], email: string, password: string) {
  const link = await mail.link(email, /Verify your e-mail/);
  await page.goto(link);
  await expect(page).toHaveURL(/\/auth\?verified=1/);
  await expect(page.getByText('Your e-mail is verified. You can sign in now.')).toBeVisible();
  await signIn(page, email, password);
}

async function signIn(page: Page, email: string, password: string) {
  const form = page.getByRole('form', { name: 'Sign in' });
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Password').fill(password);
  await form.getByRole('button', { name: 'Sign In' }).click();
}

test('a new host signs up, verifies by e-mail, signs in, sees the profile and signs out @mobile', async ({ page, mail }) => {
  const email = unique('host');
  await signUp(page, email, 'first-password');

  // Before verification the sign-in is refused with a way to get a new link.
  await signIn(page, email, 'first-password');
  await expect(page.getByText('Please verify your e-mail first')).toBeVisible();

  await verifyAndSignIn(page, mail, email, 'first-password');
  await expect(page).toHaveURL(/\/$/);

  await page.goto('/profile');
  await expect(page.getByRole('heading', { name: 'Your Profile' })).toBeVisible();
  await expect(page.getByTestId('profile-email')).toHaveText(email);
  await expect(page.getByTestId('profile-user-id')).toHaveText(/^[0-9a-f-]{36}$/);

  await page.getByRole('button', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/profile');
  await expect(page).toHaveURL(/\/auth\?redirect=%2Fprofile/);
});

test('a wrong password shows the auth service message', async ({ page }) => {
  await page.goto('/auth');
  await signIn(page, unique('nobody'), 'whatever-password');
  await expect(page.getByRole('alert').filter({ hasText: 'Invalid email or password' })).toBeVisible();
});

test('forgot password → e-mailed link → new password → sign in', async ({ page, mail }) => {
  const email = unique('forgetful');
  await signUp(page, email, 'old-password');
  await verifyAndSignIn(page, mail, email, 'old-password');
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/profile');
  await page.getByRole('button', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL(/\/$/);

  await page.goto('/auth');
  await page.getByRole('link', { name: 'Forgot your password?' }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByText('a link to reset the password is on its way')).toBeVisible();

  await page.goto(await mail.link(email, /Reset your/));
  await expect(page).toHaveURL(/\/reset-password\?token=/);
  await page.getByLabel('New password', { exact: true }).fill('brand-new-password');
  await page.getByLabel('Repeat the new password').fill('brand-new-password');
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(page).toHaveURL(/\/auth$/);

  await signIn(page, email, 'old-password');
  await expect(page.getByRole('alert').filter({ hasText: 'Invalid email or password' })).toBeVisible();
  await signIn(page, email, 'brand-new-password');
  await expect(page).toHaveURL(/\/$/);
});

test('a host enrols TOTP; the next sign-in asks for a code', async ({ page, mail }) => {
  const email = unique('totp');
  await signUp(page, email, 'totp-password');
  await verifyAndSignIn(page, mail, email, 'totp-password');
  await expect(page).toHaveURL(/\/$/);

  await page.goto('/profile');
  await page.getByRole('button', { name: 'Set up two-factor' }).click();
  await page.getByLabel('Confirm your password').fill('totp-password');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible();
  const secret = (await page.getByTestId('totp-secret').textContent()) ?? '';
  await page.getByLabel('Code from the app').fill(totp(secret));
  await page.getByRole('button', { name: 'Turn on' }).click();
  await expect(page.getByText('On: signing in asks for a code')).toBeVisible();

  await page.getByRole('button', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/auth?redirect=%2Fprofile');
  await signIn(page, email, 'totp-password');
  await page.getByLabel('Authentication code').fill('000000' === totp(secret) ? '111111' : '000000');
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByRole('alert')).toBeVisible();
  await page.getByLabel('Authentication code').fill(totp(secret));
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByTestId('profile-email')).toHaveText(email);
});

test('a new user who signed up from a page comes back to it after verifying and signing in', async ({ page, mail }) => {
  const email = unique('returning');
  await page.goto('/auth?tab=signup&redirect=%2Fprofile');
  const form = page.getByRole('form', { name: 'Sign up' });
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Password').fill('return-password');
  await form.getByRole('checkbox', { name: /I agree to the Terms of Service/ }).check();
  await form.getByRole('button', { name: 'Create an Account' }).click();
  await expect(page.getByText('Registration successful! Please check your email for verification.').first()).toBeVisible();
  await page.goto(await mail.link(email, /Verify your e-mail/));
  await expect(page).toHaveURL(/\/auth\?verified=1&redirect=%2Fprofile$/);
  await signIn(page, email, 'return-password');
  await expect(page).toHaveURL(/\/profile$/);
});
