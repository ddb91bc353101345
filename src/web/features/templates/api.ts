import type { CarouselTemplate, TemplateListResponse } from '@shared/templates';
import { api } from '@web/lib/api';

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
  queryFn: async () => {
    const body = await api<unknown>('GET', '/api/templates/carousel');
    assertList(body, 'carousel');
    return body as { data: CarouselTemplate[] };
  },
  staleTime: 5 * 60_000,
};

export interface TemplateListParams {
  search: string;
  category: string;
  page: number;
  pageSize: number;
}

/** One page of the public gallery (search, category, paging are the server's work). */
export function templateListQuery(params: TemplateListParams) {
  const query = new URLSearchParams({ page: String(params.page), pageSize: String(params.pageSize) });
  if (params.search) query.set('search', params.search);
  if (params.category && params.category !== 'all') query.set('category', params.category);
  return {
    queryKey: ['templates', 'list', params] as const,
    queryFn: async () => {
      const body = await api<unknown>('GET', `/api/templates?${query.toString()}`);
      assertList(body, 'template list');
      const { count, totalPages } = body as { count?: unknown; totalPages?: unknown };
      if (typeof count !== 'number' || typeof totalPages !== 'number') throw new MalformedResponseError('Malformed template list response');
      return body as unknown as TemplateListResponse;
    },
    staleTime: 60_000,
  };
}
