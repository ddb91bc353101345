import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';

/*
 * The public invitation is server-rendered (React's renderToString, src/server/features/invitations/ssr.ts)
 * and taken over in the browser by Preact (vite.config.ts, GUEST_REACT_ALIASES; decision 0033).
 * Seen only through what a guest's browser shows, never a library's internals:
 *
 * 1. Taking over is clean: the elements the server sent are the ones on the page afterwards (none
 *    drawn twice, none replaced), every id is unique and every reference to one (a label's `for`,
 *    aria-labelledby, aria-describedby, aria-controls) names an element that exists, before and
 *    after parts drawn later (a sheet, the RSVP's thank-you) appear; no error and no warning about
 *    hydration in the console.
 * 2. The page works once its script has run: the RSVP button is enabled, a sheet opens named by its
 *    title, the countdown ticks.
 * 3. Only the islands are taken over (decision 0037), each once: the frame, the cover and the texts
 *    stay the server's HTML (their code is not even in the page's scripts), and the countdown's
 *    ticks and the overlay redraw only themselves. Chromium's precise coverage (Playwright's
 *    `page.coverage`) counts how often each function of the page's scripts ran; the function that
 *    draws the invitation's frame (the renderer's root), the RSVP section and its form are found by
 *    code only they hold.
 */

