import type { CarouselTemplate, TemplateListResponse } from '@shared/templates';
import { COVER_THUMB_WIDTHS, coverSrcSet, type CoverThumbWidth } from '@shared/covers';
import { isUuid } from '@shared/ids';
import { call } from '@web/lib/api';

/** Thrown when the server answers 200 with something that is not the contract (not an ApiError). */
export class MalformedResponseError extends Error {}

// A shape check rather than zod: zod stays out of the landing page's JS (its budget).
function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}
function assertList(body: unknown, what: string): asserts body is { data: unknown[] } {
  if (!isObject(body) || !Array.isArray(body.data)) throw new MalformedResponseError(`Malformed ${what} response`);
}

/** The landing carousel's slides: newest Published templates. */
export const carouselQuery = {
  queryKey: ['templates', 'carousel'] as const,
  queryFn: async (): Promise<{ data: CarouselTemplate[] }> => {
    const body = await call('GET /api/templates/carousel');
    assertList(body, 'carousel');
    return body;
  },
  staleTime: 5 * 60_000,
};

/** One Published template by id (a Select made by its link: /create-event?template=<id>). */
export function publishedTemplateQuery(id: string) {
  return {
    queryKey: ['templates', 'one', id] as const,
    queryFn: () => call('GET /api/templates/{id}', { path: { id } }),
    staleTime: 60_000,
  };
}

export interface TemplateListParams {
  search: string;
  category: string;
  page: number;
  pageSize: number;
}

/** One page of the public gallery (search, category, paging are the server's work). */
export function templateListQuery(params: TemplateListParams) {
  const query = { page: params.page, pageSize: params.pageSize, search: params.search || undefined, category: params.category && params.category !== 'all' ? params.category : undefined };
  return {
    queryKey: ['templates', 'list', params] as const,
    queryFn: async (): Promise<TemplateListResponse> => {
      const body = await call('GET /api/templates', { query });
      assertList(body, 'template list');
      // The server's answer is typed, but a proxy or an outage page may still answer 200 with something else.
      const { count, totalPages } = body as { count?: unknown; totalPages?: unknown };
      if (typeof count !== 'number' || typeof totalPages !== 'number') throw new MalformedResponseError('Malformed template list response');
      return body;
    },
    staleTime: 60_000,
  };
}

const preloadedCovers = new Set<string>();

/**
 * Asks for a template's rendered cover (TemplateImage.tsx `CoverImage`) before the component that
 * draws it renders: the same srcset and sizes, at high priority. Once per id.
 */
export function preloadCover(urlOf: (width: CoverThumbWidth) => string, id: string, sizes: string): void {
  if (!isUuid(id) || preloadedCovers.has(id)) return;
  preloadedCovers.add(id);
  const link = document.createElement('link');
  link.rel = 'preload';
  link.as = 'image';
  link.href = urlOf(COVER_THUMB_WIDTHS[0]);
  link.imageSrcset = coverSrcSet(urlOf);
  link.imageSizes = sizes;
  link.fetchPriority = 'high';
  document.head.append(link);
}
