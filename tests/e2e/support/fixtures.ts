/**
 * The browser suite's fixtures: every spec imports `test` and `expect` from here, and asks for what
 * it needs by name instead of repeating the set-up. Data a journey does not exercise is made through
 * the API (fast, and not what the test is about); the sign-in form is used where a test signs in.
 * Test data seeded before the server starts is in ./seed.ts; its names in ./env.ts.
 */
import { test as base, expect, type APIRequestContext, type Page } from '@playwright/test';
import sharp from 'sharp';
import type { InvitationInput } from '@shared/invitation-input';
import { toSelectedTemplate, type Template } from '@shared/templates';
import { applyTemplate, newInvitation } from '@shared/wizard';
import { expectNoSeriousA11yViolations } from './axe';
import { E2E_ADMIN } from './env';
import { linkFromMail } from './mail';
import { TERMS_VERSION } from '@shared/legal';

export { expect };

export interface Credentials {
  email: string;
  password: string;
}

export interface Fixtures {
  /** A fresh verified user made through the API (sign-up + the link in the mail), not signed in anywhere. */
  createUser: (prefix?: string) => Promise<Credentials>;
  /** A fresh verified host, signed in (through the API) in the page's browser context. */
  host: Credentials;
  /** The test's page, signed in as the seeded admin through /admin/login (on the admin dashboard). */
  admin: Page;
  /** Fills a sign-in form on the page as it is (/auth or /admin/login) and submits it; no wait. */
  fillSignIn: (user: Credentials, page?: Page) => Promise<void>;
  /** Signs in through the form at /auth and waits until the page has left it. */
  signIn: (user: Credentials, page?: Page) => Promise<void>;
  /** Signs in through the API in the page's browser context, for tests that are not about signing in; stays where it is. */
  apiSignIn: (user: Credentials, page?: Page) => Promise<void>;
  /** A published template by its exact name, from the public API. */
  templateNamed: (name: string) => Promise<Template>;
  /**
   * An invitation created through the API with the session of `as` (a signed-in request context):
   * a new invitation on the Little Star template with `values` over it; returns its id.
   */
  invitation: (as: APIRequestContext, values: Partial<InvitationInput>) => Promise<string>;
  /**
   * An invitation created through the API as the editor saves one made from the gallery: a new
   * invitation with the template `templateName` applied (its colours too), `values` over it; returns its id.
   * For a test that starts on a later editor step without clicking through the earlier ones.
   */
  invitationOn: (as: APIRequestContext, templateName: string, values: Partial<InvitationInput>) => Promise<string>;
  /** An API context signed in as the seeded admin (for set-up a test does not exercise, e.g. approving a payment). */
  adminApi: APIRequestContext;
  /**
   * A Published invitation of the user signed in on `as`, made the way a host gets one, all through the
   * API: created (as `invitation`), a Silver payment with a receipt, approved by the admin, then
   * published. Returns its id.
   */
  publishedInvitation: (as: APIRequestContext, values: Partial<InvitationInput>) => Promise<string>;
  /** The SMTP sink (global-setup): waits for a mail to `to` whose subject matches, and returns the first link in it. */
  mail: { link: (to: string, subject: RegExp) => Promise<string> };
  /** Fails on serious or critical axe violations in the page (the test's page by default). */
  a11y: (page?: Page) => Promise<void>;
}

