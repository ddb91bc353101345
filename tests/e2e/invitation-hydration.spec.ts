import { expect, test } from './support/fixtures';

/*
 * Issue 19, Lighthouse performance: the public invitation is drawn once, by hydration, and not drawn
 * again by itself afterwards. A second pass over the whole invitation right after hydration (a
 * "now mounted" state held at its root) was the longest task of the page's load.
 *
 * How it is seen: React reports every commit to a DevTools hook, production builds included. At each
 * commit the test notes the props object React keeps on the invitation's frame element; it is a new
 * object only when the component drawing the frame rendered again. Later commits of small parts
 * (the overlay animation appearing, the countdown's seconds) must leave it alone.
 */
test('the invitation renders once on hydration; the overlay and countdown redraw only themselves', async ({ page, request, createUser, publishedInvitation, baseURL }, testInfo) => {
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

  await page.addInitScript(() => {
    const frames: unknown[] = [];
    let commits = 0;
    Object.assign(window, {
      __hydration: { frames, commits: () => commits },
      __REACT_DEVTOOLS_GLOBAL_HOOK__: {
        supportsFiber: true,
        renderers: new Map(),
        inject: () => 1,
        onScheduleFiberRoot: () => undefined,
        onCommitFiberUnmount: () => undefined,
        onPostCommitFiberRoot: () => undefined,
        checkDCE: () => undefined,
        onCommitFiberRoot: () => {
          commits += 1;
          const frame = document.querySelector('.inv-frame') as (Element & Record<string, unknown>) | null;
          const key = frame && Object.keys(frame).find((name) => name.startsWith('__reactProps$'));
          if (frame && key && !frames.includes(frame[key])) frames.push(frame[key]);
        },
      },
    });
  });
  await page.goto(`/view/${id}`);

  // Wait until parts have drawn themselves after hydration: the overlay (only once mounted) and a
  // few more commits (the countdown ticks every second).
  await expect(page.locator('[data-particles]')).toBeAttached();
  await expect.poll(() => page.evaluate(() => (window as unknown as { __hydration: { commits: () => number } }).__hydration.commits())).toBeGreaterThanOrEqual(3);

  const frames = await page.evaluate(() => (window as unknown as { __hydration: { frames: unknown[] } }).__hydration.frames.length);
  expect(frames, 'the frame was drawn by hydration only').toBe(1);
});
