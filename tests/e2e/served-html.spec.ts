import { expect, test } from './support/fixtures';

/**
 * The HTML the build drew (the landing's first frame, per language) is a production page: React's
 * development build wrote each client-rendered Suspense boundary's message and component stack, with
 * the build machine's file paths, into it (scripts/prerender.tsx).
 */
for (const path of ['/', '/ms/', '/zh/']) {
  test(`${path}: the prerendered frame carries no React development messages or build paths`, async ({ request }) => {
    const response = await request.get(path, { headers: { accept: 'text/html' } });
    expect(response.status()).toBe(200);
    const html = await response.text();
    expect(html).toContain('data-prerendered');
    expect(html).not.toMatch(/data-msg=|data-cstck=|data-stck=/);
    expect(html).not.toMatch(/node_modules|\/src\/web\//);
  });
}
