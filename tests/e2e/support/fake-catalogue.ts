import type { Route } from '@playwright/test';
import type { Template } from '@shared/templates';

/**
 * A fake template catalogue of `total` designs answering `/api/templates` like the server does
 * (search in name or category, category filter, paging), for the galleries' paging tests. Its first
 * answer waits for `firstAnswer`, so a test can see the loading state.
 */
export function fakeCatalogue(total: number, firstAnswer: Promise<void> = Promise.resolve()) {
  const all: Template[] = Array.from({ length: total }, (_, i) => ({
    id: `00000000-0000-4000-8000-${String(i + 1).padStart(12, '0')}`,
    name: `Design ${String(i + 1).padStart(2, '0')}`,
    category: i % 2 ? 'birthday' : 'wedding',
    image_url: '',
    preview_image_url: null,
    dominant_colors: ['#ffffff', '#eeeeee', '#cccccc'],
    accent_color: null,
    preview_id: null,
    template_status: 'Published',
    created_at: new Date(Date.UTC(2025, 0, 1) - i * 60_000).toISOString(),
  }));
  let first = true;
  return async (route: Route) => {
    if (first) {
      first = false;
      await firstAnswer;
    }
    const url = new URL(route.request().url());
    const search = (url.searchParams.get('search') ?? '').toLowerCase();
    const category = url.searchParams.get('category');
    const pageNumber = Number(url.searchParams.get('page') ?? 1);
    const pageSize = Number(url.searchParams.get('pageSize') ?? 10);
    const matching = all.filter((t) => (!category || t.category === category) && (t.name.toLowerCase().includes(search) || t.category.includes(search)));
    await route.fulfill({
      json: { data: matching.slice((pageNumber - 1) * pageSize, pageNumber * pageSize), count: matching.length, totalPages: Math.ceil(matching.length / pageSize) },
    });
  };
}
