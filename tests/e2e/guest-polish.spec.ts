import { expect, test } from './support/fixtures';
import { scaled } from './support/timeouts';

/*
 * Issue 19, guest page polish: a long wish is clamped with "Read more" (by keyboard), a short one has
 * no button; the overlay animation plays a burst, settles and leaves the page; none under reduced motion.
 * Tagged @mobile: also at 375 px.
 */

const LONG_WISH = 'Semoga berbahagia hingga ke anak cucu, and may every day bring you both laughter. '.repeat(8).trim();

test('a long wish has Read more by keyboard; the particles play a burst and leave; none under reduced motion @mobile', async ({ page, request, createUser, publishedInvitation, baseURL }, testInfo) => {
  const host = await createUser(`gpolish-${testInfo.project.name}`);
  expect((await request.post('/api/auth/sign-in/email', { data: host, headers: { origin: baseURL! } })).ok()).toBe(true);
  const id = await publishedInvitation(request, {
    eventName: '<p>Siti &amp; Arjun</p>',
    language: 'english',
    date: '2027-12-04',
    time: '11:00',
    venue: 'Dewan Melati',
    organizer: { name: 'Siti', email: '', phone: '' },
    animation: { type: 'confetti', color: '#e11d48' },
    rsvp: { enabled: true, allowPlusOnes: false, requireCarPlate: false, deadline: '', mealOptions: [], wishes: '' },
  });
  for (const [guestName, wishes] of [
    ['Short Wisher', 'Tahniah!'],
    ['Long Wisher', LONG_WISH],
  ] as const) {
    const answered = await request.post(`/api/invitations/${id}/rsvp`, {
      data: { guestName, email: '', attending: true, numberOfGuests: 1, mealChoice: '', wishes },
      headers: { origin: baseURL! },
    });
    expect(answered.status(), await answered.text()).toBe(201);
  }

  await page.goto(`/view/${id}`);

  // The particles: drawn after the page opens, never in the way of a tap, then gone (no element, no animation left).
  const particles = page.locator('[data-particles]');
  await expect(particles).toHaveAttribute('data-particles', 'confetti');
  await expect(particles).toHaveCSS('pointer-events', 'none');
  await expect(particles).toHaveCount(0, { timeout: scaled(20_000) });
  expect(await page.evaluate(() => document.getAnimations().filter((a) => a.playState === 'running' && a.effect?.getTiming().iterations === Infinity).length)).toBe(0);

  // Wishes: newest first, so the long one is the first card.
  const wishes = page.getByRole('list', { name: 'Wishes' });
  const longCard = wishes.getByRole('listitem').filter({ hasText: 'Long Wisher' });
  const quote = longCard.locator('blockquote');
  await longCard.scrollIntoViewIfNeeded();
  await expect(quote).toHaveClass(/\binv-clamp\b/);
  const readMore = longCard.getByRole('button', { name: 'Read more' });
  await expect(readMore).toBeVisible();
  await expect(readMore).toHaveAttribute('aria-expanded', 'false');
  const clamped = await quote.evaluate((el) => el.clientHeight);
  expect(await quote.evaluate((el) => el.scrollHeight > el.clientHeight)).toBe(true);

  await readMore.focus();
  await page.keyboard.press('Enter');
  const showLess = longCard.getByRole('button', { name: 'Show less' });
  await expect(showLess).toHaveAttribute('aria-expanded', 'true');
  await expect(showLess).toBeFocused();
  await expect(quote).not.toHaveClass(/\binv-clamp\b/);
  expect(await quote.evaluate((el) => el.clientHeight)).toBeGreaterThan(clamped);
  await page.keyboard.press('Space');
  await expect(longCard.getByRole('button', { name: 'Read more' })).toHaveAttribute('aria-expanded', 'false');
  await expect(quote).toHaveClass(/\binv-clamp\b/);

  // A short wish has no button.
  const shortCard = wishes.getByRole('listitem').filter({ hasText: 'Short Wisher' });
  await expect(shortCard.locator('blockquote')).toHaveText('Tahniah!');
  await expect(shortCard.getByRole('button')).toHaveCount(0);

  // Reduced motion: watched from the document's start; once hydrated (the wish's button is there) and
  // the network is idle (the particles' code would have loaded), no particle was ever drawn.
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.addInitScript(() => {
    const w = window as unknown as { particlesSeen: number };
    w.particlesSeen = 0;
    new MutationObserver(() => {
      if (document.querySelector('[data-particles], .inv-p')) w.particlesSeen++;
    }).observe(document, { childList: true, subtree: true });
  });
  await page.reload();
  await expect(page.getByRole('list', { name: 'Wishes' }).getByRole('button', { name: 'Read more' })).toBeAttached();
  await page.waitForLoadState('networkidle');
  expect(await page.evaluate(() => (window as unknown as { particlesSeen: number }).particlesSeen)).toBe(0);
  await expect(page.locator('[data-particles], .inv-p')).toHaveCount(0);
});
