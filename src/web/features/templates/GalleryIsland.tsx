import { LocalToaster } from '@web/app/LocalToaster';
import { readCategory } from './gallery-params';
import TemplatesPage from './TemplatesPage';

/**
 * The gallery as an island of its server-drawn page (decision 0036): the same page the app draws at
 * /templates, taken over where the server left it (no jump back to the top), with its own toasts.
 */
export function GalleryIsland() {
  return (
    <>
      <TemplatesPage arrivedWhole />
      <LocalToaster />
    </>
  );
}

/**
 * What the visitor typed or chose in the drawn form before the island ran (the box and the select are
 * kept, decision 0036, but the page writes their values from the address): put into the address first,
 * so the page starts with it and searches for it.
 */
export function keepWhatWasTyped(): void {
  const search = document.querySelector<HTMLInputElement>('#template-search')?.value.trim() ?? '';
  const category = readCategory(document.querySelector<HTMLSelectElement>('#template-category')?.value ?? null);
  const url = new URL(window.location.href);
  const asked = { search: url.searchParams.get('search') ?? '', category: readCategory(url.searchParams.get('category')) };
  if (search === asked.search && category === asked.category) return;
  if (search) url.searchParams.set('search', search);
  else url.searchParams.delete('search');
  if (category !== 'all') url.searchParams.set('category', category);
  else url.searchParams.delete('category');
  url.searchParams.delete('page');
  // As on the live island: a category chosen is a step the back button undoes; a search typed is not.
  if (category !== asked.category) window.history.pushState(window.history.state, '', url);
  else window.history.replaceState(window.history.state, '', url);
}
