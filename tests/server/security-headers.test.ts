import fs from 'node:fs';
import path from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createVerifiedUser } from '@server/features/accounts/service';
import { storeFile } from '@server/lib/files';
import { testImage } from '../support/admin';
import { insertInvitation } from '../support/invitations';
import { testPdf } from '../support/payments';
import { createTestApp, type TestApp } from '../support/test-app';
import { injectForm } from '../support/multipart';

/*
 * architecture.md §5: security headers on every response. The score follows the Mozilla HTTP Observatory's
 * documented scoring (https://developer.mozilla.org/en-US/observatory/docs/tests_and_scoring):
 * start at 100, apply each test's modifier, bonuses count only when the score before them is ≥ 90.
 * Redirection and certificate tests need a real TLS host and are left out; everything a response
 * header decides is checked here, on a sample of every kind of response the server sends.
 */

const HTTPS_ORIGIN = 'https://invites.example.com';
const SIX_MONTHS_SECONDS = 15_552_000;

interface Outcome {
  test: string;
  result: string;
  modifier: number;
}

type Headers = LightMyRequestResponse['headers'];
const header = (headers: Headers, name: string) => {
  const value = headers[name];
  return value === undefined ? undefined : [value].flat().join(', ');
};

function parseCsp(value: string): Map<string, string[]> {
  const directives = new Map<string, string[]>();
  for (const part of value.split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/);
    if (name) directives.set(name.toLowerCase(), sources.map((source) => source.toLowerCase()));
  }
  return directives;
}

function scoreCsp(headers: Headers): Outcome {
  const value = header(headers, 'content-security-policy');
  if (!value) return { test: 'content-security-policy', result: 'csp-not-implemented', modifier: -25 };
  const csp = parseCsp(value);
  const defaultSrc = csp.get('default-src');
  const scriptSrc = csp.get('script-src') ?? defaultSrc;
  const styleSrc = csp.get('style-src') ?? defaultSrc;
  const objectSrc = csp.get('object-src') ?? defaultSrc;
  if (!scriptSrc || !objectSrc) return { test: 'content-security-policy', result: 'csp-implemented-with-unsafe', modifier: -20 };
  const unsafeSource = (sources: string[]) => sources.some((s) => ["'unsafe-inline'", 'data:', 'http:', 'https:', '*'].includes(s));
  if (unsafeSource(scriptSrc) || unsafeSource(objectSrc)) return { test: 'content-security-policy', result: 'csp-implemented-with-unsafe-inline', modifier: -20 };
  if (scriptSrc.includes("'unsafe-eval'")) return { test: 'content-security-policy', result: 'csp-implemented-with-unsafe-eval', modifier: -10 };
  if ([...csp.values()].flat().some((source) => source.startsWith('http:'))) return { test: 'content-security-policy', result: 'csp-implemented-with-insecure-scheme', modifier: -20 };
  if (styleSrc?.includes("'unsafe-inline'")) return { test: 'content-security-policy', result: 'csp-implemented-with-unsafe-inline-in-style-src-only', modifier: 0 };
  if (defaultSrc?.includes("'none'")) return { test: 'content-security-policy', result: 'csp-implemented-with-no-unsafe-default-src-none', modifier: 10 };
  return { test: 'content-security-policy', result: 'csp-implemented-with-no-unsafe', modifier: 0 };
}

function scoreCookies(headers: Headers): Outcome {
  const cookies = [headers['set-cookie'] ?? []].flat().map(String);
  if (cookies.length === 0) return { test: 'cookies', result: 'cookies-not-found', modifier: 0 };
  const has = (cookie: string, flag: RegExp) => flag.test(cookie);
  const sessions = cookies.filter((cookie) => /session/i.test(cookie.split('=')[0] ?? ''));
  if (sessions.some((cookie) => !has(cookie, /;\s*secure/i))) return { test: 'cookies', result: 'cookies-session-without-secure-flag', modifier: -40 };
  if (cookies.some((cookie) => !has(cookie, /;\s*secure/i))) return { test: 'cookies', result: 'cookies-without-secure-flag', modifier: -20 };
  if (cookies.some((cookie) => has(cookie, /;\s*samesite=(?!(lax|strict|none)\b)/i))) return { test: 'cookies', result: 'cookies-samesite-flag-invalid', modifier: -20 };
  if (sessions.some((cookie) => !has(cookie, /;\s*httponly/i))) return { test: 'cookies', result: 'cookies-session-without-httponly-flag', modifier: -30 };
  if (cookies.every((cookie) => has(cookie, /;\s*samesite=(lax|strict)/i))) return { test: 'cookies', result: 'cookies-secure-with-httponly-sessions-and-samesite', modifier: 5 };
  return { test: 'cookies', result: 'cookies-secure-with-httponly-sessions', modifier: 0 };
}

