import type { Page } from '@playwright/test';
import { DEMO_INVITATION_ID } from '@shared/constants';
import { expect, test } from './support/fixtures';
import { fakeCatalogue } from './support/fake-catalogue';
import { scaled } from './support/timeouts';

/** The gallery's list request (not the carousel's, not one template). */
const isTemplateList = (url: URL) => url.pathname === '/api/templates';

const results = (page: Page) => page.getByRole('region', { name: /templates|wedding|birthday|engagement|shower/i }).getByRole('listitem');
const cardNames = (page: Page) => page.locator('article h2');

/**
 * The gallery reached inside the app (a client route from another page), where it asks the API for its
 * list: what a test of the list's loading, failures or paging fakes. A page load of /templates is drawn
 * by the server with the list in it (decision 0036, gallery-islands.spec.ts).
 */
async function openGalleryInTheApp(page: Page): Promise<void> {
  await page.goto('/about-us');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Templates' }).click();
  await expect(page).toHaveURL(/\/templates$/);
}

test('landing → anchors → gallery → search and filter → Select signed out → sign in → back → Select reaches the editor', async ({
  page,
  createUser,
  templateNamed,
  fillSignIn,
  a11y,
}) => {
  const user = await createUser('gallery');
  const classic = await templateNamed('Classic Wedding');

  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Invitations your guests');
  // The carousel shows the five newest templates.
  const carousel = page.getByRole('region', { name: 'Featured invitation templates' });
  await expect(carousel.getByRole('group')).toHaveCount(5);
  await expect(page.getByRole('link', { name: 'Explore Designs' }).first()).toHaveAttribute('href', '/templates');
  await expect(page.getByRole('link', { name: 'View Live Demo' })).toHaveAttribute('href', `/view-invitation/${DEMO_INVITATION_ID}`);

  const nav = page.getByRole('navigation', { name: 'Main' });
  await nav.getByRole('link', { name: 'Features' }).click();
  await expect(page.locator('#features')).toBeInViewport();
  await expect(page.locator('#features')).toContainText('Coming soon');
  await nav.getByRole('link', { name: 'Pricing' }).click();
  const pricing = page.locator('#pricing');
  await expect(pricing).toBeInViewport();
  await expect(pricing).toContainText('RM30');
  await expect(pricing).toContainText('RM50');
  await expect(pricing.getByText('Most Popular')).toBeVisible();

  await nav.getByRole('link', { name: 'Templates' }).click();
  await expect(page).toHaveURL(/\/templates$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(cardNames(page)).toHaveCount(8);
  // Newest first: the seed adds Rustic Garden last.
  await expect(cardNames(page).first()).toHaveText('Rustic Garden');

  // Search: a substring of the name or the category, any case.
  await page.getByLabel('Search templates').fill('WEDD');
  await expect(cardNames(page)).toHaveText(['Rustic Garden', 'Red Lantern', 'Indian Wedding', 'Elegant Celebration', 'Classic Wedding']);
  await expect(page).toHaveURL(/search=WEDD/);
  await page.getByLabel('Category').selectOption('indian-wedding');
  await expect(cardNames(page)).toHaveText(['Indian Wedding']);
  await page.getByLabel('Search templates').fill('no such design');
  await expect(page.getByText('No templates found matching your search.')).toBeVisible();
  await page.getByRole('button', { name: 'Clear search and filters' }).click();
  await expect(cardNames(page)).toHaveCount(8);
  await expect(page.getByLabel('Category')).toHaveValue('all');

  // Signed out, Select asks to sign in first.
  await page.getByRole('button', { name: 'Select Classic Wedding' }).click();
  const dialog = page.getByRole('dialog', { name: 'Authentication Required' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('You need to be logged in to access this feature.');
  await expect(dialog.getByRole('link', { name: 'Create an Account' })).toHaveAttribute('href', '/auth?tab=signup&redirect=%2Ftemplates');
  await expect(dialog.getByRole('link', { name: 'Forgot your password?' })).toHaveAttribute('href', '/forgot-password');
  await expect(dialog.getByRole('link', { name: 'Terms of Service' })).toHaveAttribute('href', '/terms');
  await expect(dialog.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy-policy');
  await a11y();
  await dialog.getByRole('link', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/auth\?redirect=%2Ftemplates$/);
  await fillSignIn(user);

  // Back on the gallery, now signed in (the header says so), Select goes to the editor with the template.
  await expect(page).toHaveURL(/\/templates$/);
  await expect(nav.getByRole('link', { name: 'My Invitations' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Payment History' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Profile' })).toBeVisible();
  await page.getByRole('button', { name: 'Select Classic Wedding' }).click();
  // The editor receives the template: it applies it and opens the event details.
  await expect(page).toHaveURL(/\/create-event\?step=event-details$/);
  await expect(page.getByRole('heading', { name: 'Event Details', exact: true })).toBeVisible();
  const html = await page.content();
  expect(html).toContain(classic.image_url);
});

test('pagination: 10 per page, at most 5 page links around the current one, ends disabled, a new search starts at page 1', async ({ page }) => {
  await page.route(isTemplateList, fakeCatalogue(57));
  await openGalleryInTheApp(page);
  // The pages are addresses (links that work before any script), taken over by the page once it runs.
  const pages = page.getByRole('navigation', { name: 'Template pages' });
  const previous = pages.getByRole('link', { name: 'Previous' });
  const next = pages.getByRole('link', { name: 'Next' });
  const numbers = pages.getByRole('link', { name: /^Page \d+$/ });

  await expect(cardNames(page)).toHaveCount(10);
  await expect(cardNames(page).first()).toHaveText('Design 01');
  await expect(page.getByText('Showing 1–10 of 57')).toBeVisible();
  await expect(numbers).toHaveText(['1', '2', '3', '4', '5']);
  await expect(previous).toBeDisabled();
  await expect(pages.getByRole('link', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
  await expect(pages.getByRole('link', { name: 'Page 2' })).toHaveAttribute('href', '/templates?page=2');

  await next.click();
  await expect(page).toHaveURL(/page=2/);
  await expect(cardNames(page).first()).toHaveText('Design 11');
  await expect(previous).toBeEnabled();

  await pages.getByRole('link', { name: 'Page 5' }).click();
  await expect(cardNames(page).first()).toHaveText('Design 41');
  // Windowed around page 5 of 6.
  await expect(numbers).toHaveText(['2', '3', '4', '5', '6']);

  await pages.getByRole('link', { name: 'Page 6' }).click();
  // The last page is partial.
  await expect(cardNames(page)).toHaveCount(7);
  await expect(page.getByText('Showing 51–57 of 57')).toBeVisible();
  await expect(next).toBeDisabled();

  await page.getByLabel('Search templates').fill('wedding');
  await expect(page).not.toHaveURL(/page=/);
  await expect(cardNames(page).first()).toHaveText('Design 01');
  await expect(page.getByText('Showing 1–10 of 29')).toBeVisible();
  await expect(numbers).toHaveText(['1', '2', '3']);
});

test('every seeded template\'s eye button opens its finished sample; a template without one says so', async ({ page, templateNamed }) => {
  await page.goto('/templates');
  // Each seeded template comes with a published sample invitation (issue 19): a plain link to its page.
  for (const name of ['Classic Wedding', 'Elegant Celebration', 'Colorful Birthday', 'Indian Wedding', 'Red Lantern', 'Forever Yours', 'Little Star', 'Rustic Garden']) {
    const template = await templateNamed(name);
    expect(template.preview_id, name).toEqual(expect.any(String));
    await expect(page.getByRole('link', { name: `Preview ${name}` })).toHaveAttribute('href', `/view-invitation/${template.preview_id}`);
  }
  // A template an admin added without a preview yet (a catalogue answered here) says there is none.
  await page.route(isTemplateList, fakeCatalogue(3));
  await openGalleryInTheApp(page);
  await page.getByRole('button', { name: 'Preview Design 01' }).click();
  await expect(page.getByText('Preview not available for this template')).toBeVisible();
});

test('a failed gallery load says so and shows the four built-in samples', async ({ page }) => {
  await page.route(isTemplateList, (route) => route.fulfill({ status: 500, json: { error: { code: 'INTERNAL', message: 'x' } } }));
  await openGalleryInTheApp(page);
  await expect(page.getByText('Failed to load templates')).toBeVisible({ timeout: scaled(15_000) });
  await expect(cardNames(page)).toHaveText(['Classic Wedding', 'Elegant Celebration', 'Colorful Birthday', 'Indian Wedding']);
  // The samples still filter.
  await page.getByLabel('Category').selectOption('birthday');
  await expect(cardNames(page)).toHaveText(['Colorful Birthday']);
});

test('an unexpected answer shows the generic error and the single fallback template', async ({ page }) => {
  await page.route(isTemplateList, (route) => route.fulfill({ json: { unexpected: true } }));
  await openGalleryInTheApp(page);
  await expect(page.getByText('An error occurred while loading templates')).toBeVisible({ timeout: scaled(15_000) });
  await expect(cardNames(page)).toHaveText(['Fallback Template']);
});

test('the carousel: loading text, built-in slides on failure, empty text, placeholder for a missing image', async ({ page }) => {
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/templates/carousel', async (route) => {
    await held;
    await route.fulfill({ status: 503, json: { error: { code: 'DOWN', message: 'down' } } });
  });
  await page.goto('/');
  await expect(page.getByText('Loading beautiful previews...')).toBeVisible();
  release();
  const carousel = page.getByRole('region', { name: 'Featured invitation templates' });
  await expect(carousel.getByRole('group')).toHaveCount(4, { timeout: scaled(15_000) });
  await expect(carousel.getByRole('group').first()).toHaveAccessibleName('1 of 4: Classic Wedding');

  await page.unroute('**/api/templates/carousel');
  await page.route('**/api/templates/carousel', (route) => route.fulfill({ json: { data: [] } }));
  await page.reload();
  await expect(page.getByText('No previews available at the moment.')).toBeVisible();

  await page.unroute('**/api/templates/carousel');
  await page.route('**/api/templates/carousel', (route) =>
    route.fulfill({
      json: {
        data: [
          { id: 'a', name: 'No Picture', preview_image_url: null, category: 'wedding' },
          { id: 'b', name: 'Broken Picture', preview_image_url: '/files/preview_images/missing.webp', category: 'birthday' },
        ],
      },
    }),
  );
  await page.reload();
  await expect(page.getByRole('img', { name: 'No preview image for No Picture' })).toBeVisible();
  await expect(page.getByRole('img', { name: 'No preview image for Broken Picture' })).toBeAttached();
});

test('the carousel advances every 5 seconds and stops when the visitor interacts', async ({ page }) => {
  // The page's clock moves only when the test moves it: with the clock running, the real seconds a
  // busy machine takes to load the page counted towards the 5 s and the slide moved early.
  await page.clock.install({ time: new Date('2027-01-01T00:00:00Z') });
  await page.clock.pauseAt(new Date('2027-01-01T00:00:01Z'));
  await page.goto('/');
  const dots = page.getByRole('list', { name: 'Choose a template to show' }).getByRole('button');
  // Loading needs its zero-delay timers (TanStack Query's notifications): 50 ms at a time, so the
  // slideshow starts at most a few steps before the count below.
  await expect
    .poll(async () => {
      await page.clock.runFor(50);
      return dots.count();
    })
    .toBe(5);
  await expect(dots.nth(0)).toHaveAttribute('aria-current', 'true');
  await page.clock.runFor(4_000);
  await expect(dots.nth(0)).toHaveAttribute('aria-current', 'true');
  await page.clock.runFor(1_500);
  await expect(dots.nth(1)).toHaveAttribute('aria-current', 'true');

  await page.getByRole('button', { name: 'Next template' }).click();
  await expect(dots.nth(2)).toHaveAttribute('aria-current', 'true');
  await expect(page.getByRole('button', { name: 'Play the slideshow' })).toBeVisible();
  await page.clock.runFor(12_000);
  await expect(dots.nth(2)).toHaveAttribute('aria-current', 'true');
});

test('the mobile menu at 375 px: anchors scroll, the page is locked while open, a route change closes it @mobile', async ({ page }) => {
  test.skip(test.info().project.name !== 'mobile', 'the menu button exists below the md breakpoint');
  await page.goto('/templates');
  await page.getByRole('button', { name: 'Open menu' }).click();
  // The menu opens on the first tap, before the header's island is live (a CSS :target link); the page
  // is locked by the island, once it is.
  await expect.poll(() => page.evaluate(() => document.body.style.overflow)).toBe('hidden');
  const menu = page.getByRole('navigation', { name: 'Mobile' });
  // From another page, Pricing opens the landing at its section (a page load: the landing arrives whole).
  await menu.getByRole('link', { name: 'Pricing' }).click();
  await expect(page).toHaveURL(/\/#pricing$/);
  await expect(page.locator('#pricing')).toBeInViewport();
  await expect(page.getByRole('button', { name: 'Open menu' })).toBeVisible();
  expect(await page.evaluate(() => document.body.style.overflow)).toBe('');

  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('navigation', { name: 'Mobile' }).getByRole('link', { name: 'Templates' }).click();
  await expect(page).toHaveURL(/\/templates$/);
  await expect(page.getByRole('navigation', { name: 'Mobile' })).toHaveCount(0);
  expect(await page.evaluate(() => document.body.style.overflow)).toBe('');
  // Nothing is wider than the phone.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
});

test('a signed-in host on the landing: the header and the call to action offer their invitations (islands, decision 0035)', async ({ page, host }) => {
  expect(host.email).toBeTruthy();
  await page.goto('/');
  await expect(page.locator('[data-island="cta"]')).toHaveAttribute('data-live', '');
  const cta = page.getByRole('region', { name: 'Your guests are waiting to hear the news' });
  await expect(cta.getByRole('link', { name: 'My Invitations' })).toHaveAttribute('href', '/dashboard');
  await expect(cta.getByRole('link', { name: 'Create a free account' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Sign In' })).toHaveCount(0);
  // A link of an island leaves the landing for the app's page.
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'My Invitations' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('the header: anonymous Sign In and Sign Up, and a solid style after 10 px of scroll', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/auth');
  await expect(page.getByRole('link', { name: 'Sign Up' })).toHaveAttribute('href', '/auth?tab=signup');
  await expect(page.getByRole('link', { name: 'My Invitations' })).toHaveCount(0);
  const header = page.locator('header').first();
  await expect(header).toHaveClass(/bg-transparent/);
  await page.mouse.wheel(0, 400);
  await expect(header).toHaveClass(/bg-white/);
});

for (const path of ['/', '/templates']) {
  test(`${path} works by keyboard with visible focus, has no serious axe violations, and lazy-loads images below the fold @mobile`, async ({ page, a11y }) => {
    await page.goto(path);
    await expect(page.locator('article h2, [aria-roledescription="slide"]').first()).toBeVisible();
    await a11y();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(page.viewportSize()!.width);

    // The first Tab reaches the skip link, and every focused control shows an outline.
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'Skip to content' })).toBeFocused();
    for (let i = 0; i < 8; i++) {
      await page.keyboard.press('Tab');
      const outline = await page.evaluate(() => {
        const el = document.activeElement as HTMLElement | null;
        if (!el || el === document.body) return 'none';
        const style = getComputedStyle(el);
        return style.outlineStyle === 'none' || style.outlineWidth === '0px' ? 'none' : style.outlineStyle;
      });
      expect(outline, `focus ring on tab stop ${i + 2}`).not.toBe('none');
    }

    // Images below the fold wait; every image reserves its space.
    const images = await page.evaluate(() =>
      [...document.querySelectorAll('img')].map((img) => ({
        top: img.getBoundingClientRect().top,
        loading: img.loading,
        sized: img.hasAttribute('width') && img.hasAttribute('height'),
      })),
    );
    expect(images.length).toBeGreaterThan(0);
    for (const image of images) {
      expect(image.sized).toBe(true);
      if (image.top > page.viewportSize()!.height * 1.5) expect(image.loading).toBe('lazy');
    }
  });
}

test('search and category survive a reload and the back button', async ({ page }) => {
  await page.goto('/templates?category=wedding');
  await expect(page.getByLabel('Category')).toHaveValue('wedding');
  await expect(cardNames(page)).toHaveText(['Rustic Garden', 'Elegant Celebration', 'Classic Wedding']);
  // The live island's way (a choice before it runs: gallery-islands.spec.ts).
  await expect(page.locator('[data-island="gallery"]')).toHaveAttribute('data-live', '');
  await page.getByLabel('Category').selectOption('birthday');
  await expect(cardNames(page)).toHaveText(['Colorful Birthday']);
  await page.goBack();
  await expect(page.getByLabel('Category')).toHaveValue('wedding');
  await expect(results(page)).toHaveCount(3);
});

test('the landing arrives whole before any JavaScript runs, then only its islands come to life, keeping every element (issue 30.3)', async ({ page }) => {
  // Without its scripts the page is the one the build drew, whole: every section, its links working.
  await page.route('**/assets/*.js', (route) => route.abort());
  await page.goto('/');
  const header = page.locator('[data-island="header"]');
  await expect(header).not.toHaveAttribute('data-live');
  await expect(page.locator('main')).not.toHaveAttribute('inert');
  await expect(page.locator('h1')).toContainText('Invitations your guests');
  for (const title of ['Everything your celebration needs', 'Loved by hosts and their guests', 'One simple payment per invitation']) {
    await expect(page.getByRole('heading', { name: title })).toBeVisible();
  }
  await expect(page.locator('footer')).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(page.viewportSize()!.width);
  await page.unrouteAll({ behavior: 'wait' });

  // With them, the live page takes over: no error, no spinner in between, and it answers clicks.
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  // Every change to the page is checked: the hero never leaves it (no spinner frame in between).
  // Only once the HTML is parsed (the app's scripts run after that): while the parser is still
  // writing #root, a slow machine can show it before its h1 has arrived, which is no frame of ours.
  await page.addInitScript(() => {
    const w = window as unknown as { heroMissing: number };
    w.heroMissing = 0;
    new MutationObserver(() => {
      const root = document.getElementById('root');
      if (document.readyState !== 'loading' && root && !root.querySelector('h1')) w.heroMissing += 1;
    }).observe(document, { childList: true, subtree: true });
  });
  // The sections are the build's elements, not drawn again: marked before any script, still there after.
  await page.addInitScript(() => {
    document.addEventListener('readystatechange', () => {
      if (document.readyState === 'interactive') document.getElementById('pricing')?.setAttribute('data-drawn-by-build', '');
    });
  });
  await page.goto('/');
  await expect(header).toHaveAttribute('data-live', '');
  await expect(page.locator('[data-island="carousel"]')).toHaveAttribute('data-live', '');
  await expect(page.locator('#pricing')).toHaveAttribute('data-drawn-by-build', '');
  await expect(page.getByRole('region', { name: 'Featured invitation templates' }).getByRole('group')).toHaveCount(5);
  expect(await page.evaluate(() => (window as unknown as { heroMissing: number }).heroMissing)).toBe(0);
  await page.getByRole('link', { name: 'Explore Designs' }).first().click();
  await expect(page).toHaveURL(/\/templates$/);
  await expect(cardNames(page).first()).toBeVisible();
  expect(errors).toEqual([]);
});

test('inside the app, the gallery asks for its first images with the page code, before the cards render', async ({ page }) => {
  await openGalleryInTheApp(page);
  await expect(cardNames(page).first()).toBeVisible();
  const firstImage = await page.locator('article img').first().getAttribute('src');
  const preloads = await page.evaluate(() => [...document.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="image"]')].map((link) => link.href));
  expect(preloads.length).toBeGreaterThan(0);
  // The same address as the <img>, its query (the cover's width) included: a different one would be a second download.
  expect(preloads.map((href) => { const url = new URL(href); return url.pathname + url.search; })).toContain(firstImage);
});