/** Code in one function only: the start of the frame's class list (the root), the RSVP form's class list, the section's strings. */
const DRAWN_BY = { frame: /[`'"]inv-frame relative mx-auto/g, form: /[`'"]space-y-5 text-left[`'"]/g, section: /\.rsvpEvents\b/g };

type Coverage = Awaited<ReturnType<Page['coverage']['stopJSCoverage']>>;

/** How many places in the page's scripts hold `marker`. */
function placesOf(coverage: Coverage, marker: RegExp): number {
  return coverage.reduce((count, script) => count + [...(script.source?.matchAll(marker) ?? [])].length, 0);
}

/**
 * How many times the innermost function whose source holds `marker` ran; fails unless exactly one
 * place in the page's scripts holds it (so a build that renames or splits it fails loudly).
 */
function callsOf(coverage: Coverage, marker: RegExp): number {
  const counts: number[] = [];
  for (const script of coverage) {
    for (const { index: at } of script.source?.matchAll(marker) ?? []) {
      // A function's first range is its whole body, with the number of calls; the script's own
      // top-level code is the range that covers all of it.
      const holders = script.functions.map((fn) => fn.ranges[0]!).filter((range) => range.startOffset <= at && at < range.endOffset && range.endOffset - range.startOffset < script.source!.length);
      const innermost = holders.sort((a, b) => a.endOffset - a.startOffset - (b.endOffset - b.startOffset))[0];
      if (innermost) counts.push(innermost.count);
    }
  }
  expect(counts, `one function of the page draws ${marker}`).toHaveLength(1);
  return counts[0]!;
}

/** The console's errors and warnings, and uncaught errors, from the page's start. */
function consoleProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(`${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  return problems;
}

/** Ids used twice, and references (for, aria-*) to ids that no element has, in the page's root (closed sheets aside). */
async function brokenIds(page: Page): Promise<string[]> {
  return page.locator('#root').evaluate((root) => {
    const problems: string[] = [];
    const seen = new Set<string>();
    for (const element of root.querySelectorAll('[id]')) {
      if (seen.has(element.id)) problems.push(`id "${element.id}" twice`);
      seen.add(element.id);
    }
    for (const attribute of ['for', 'aria-labelledby', 'aria-describedby', 'aria-controls']) {
      // A closed sheet (<dialog>) holds no title until it opens: it is checked once open.
      for (const element of [...root.querySelectorAll(`[${attribute}]`)].filter((element) => !element.closest('dialog:not([open])'))) {
        for (const id of element.getAttribute(attribute)!.split(/\s+/).filter(Boolean)) {
          if (!document.getElementById(id)) problems.push(`<${element.localName} ${attribute}="${id}">: no element has that id`);
        }
      }
    }
    return problems;
  });
}

/** Holds the invitation's script back until the returned function is called. */
async function holdThePageScript(page: Page): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/invitation-[^/]*\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

test('the server-rendered invitation is taken over in place: no element drawn twice or replaced, ids consistent, no warnings', async ({ page }) => {
  const problems = consoleProblems(page);
  // The page's script waits until the server's markup has been marked: then what follows is the script's doing.
  const release = await holdThePageScript(page);
  // The demo wedding: two events, a gallery, music, the countdown, wishes and the RSVP form.
  await page.goto('/view/aisyah-and-daniel', { waitUntil: 'commit' });
  await expect(page.locator('#invitation-data')).toBeAttached();
  const before = await page.locator('#root').evaluate((root) => {
    const elements = [...root.querySelectorAll('*')].filter((element) => !element.closest('.inv-rich *'));
    (window as unknown as { serverElements: Element[] }).serverElements = elements;
    return { elements: elements.length, headings: [...root.querySelectorAll('h1, h2, h3')].map((h) => h.textContent) };
  });
  expect(before.elements).toBeGreaterThan(100);
  release();

  // Only once the script has taken over: the RSVP button is enabled and a sheet opens.
  await expect(page.getByRole('button', { name: 'Send my RSVP' })).toBeEnabled();
  const after = await page.locator('#root').evaluate((root) => {
    const elements = (window as unknown as { serverElements: Element[] }).serverElements;
    return {
      replaced: elements.filter((element) => !element.isConnected).map((element) => element.outerHTML.slice(0, 120)),
      headings: [...root.querySelectorAll('h1, h2, h3')].map((h) => h.textContent),
    };
  });
  expect(after.replaced, 'every element the server sent is still on the page').toEqual([]);
  expect(after.headings, 'no section drawn twice').toEqual(before.headings);
  expect(await brokenIds(page)).toEqual([]);

  await page.getByRole('button', { name: 'Save The Date' }).click();
  const sheet = page.getByRole('dialog', { name: 'Save The Date' });
  await expect(sheet).toBeVisible();
  expect(await brokenIds(page)).toEqual([]);
  await sheet.getByRole('button', { name: 'Close' }).click();
  await expect(sheet).toBeHidden();

  expect(problems.filter((problem) => /hydrat|mismatch|did not match/i.test(problem)), 'no hydration warnings').toEqual([]);
  expect(problems, 'no console errors or warnings').toEqual([]);
});

test('only the islands are taken over, each once; the overlay and the countdown redraw only themselves', async ({ page, request, createUser, publishedInvitation, baseURL }, testInfo) => {
  const host = await createUser(`hydrate-${testInfo.project.name}`);
  expect((await request.post('/api/auth/sign-in/email', { data: host, headers: { origin: baseURL! } })).ok()).toBe(true);
  const id = await publishedInvitation(request, {
    eventName: '<p>Nur &amp; Hadi</p>',
    language: 'english',
    date: '2027-12-04',
    time: '11:00',
    venue: 'Dewan Melati',
    organizer: { name: 'Nur', email: '', phone: '' },
    animation: { type: 'confetti', color: '#e11d48' },
    rsvp: { enabled: true, allowPlusOnes: false, requireCarPlate: false, deadline: '', mealOptions: [], wishes: '' },
  });

  const problems = consoleProblems(page);
  await page.coverage.startJSCoverage({ resetOnNavigation: false });
  await page.goto(`/view/${id}`);

  // The parts that draw themselves after hydration: the overlay (only once mounted), the RSVP button
  // (enabled only once hydrated) and the countdown's seconds (a tick every second).
  await expect(page.locator('[data-particles]')).toBeAttached();
  await expect(page.getByRole('button', { name: 'Send my RSVP' })).toBeEnabled();
  const seconds = page.getByRole('region', { name: 'Counting down to the day' }).getByRole('listitem').last();
  const first = await seconds.textContent();
  await expect(seconds).not.toHaveText(first ?? '');

  const coverage = await page.coverage.stopJSCoverage();
  expect(placesOf(coverage, DRAWN_BY.frame), "the frame is the server's HTML: its code is not in the page's scripts").toBe(0);
  const calls = { form: callsOf(coverage, DRAWN_BY.form), section: callsOf(coverage, DRAWN_BY.section) };
  expect(calls.section, 'the RSVP island was drawn once, not again by the ticks of the countdown beside it').toBe(1);
  expect(calls.form, 'the RSVP form did not draw itself again after it was taken over').toBe(1);

  // The RSVP's thank-you (drawn only in the browser) names its parts by ids that exist.
  const form = page.locator('form').filter({ has: page.getByLabel('Your name') });
  await form.getByLabel('Your name').fill(`Hydration ${testInfo.project.name}`);
  await form.getByRole('button', { name: 'Send my RSVP' }).click();
  await expect(page.getByText('Thank you for your RSVP!')).toBeVisible();
  expect(await brokenIds(page)).toEqual([]);
  expect(problems).toEqual([]);
});

test('an island is taken over when it is touched, and not before: the first tap or focus is never lost', async ({ page }) => {
  // Idle time and near-screen reports never come: only the first screen's islands (at once) and
  // what the guest touches are taken over (decision 0037).
  await page.addInitScript(() => {
    window.requestIdleCallback = () => 0;
    window.IntersectionObserver = class {
      observe() {}
      unobserve() {}
      disconnect() {}
      takeRecords() {
        return [];
      }
    } as unknown as typeof IntersectionObserver;
  });
  const problems = consoleProblems(page);
  await page.goto('/view/aisyah-and-daniel');

  // The bar is on the first screen: it is live, and its sheet opens.
  await page.getByRole('navigation', { name: 'Invitation actions' }).getByRole('button', { name: 'Location' }).click();
  const sheet = page.getByRole('dialog', { name: 'Getting there' });
  await expect(sheet).toBeVisible();
  await sheet.getByRole('button', { name: 'Close' }).click();

  // The RSVP has not been touched: its button is still the server's, disabled until taken over.
  const form = page.locator('form').filter({ has: page.getByLabel('Your name') });
  const send = form.getByRole('button', { name: 'Send my RSVP' });
  await expect(send).toBeDisabled();
  // Focus takes it over before the first key arrives: what is typed stays, and the button works.
  await form.getByLabel('Your name').fill('Touched First');
  await expect(send).toBeEnabled();
  await expect(form.getByLabel('Your name')).toHaveValue('Touched First');

  // The wishes wall's first tap is its own: the tap takes the island over and then moves the wall.
  const wall = page.getByRole('list', { name: 'Wishes' });
  await wall.scrollIntoViewIfNeeded();
  expect(await wall.evaluate((list) => list.scrollLeft)).toBe(0);
  await page.getByRole('button', { name: 'Next wish' }).click();
  await expect.poll(() => wall.evaluate((list) => list.scrollLeft)).toBeGreaterThan(0);
  expect(problems).toEqual([]);
});

test('what a guest typed and chose before the script arrived is kept when the RSVP is taken over, and is what is sent', async ({ page }) => {
  const release = await holdThePageScript(page);
  await page.goto('/view/aisyah-and-daniel', { waitUntil: 'commit' });
  const form = page.locator('form').filter({ has: page.getByLabel('Your name') });
  // Before any script: the guest writes a name and a wish, and says yes to both events.
  await form.getByLabel('Your name').fill('Typed Early');
  await form.getByLabel('Your wishes').fill('Written before the script came');
  for (const event of await form.getByTestId('rsvp-event').all()) await event.getByText('Joyfully accept').click();
  release();

  const send = form.getByRole('button', { name: 'Send my RSVP' });
  await expect(send).toBeEnabled();
  await expect(form.getByLabel('Your name')).toHaveValue('Typed Early');
  const sent = page.waitForRequest((request) => request.method() === 'POST' && /\/rsvp$/.test(new URL(request.url()).pathname));
  await send.click();
  const body = (await sent).postDataJSON() as { guestName: string; wishes: string; events: { attending: boolean }[] };
  expect(body.guestName).toBe('Typed Early');
  expect(body.wishes).toBe('Written before the script came');
  expect(body.events.map((event) => event.attending)).toEqual([true, true]);
  await expect(page.getByRole('dialog', { name: 'Thank you for your RSVP!' })).toBeVisible();
});