function scoreCors(headers: Headers): Outcome {
  const allow = header(headers, 'access-control-allow-origin');
  if (!allow) return { test: 'cross-origin-resource-sharing', result: 'cross-origin-resource-sharing-not-implemented', modifier: 0 };
  if (allow === '*' || header(headers, 'access-control-allow-credentials') === 'true') {
    return { test: 'cross-origin-resource-sharing', result: 'cross-origin-resource-sharing-implemented-with-universal-access', modifier: -50 };
  }
  return { test: 'cross-origin-resource-sharing', result: 'cross-origin-resource-sharing-implemented-with-restricted-access', modifier: 0 };
}

function scoreReferrer(headers: Headers): Outcome {
  const value = header(headers, 'referrer-policy');
  if (!value) return { test: 'referrer-policy', result: 'referrer-policy-not-implemented', modifier: 0 };
  const policy = value.split(',').at(-1)?.trim().toLowerCase() ?? '';
  if (['no-referrer', 'same-origin', 'strict-origin', 'strict-origin-when-cross-origin'].includes(policy)) return { test: 'referrer-policy', result: 'referrer-policy-private', modifier: 5 };
  if (['origin', 'origin-when-cross-origin', 'no-referrer-when-downgrade', 'unsafe-url'].includes(policy)) return { test: 'referrer-policy', result: 'referrer-policy-unsafe', modifier: -5 };
  return { test: 'referrer-policy', result: 'referrer-policy-header-invalid', modifier: -5 };
}

function scoreHsts(headers: Headers): Outcome {
  const value = header(headers, 'strict-transport-security');
  if (!value) return { test: 'strict-transport-security', result: 'hsts-not-implemented', modifier: -20 };
  const maxAge = Number(/max-age=(\d+)/i.exec(value)?.[1] ?? NaN);
  if (!Number.isFinite(maxAge)) return { test: 'strict-transport-security', result: 'hsts-header-invalid', modifier: -20 };
  if (maxAge < SIX_MONTHS_SECONDS) return { test: 'strict-transport-security', result: 'hsts-implemented-max-age-less-than-six-months', modifier: -10 };
  return { test: 'strict-transport-security', result: 'hsts-implemented-max-age-at-least-six-months', modifier: 0 };
}

function scoreSri(headers: Headers, body: string): Outcome {
  if (!String(header(headers, 'content-type')).includes('text/html')) return { test: 'subresource-integrity', result: 'sri-not-implemented-response-not-html', modifier: 0 };
  const foreign = [...body.matchAll(/<script[^>]*\ssrc="([^"]+)"[^>]*>/gi)].filter(([tag, src]) => /^(https?:)?\/\//i.test(src ?? '') && !/integrity=/i.test(tag));
  if (foreign.length) return { test: 'subresource-integrity', result: 'sri-not-implemented-and-external-scripts-not-loaded-securely', modifier: -5 };
  return { test: 'subresource-integrity', result: 'sri-not-implemented-but-all-scripts-loaded-from-secure-origin', modifier: 0 };
}

function scoreNosniff(headers: Headers): Outcome {
  const value = header(headers, 'x-content-type-options');
  if (value?.toLowerCase() === 'nosniff') return { test: 'x-content-type-options', result: 'x-content-type-options-nosniff', modifier: 0 };
  return { test: 'x-content-type-options', result: value ? 'x-content-type-options-header-invalid' : 'x-content-type-options-not-implemented', modifier: -5 };
}

