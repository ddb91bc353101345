import { expect, test } from './support/fixtures';

/*
 * Issue 19, Lighthouse performance: the public invitation is drawn once, by hydration, and not drawn
 * again by itself afterwards. A second pass over the whole invitation right after hydration (a
 * "now mounted" state held at its root) was the longest task of the page's load.
 *
 * How it is seen: React reports every commit to a DevTools hook, production builds included. At each
 * commit the test notes the props that the committed tree holds for the invitation's frame element
 * and for the RSVP form; a new props object means the component drawing it rendered again. Later
 * commits of small parts (the overlay animation appearing, the countdown's seconds, the RSVP button
 * becoming usable) must leave both alone.
 */
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

  await page.addInitScript(() => {
    // The invitation's frame (drawn by its root) and the RSVP form (drawn by the form component).
    const watched = { frame: '.inv-frame', form: '.inv-frame form[novalidate]' };
    const seen: Record<string, unknown[]> = { frame: [], form: [] };
    let commits = 0;
    Object.assign(window, {
      __hydration: { seen, commits: () => commits },
      __REACT_DEVTOOLS_GLOBAL_HOOK__: {
        supportsFiber: true,
        renderers: new Map(),
        inject: () => 1,
        onScheduleFiberRoot: () => undefined,
        onCommitFiberUnmount: () => undefined,
        onPostCommitFiberRoot: () => undefined,
        checkDCE: () => undefined,
        onCommitFiberRoot: (_renderer: number, root: { current: unknown }) => {
          commits += 1;
          type Fiber = { return: Fiber | null; alternate: Fiber | null; memoizedProps: unknown };
          const top = (fiber: Fiber) => {
            while (fiber.return) fiber = fiber.return;
            return fiber;
          };
          for (const [name, selector] of Object.entries(watched)) {
            const element = document.querySelector(selector) as (Element & Record<string, Fiber | undefined>) | null;
            const key = element && Object.keys(element).find((property) => property.startsWith('__reactFiber$'));
            const fiber = element && key ? element[key] : undefined;
            // The element's fiber in the tree just committed (a render that was interrupted and
            // started again, as hydration in slices can be, never reaches the screen: not counted).
            const committed = [fiber, fiber?.alternate].find((candidate) => candidate && top(candidate) === root.current);
            const list = seen[name] as unknown[];
            if (committed && !list.includes(committed.memoizedProps)) list.push(committed.memoizedProps);
          }
        },
      },
    });
  });
  await page.goto(`/view/${id}`);

  // Wait until parts have drawn themselves after hydration: the overlay (only once mounted), the
  // RSVP button (enabled only once hydrated) and a few more commits (the countdown ticks every second).
  await expect(page.locator('[data-particles]')).toBeAttached();
  await expect(page.getByRole('button', { name: 'Send my RSVP' })).toBeEnabled();
  await expect.poll(() => page.evaluate(() => (window as unknown as { __hydration: { commits: () => number } }).__hydration.commits())).toBeGreaterThanOrEqual(3);

  const seen = await page.evaluate(() => {
    const { frame, form } = (window as unknown as { __hydration: { seen: Record<string, unknown[]> } }).__hydration.seen;
    return { frame: frame?.length, form: form?.length };
  });
  expect(seen, 'the frame and the RSVP form were drawn by hydration only').toEqual({ frame: 1, form: 1 });
});
