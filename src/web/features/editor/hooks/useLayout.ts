import { useSyncExternalStore } from 'react';

function subscribeMedia(query: string) {
  return (onChange: () => void) => {
    const list = window.matchMedia(query);
    list.addEventListener('change', onChange);
    return () => list.removeEventListener('change', onChange);
  };
}
const WIDE = '(min-width: 1280px)';
const MEDIUM = '(min-width: 1024px)';
const subscribeWide = subscribeMedia(WIDE);
const subscribeMedium = subscribeMedia(MEDIUM);

export type EditorLayout = 'wide' | 'medium' | 'narrow';

/** 'wide': side panel, form and preview side by side; 'medium': form or design beside the preview; 'narrow': one at a time. */
export function useLayout(): EditorLayout {
  const wide = useSyncExternalStore(subscribeWide, () => window.matchMedia(WIDE).matches, () => true);
  const medium = useSyncExternalStore(subscribeMedium, () => window.matchMedia(MEDIUM).matches, () => true);
  return wide ? 'wide' : medium ? 'medium' : 'narrow';
}
