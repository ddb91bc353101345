import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';

/*
 * Issue 19, Lighthouse performance: the public invitation is drawn once, by hydration, and not drawn
 * again by itself afterwards. A second pass over the whole invitation right after hydration (a
 * "now mounted" state held at its root) was the longest task of the page's load.
 *
 * How it is seen, without React's internals: a second pass leaves the page's markup as it was (React
 * writes nothing when a render gives the same output), so the DOM cannot tell; the browser's own
 * count of function calls can. Chromium's precise coverage (Playwright's `page.coverage`) counts how
 * often each function of the page's scripts ran. The function that draws the invitation's frame (the
 * renderer's root), the one that draws the RSVP form and the one that draws the form's section are
 * found by code only they hold. After the parts that change on their own have drawn themselves (the
 * overlay animation appears once mounted, the RSVP button is enabled once hydrated, the countdown
 * ticks), the root must have run once, and the form no more often than its section: React may
 * restart a slice of hydration that an update interrupts (on a busy machine), which runs the section
 * and the form again alike, while a form that draws itself again after hydration runs alone.
 */

/** Code in one function only: the start of the frame's class list (the root), the RSVP form's class list, the section's strings. */
const DRAWN_BY = { frame: /[`'"]inv-frame relative mx-auto/g, form: /[`'"]space-y-5 text-left[`'"]/g, section: /\.rsvpEvents\b/g };

type Coverage = Awaited<ReturnType<Page['coverage']['stopJSCoverage']>>;

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

test('the invitation renders once on hydration; the overlay, countdown and RSVP button redraw only themselves', async ({ page, request, createUser, publishedInvitation, baseURL }, testInfo) => {
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
  const calls = { frame: callsOf(coverage, DRAWN_BY.frame), form: callsOf(coverage, DRAWN_BY.form), section: callsOf(coverage, DRAWN_BY.section) };
  expect(calls.frame, 'the invitation (its root) was drawn by hydration only').toBe(1);
  expect(calls.form, 'the RSVP form did not draw itself again after hydration (it ran as often as its section)').toBe(calls.section);
});