function scoreFraming(headers: Headers): Outcome {
  const csp = parseCsp(header(headers, 'content-security-policy') ?? '');
  const ancestors = csp.get('frame-ancestors');
  if (ancestors && !ancestors.includes('*')) return { test: 'x-frame-options', result: 'x-frame-options-implemented-via-csp', modifier: 5 };
  const xfo = header(headers, 'x-frame-options')?.toUpperCase();
  if (xfo === 'DENY' || xfo === 'SAMEORIGIN') return { test: 'x-frame-options', result: 'x-frame-options-sameorigin-or-deny', modifier: 0 };
  return { test: 'x-frame-options', result: 'x-frame-options-not-implemented', modifier: -20 };
}

/** The Observatory's score and grade for one response. */
function observatory(headers: Headers, body: string): { score: number; grade: string; outcomes: Outcome[] } {
  const outcomes = [scoreCsp(headers), scoreCookies(headers), scoreCors(headers), scoreReferrer(headers), scoreHsts(headers), scoreSri(headers, body), scoreNosniff(headers), scoreFraming(headers)];
  const penalties = 100 + outcomes.filter((o) => o.modifier < 0).reduce((sum, o) => sum + o.modifier, 0);
  const bonuses = penalties >= 90 ? outcomes.filter((o) => o.modifier > 0).reduce((sum, o) => sum + o.modifier, 0) : 0;
  const score = Math.max(0, penalties + bonuses);
  const grade = score >= 100 ? 'A+' : score >= 90 ? 'A' : score >= 85 ? 'A-' : score >= 80 ? 'B+' : score >= 70 ? 'B' : score >= 60 ? 'C' : score >= 50 ? 'D' : 'F';
  return { score, grade, outcomes };
}

let t: TestApp;
const samples: { name: string; response: LightMyRequestResponse }[] = [];

beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: HTTPS_ORIGIN, TRUST_PROXY: '1', RATE_LIMITS: 'off' });
  // Created directly: signedInUser signs in from the plain-HTTP test origin, which this app refuses.
  const host = await createVerifiedUser(t.ctx.auth, t.ctx.database.db, { email: 'headers-host@example.com', password: 'secret-password', name: 'Host' });
  const secureHeaders = { origin: HTTPS_ORIGIN, 'x-forwarded-proto': 'https', 'x-forwarded-host': 'invites.example.com', host: 'invites.example.com' };
  const get = (url: string, extra: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers: { ...secureHeaders, ...extra } });

  const signIn = await t.app.inject({
    method: 'POST',
    url: '/api/auth/sign-in/email',
    headers: { ...secureHeaders, 'content-type': 'application/json' },
    payload: JSON.stringify({ email: 'headers-host@example.com', password: 'secret-password' }),
  });
  const cookie = (signIn.cookies as { name: string; value: string }[]).map((c) => `${c.name}=${c.value}`).join('; ');
  const userId = host.id;

  const published = await insertInvitation(t.ctx.database.db, { userId, customSlug: 'headers-party' });
  const image = await testImage(80, 60);
  const file = await storeFile(t.ctx, { bucket: 'template_images', key: 'headers.png', body: image, contentType: 'image/png', isPublic: true });
  const form = new FormData();
  form.append('invitationId', published.id);
  form.append('packageType', 'silver');
  form.append('receipt', new Blob([new Uint8Array(testPdf())], { type: 'application/pdf' }), 'r.pdf');
  const paid = await injectForm(t.app, form, { url: '/api/payments', cookie, headers: secureHeaders });
  const asset = fs.readdirSync(path.join(t.config.webDistDir, 'assets')).find((name) => name.endsWith('.js'));

  samples.push(
    { name: 'sign-in (sets the session cookie)', response: signIn },
    { name: 'landing page HTML', response: await get('/') },
    { name: 'SPA route HTML', response: await get('/dashboard') },
    { name: 'server-rendered invitation', response: await get('/headers-party') },
    { name: 'JSON API', response: await get('/api/templates', { origin: 'https://evil.example' }) },
    { name: 'JSON API, signed in', response: await get('/api/invitations', { cookie }) },
    { name: 'static asset', response: await get(`/assets/${asset}`) },
    { name: 'resized image', response: await get(file.url.replace('/files/', '/img/240/')) },
    { name: 'public file', response: await get(file.url) },
    { name: 'receipt', response: await get(`/api/payments/${paid.json().id}/receipt`, { cookie }) },
    { name: 'CSV export', response: await get(`/api/invitations/${published.id}/responses.csv`, { cookie }) },
    { name: 'API 404', response: await get('/api/nope') },
    { name: 'page 404', response: await get('/no-such-invitation') },
    { name: 'validation error', response: await get('/api/templates?page=-1') },
    { name: '401', response: await get('/api/invitations') },
    {
      name: 'malformed JSON',
      response: await t.app.inject({ method: 'POST', url: '/api/invitations', headers: { ...secureHeaders, cookie, 'content-type': 'application/json' }, payload: '{nope' }),
    },
    { name: 'CSRF refusal', response: await t.app.inject({ method: 'POST', url: '/api/auth/sign-out', headers: { ...secureHeaders, origin: 'https://evil.example' } }) },
  );
  expect(paid.statusCode).toBe(201);
}, 60_000);
afterAll(async () => {
  await t.close();
});

