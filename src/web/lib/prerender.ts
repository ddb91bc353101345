/** Marks a #root that holds a page's first frame drawn at build time (scripts/prerender-landing.tsx). */
export const PRERENDERED_ROOT_ATTRIBUTE = 'data-prerendered';

interface InitialisingRouter {
  state: { initialized: boolean };
  subscribe(listener: (state: { initialized: boolean }) => void): () => void;
}

/**
 * Resolves once the router has loaded the first route's code and data. A prerendered frame stays on
 * screen until then: rendering earlier would swap it for the loading spinner and back.
 */
export function routerReady(router: InitialisingRouter): Promise<void> {
  if (router.state.initialized) return Promise.resolve();
  return new Promise((resolve) => {
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      resolve();
    });
  });
}