export const test = base.extend<Fixtures>({
  createUser: async ({ request, baseURL }, use) => {
    await use(async (prefix = 'user') => {
      const email = `${prefix}-${Date.now()}-${Math.random().toString(36).slice(2, 6)}@example.com`;
      const password = `${prefix}-password`;
      await request.post('/api/auth/sign-up/email', { data: { termsVersion: TERMS_VERSION, email, password, name: prefix }, headers: { origin: baseURL! } });
      const link = new URL(await linkFromMail(email, /Verify/));
      await request.get(link.pathname + link.search, { maxRedirects: 0 });
      return { email, password };
    });
  },

  host: async ({ createUser, page, baseURL }, use) => {
    const host = await createUser('host');
    const signedIn = await page.request.post('/api/auth/sign-in/email', { data: host, headers: { origin: baseURL! } });
    expect(signedIn.ok()).toBe(true);
    await use(host);
  },

  fillSignIn: async ({ page }, use) => {
    await use(async (user, on = page) => {
      await on.getByLabel('Email').fill(user.email);
      await on.getByLabel('Password').fill(user.password);
      await on.getByRole('button', { name: 'Sign In' }).click();
    });
  },

  signIn: async ({ page, fillSignIn }, use) => {
    await use(async (user, on = page) => {
      await on.goto('/auth');
      await fillSignIn(user, on);
      await expect(on).not.toHaveURL(/\/auth/);
    });
  },

  apiSignIn: async ({ page, baseURL }, use) => {
    await use(async (user, on = page) => {
      const signedIn = await on.request.post('/api/auth/sign-in/email', { data: user, headers: { origin: baseURL! } });
      expect(signedIn.ok()).toBe(true);
    });
  },

  admin: async ({ page, fillSignIn }, use) => {
    await page.goto('/admin/login');
    await fillSignIn(E2E_ADMIN);
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
    await use(page);
  },

  templateNamed: async ({ request }, use) => {
    await use(async (name) => {
      const response = await request.get(`/api/templates?search=${encodeURIComponent(name)}`);
      const { data } = (await response.json()) as { data: Template[] };
      const template = data.find((t) => t.name === name);
      if (!template) throw new Error(`no template named ${name}`);
      return template;
    });
  },

  invitation: async ({ templateNamed, baseURL }, use) => {
    await use(async (as, values) => {
      const star = await templateNamed('Little Star');
      const created = await as.post('/api/invitations', {
        headers: { origin: baseURL! },
        data: { ...newInvitation(), template: { id: star.id, imageUrl: star.image_url, dominantColors: star.dominant_colors, accentColor: null }, ...values },
      });
      expect(created.status()).toBe(201);
      return ((await created.json()) as { id: string }).id;
    });
  },

  invitationOn: async ({ templateNamed, baseURL }, use) => {
    await use(async (as, templateName, values) => {
      const template = toSelectedTemplate(await templateNamed(templateName));
      const created = await as.post('/api/invitations', { headers: { origin: baseURL! }, data: { ...applyTemplate(newInvitation(), template), ...values } });
      expect(created.status()).toBe(201);
      return ((await created.json()) as { id: string }).id;
    });
  },

  adminApi: async ({ playwright, baseURL }, use) => {
    const context = await playwright.request.newContext({ baseURL });
    const signedIn = await context.post('/api/auth/sign-in/email', { data: E2E_ADMIN, headers: { origin: baseURL! } });
    expect(signedIn.ok()).toBe(true);
    await use(context);
    await context.dispose();
  },

  publishedInvitation: async ({ invitation, adminApi, baseURL }, use) => {
    await use(async (as, values) => {
      const id = await invitation(as, values);
      const receipt = await sharp({ create: { width: 40, height: 40, channels: 3, background: '#e7e5e4' } }).png().toBuffer();
      const paid = await as.post('/api/payments', { headers: { origin: baseURL! }, multipart: { invitationId: id, packageType: 'silver', receipt: { name: 'receipt.png', mimeType: 'image/png', buffer: receipt } } });
      expect(paid.status()).toBe(201);
      const approved = await adminApi.post(`/api/admin/payments/${((await paid.json()) as { id: string }).id}/approve`, { headers: { origin: baseURL! } });
      expect(approved.status()).toBe(200);
      const published = await as.post(`/api/invitations/${id}/toggle-status`, { headers: { origin: baseURL! } });
      expect(await published.json()).toEqual({ templateStatus: 'Published' });
      return id;
    });
  },

  // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixtures a fixture needs from this pattern.
  mail: async ({}, use) => {
    await use({ link: linkFromMail });
  },

  a11y: async ({ page }, use) => {
    await use((on = page) => expectNoSeriousA11yViolations(on));
  },
});
