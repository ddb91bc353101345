import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SITE_PAGE_ALIASES } from '@shared/paths';
import { SLUG_MESSAGES, slugProblem } from '@shared/slug';
import { createTestApp, type TestApp } from '../support/test-app';

/*
 * One-word paths that are clearly site pages lead to the page meant instead of "Invitation Not
 * Found" (issue 19), however they are spelled, and none of them can be taken as a custom URL.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('site page aliases', () => {
  it.each([
    ['/login', '/auth'],
    ['/signup', '/auth?tab=signup'],
    ['/pricing', '/#pricing'],
    ['/about', '/about-us'],
    ['/LOGIN', '/auth'],
    ['/Sign-Up/', '/auth?tab=signup'],
    ['/about?ref=whatsapp', '/about-us'],
  ])('%s leads to %s', async (url, target) => {
    const response = await t.app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(301);
    expect(response.headers.location).toBe(target);
  });

  it('reserves every alias as a custom URL', () => {
    for (const word of Object.keys(SITE_PAGE_ALIASES)) expect(slugProblem(word), word).toBe(SLUG_MESSAGES.reserved);
  });

  it('leaves other one-word paths to invitations (an unknown slug is still not found)', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/aboutus-and-more' });
    expect(response.statusCode).toBe(404);
  });
});
