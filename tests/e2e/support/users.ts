import type { APIRequestContext } from '@playwright/test';
import type { Template } from '@shared/templates';
import { linkFromMail } from './mail';

/** A verified user made through the API (sign-up + the link in the mail), for tests that need one quickly. */
export async function createUser(request: APIRequestContext, baseURL: string, prefix = 'user'): Promise<{ email: string; password: string }> {
  const email = `${prefix}-${Date.now()}-${Math.random().toString(36).slice(2, 6)}@example.com`;
  const password = `${prefix}-password`;
  await request.post('/api/auth/sign-up/email', { data: { email, password, name: prefix }, headers: { origin: baseURL } });
  const link = new URL(await linkFromMail(email, /Verify/));
  await request.get(link.pathname + link.search, { maxRedirects: 0 });
  return { email, password };
}

/** A published template by its exact name, from the public API. */
export async function templateNamed(request: APIRequestContext, name: string): Promise<Template> {
  const response = await request.get(`/api/templates?search=${encodeURIComponent(name)}`);
  const { data } = (await response.json()) as { data: Template[] };
  const template = data.find((t) => t.name === name);
  if (!template) throw new Error(`no template named ${name}`);
  return template;
}
