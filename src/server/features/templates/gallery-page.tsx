import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { FastifyRequest } from 'fastify';
import { renderToString } from 'react-dom/server';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { HOST_LANGUAGE_INFO, type HostLanguage } from '@shared/host-language';
import { templateListQuerySchema } from '@shared/templates';
import type { Db } from '@server/db/client';
import { escapeHtml, safeJson } from '@server/lib/html-text';
import type { PageDrawer } from '@server/lib/web-assets';
import type { LocalisedPage } from '@shared/language-paths';
import { PublicLayout } from '@web/app/layouts/PublicLayout';
import { galleryQuery } from '@web/features/templates/gallery-params';
import TemplatesPage from '@web/features/templates/TemplatesPage';
import type { Area } from '@web/i18n/catalogues';
import { loadArea, setLanguage } from '@web/i18n/i18n';
import { GALLERY_DATA_ID, islandMark } from '@web/lib/islands';
import { listPublishedTemplates } from './service';

/** The words the page draws with: the layout's and the gallery's (router.tsx loads the same for /templates). */
const GALLERY_AREAS: readonly Area[] = ['common', 'ui', 'gallery'];

const EMPTY_ROOT = '<div id="root"></div>';

/**
 * The gallery drawn whole for a request (decision 0036): the list its address asks for (search,
 * category, page), in the visitor's language, inside the public pages' shell, with that list beside
 * it for the island (src/web/public-main.tsx) to start from. A query the API would refuse (a search
 * over its length) is drawn loading, as the browser would draw it; the island then asks and shows
 * the refusal as the app does.
 */
export async function drawGalleryPage(db: Db, request: FastifyRequest, language: HostLanguage, shell: string): Promise<string | null> {
  if (!shell.includes(EMPTY_ROOT)) return null;
  const url = new URL(request.url, 'http://localhost');
  const query = galleryQuery(url.searchParams);
  const [, , asked] = query.queryKey;
  // Checked as the API checks the browser's request for it (query-string text).
  const parsed = templateListQuerySchema.safeParse({
    page: String(asked.page),
    pageSize: String(asked.pageSize),
    search: asked.search || undefined,
    category: asked.category === 'all' ? undefined : asked.category,
  });
  const list = parsed.success ? await listPublishedTemplates(db, parsed.data) : null;
  await Promise.all(GALLERY_AREAS.map((area) => loadArea(area, language)));
  // Loaded just above (a cached promise): the page's title and description.
  const words = await loadArea('gallery', language);

  const queryClient = new QueryClient();
  if (list) queryClient.setQueryData(query.queryKey, list);
  const router = createMemoryRouter(
    [
      {
        element: <PublicLayout />,
        children: [
          {
            // Any path: the gallery's own (/templates, /ms/templates, /zh/templates), so that its form and page links keep it.
            path: '*',
            element: (
              <div className="contents" {...islandMark('gallery')}>
                <TemplatesPage arrivedWhole />
              </div>
            ),
          },
        ],
      },
    ],
    { initialEntries: [`${url.pathname}${url.search}`] },
  );
  // Drawn synchronously in the visitor's language: no other request can change it in between.
  setLanguage(language);
  const markup = renderToString(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  const data = list ? `<script type="application/json" id="${GALLERY_DATA_ID}">${safeJson({ queryKey: query.queryKey, data: list })}</script>` : '';
  return (
    shell
      .replace('<html lang="en">', `<html lang="${HOST_LANGUAGE_INFO[language].lang}">`)
      .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(`${words.eyebrow} · Jemputan`)}</title>`)
      .replace(/<meta name="description" content="[^"]*" \/>/, () => `<meta name="description" content="${escapeHtml(words.intro)}" />`)
      // Replaced by functions: a string replacement reads "$'", "$`" and "$&" in a template's name as patterns.
      .replace(EMPTY_ROOT, () => `<div id="root">${markup}</div>${data}`)
  );
}

/** The app's pages the server draws for each request (sendAppPage's drawers), wherever they are answered. */
export const SERVER_DRAWN_PAGES: Partial<Record<LocalisedPage, PageDrawer>> = {
  '/templates': (request, language, shell) => drawGalleryPage(request.server.ctx.database.db, request, language, shell),
};