describe('security headers behind HTTPS (Mozilla Observatory scoring)', () => {
  it('samples every kind of response: pages, SSR, JSON, assets, images, files, receipts, CSV and errors', () => {
    const statuses = samples.map((sample) => `${sample.name}: ${sample.response.statusCode}`);
    expect(statuses).toEqual(
      expect.arrayContaining([
        'sign-in (sets the session cookie): 200',
        'server-rendered invitation: 200',
        'static asset: 200',
        'resized image: 200',
        'public file: 200',
        'receipt: 200',
        'CSV export: 200',
        'API 404: 404',
        '401: 401',
        'malformed JSON: 400',
        'CSRF refusal: 403',
      ]),
    );
  });

  it('scores A+ (≥ 100) on every sampled response', () => {
    const below: string[] = [];
    for (const { name, response } of samples) {
      const { score, grade, outcomes } = observatory(response.headers, response.body);
      if (score < 100) below.push(`${name}: ${score} (${grade}) ${outcomes.filter((o) => o.modifier < 0).map((o) => o.result).join(', ')}`);
    }
    expect(below).toEqual([]);
  });

  it('has the headers architecture.md §5 names on every response', () => {
    for (const { name, response } of samples) {
      const headers = response.headers;
      const csp = parseCsp(String(headers['content-security-policy']));
      // Receipts carry a stricter policy of their own (default-src 'none', framed only by our admin page).
      const scripts = csp.get('script-src') ?? csp.get('default-src');
      expect([["'self'"], ["'none'"]], name).toContainEqual(scripts);
      expect(csp.get('object-src'), name).toEqual(["'none'"]);
      expect([["'none'"], ["'self'"]], name).toContainEqual(csp.get('frame-ancestors'));
      expect(Number(/max-age=(\d+)/.exec(String(headers['strict-transport-security']))?.[1]), name).toBeGreaterThanOrEqual(SIX_MONTHS_SECONDS);
      expect(headers['x-content-type-options'], name).toBe('nosniff');
      expect(headers['referrer-policy'], name).toBe('strict-origin-when-cross-origin');
      expect(String(headers['permissions-policy']), name).toMatch(/camera=\(\).*geolocation=\(\)/);
      expect(headers['x-powered-by'], name).toBeUndefined();
      expect(headers['access-control-allow-origin'], name).toBeUndefined();
    }
  });

  it('serves receipts and other private data uncached by shared caches', () => {
    const receipt = samples.find((sample) => sample.name === 'receipt')!.response;
    expect(String(receipt.headers['cache-control'])).toMatch(/private|no-store/);
  });

  it('scores a deliberately weak response low, so the scoring itself is not a rubber stamp', () => {
    const weak = observatory({ 'content-security-policy': "default-src *; script-src 'self' 'unsafe-inline'", 'set-cookie': 'session=1; Path=/', 'access-control-allow-origin': '*' }, '');
    expect(weak.score).toBeLessThan(50);
    expect(weak.grade).toMatch(/[DF]/);
  });
});

describe('over plain HTTP (local development)', () => {
  it('leaves out HSTS, which a browser would ignore there anyway', async () => {
    const local = await createTestApp({ RATE_LIMITS: 'off' });
    try {
      const response = await local.app.inject('/api/health');
      expect(response.headers['strict-transport-security']).toBeUndefined();
      expect(response.headers['content-security-policy']).toContain("script-src 'self'");
    } finally {
      await local.close();
    }
  });
});
