import { expect, test } from './support/fixtures';

/**
 * The HTML the build drew (the whole landing, per language) is a production page: React's
 * development build wrote each client-rendered Suspense boundary's message and component stack, with
 * the build machine's file paths, into it (scripts/prerender.tsx). And it is whole: every section is
 * in it (no part left loading), with its islands marked for the landing's own script (decision 0035).
 */
for (const path of ['/', '/ms/', '/zh/']) {
  test(`${path}: the prerendered page is whole, its islands marked, with no React development messages or build paths`, async ({ request }) => {
    const response = await request.get(path, { headers: { accept: 'text/html' } });
    expect(response.status()).toBe(200);
    const html = await response.text();
    for (const section of ['id="features"', 'id="testimonials-title"', 'id="pricing"', '<footer']) expect(html).toContain(section);
    expect(html).toContain('data-island="header"');
    expect(html).toContain('data-island="carousel"');
    expect(html).not.toMatch(/<!--\$[?!]-->|<main[^>]*inert/);
    // Its script is the public pages' own (islands, decision 0036), not the app's.
    expect(html).toMatch(/<script type="module"[^>]*src="\/assets\/public-[^"]+\.js"/);
    expect(html).not.toMatch(/data-msg=|data-cstck=|data-stck=/);
    expect(html).not.toMatch(/node_modules|\/src\/web\//);
  });
}
