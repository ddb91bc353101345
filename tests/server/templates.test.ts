import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { templates } from '@server/db/schema';
import { seed, SEED_TEMPLATES } from '@server/db/seed';
import { escapeLike } from '@server/features/templates/service';
import type { CarouselTemplate, Template, TemplateListResponse } from '@shared/templates';
import { createTestApp, type TestApp } from '../support/test-app';

let t: TestApp;
/** Inserted below the seed: Drafts the public must never see, and names with LIKE wildcards. */
const DRAFT_NAME = 'Secret Draft Wedding';
let draftId = '';
let emptyStatusId = '';

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMITS: 'off' });
  await seed(t.ctx);
  const { db } = t.ctx.database;
  // Newer than every seeded template, so it would top "newest first" if it leaked.
  const [draft] = await db
    .insert(templates)
    .values({
      name: DRAFT_NAME,
      category: 'wedding',
      imageUrl: '/files/template_images/draft.webp',
      dominantColors: ['#111111', '#222222', '#333333'],
      templateStatus: 'Draft',
      createdAt: new Date(Date.UTC(2030, 0, 1)),
    })
    .returning({ id: templates.id });
  draftId = draft!.id;
  // product.md §3: an empty status is treated as Draft.
  const [blank] = await db
    .insert(templates)
    .values({ name: 'Blank Status', category: 'birthday', imageUrl: '/x.webp', templateStatus: '', createdAt: new Date(Date.UTC(2030, 0, 2)) })
    .returning({ id: templates.id });
  emptyStatusId = blank!.id;
  await db.insert(templates).values([
    { name: '100% Love', category: 'engagement', imageUrl: '/a.webp', templateStatus: 'Published', createdAt: new Date(Date.UTC(2024, 0, 1)) },
    { name: 'Snake_Case Party', category: 'birthday', imageUrl: '/b.webp', templateStatus: 'Published', createdAt: new Date(Date.UTC(2024, 0, 2)) },
  ]);
});
afterAll(async () => {
  await t.close();
});

const PUBLISHED_COUNT = SEED_TEMPLATES.length + 2;

async function list(query: string): Promise<TemplateListResponse> {
  const response = await t.app.inject(`/api/templates${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

describe('GET /api/templates/carousel', () => {
  it('returns the five newest Published templates with only id, name, preview image and category', async () => {
    const response = await t.app.inject('/api/templates/carousel');
    expect(response.statusCode).toBe(200);
    const { data } = response.json() as { data: CarouselTemplate[] };
    expect(data).toHaveLength(5);
    // Seeded in list order, newest last.
    expect(data.map((d) => d.name)).toEqual(SEED_TEMPLATES.slice(-5).map((s) => s.name).reverse());
    for (const slide of data) {
      expect(Object.keys(slide).sort()).toEqual(['category', 'id', 'name', 'preview_image_url']);
      expect(slide.preview_image_url).toMatch(/^\/files\/preview_images\//);
    }
    expect(data.map((d) => d.name)).not.toContain(DRAFT_NAME);
  });
});

describe('GET /api/templates', () => {
  it('defaults to page 1 of 10, newest first, Published only, with count and totalPages', async () => {
    const body = await list('');
    expect(body.count).toBe(PUBLISHED_COUNT);
    expect(body.totalPages).toBe(1);
    expect(body.data).toHaveLength(PUBLISHED_COUNT);
    expect(body.data.every((d) => d.template_status === 'Published')).toBe(true);
    expect(body.data.map((d) => d.name)).not.toContain(DRAFT_NAME);
    expect(body.data.map((d) => d.name)).not.toContain('Blank Status');
    const times = body.data.map((d) => Date.parse(d.created_at));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    expect(body.data[0]!.name).toBe(SEED_TEMPLATES.at(-1)!.name);
  });

  it('pages: 4 per page over 10 templates is 4 + 4 + a last partial page of 2, then empty', async () => {
    const pages = await Promise.all([1, 2, 3, 4].map((page) => list(`?page=${page}&pageSize=4`)));
    expect(pages.map((p) => p.data.length)).toEqual([4, 4, 2, 0]);
    for (const p of pages) {
      expect(p.count).toBe(PUBLISHED_COUNT);
      expect(p.totalPages).toBe(3);
    }
    const all = await list('?pageSize=50');
    expect(pages.flatMap((p) => p.data.map((d) => d.id))).toEqual(all.data.map((d) => d.id));
  });

  it('pageSize 3 over 10 templates: four pages, the last holding one', async () => {
    const last = await list('?page=4&pageSize=3');
    expect(last.totalPages).toBe(4);
    expect(last.data).toHaveLength(1);
    expect(last.data[0]!.name).toBe('100% Love');
  });

  it('searches name or category as a case-insensitive substring', async () => {
    const byName = await list('?search=WEDD');
    expect(byName.data.map((d) => d.name).sort()).toEqual(['Classic Wedding', 'Indian Wedding', 'Elegant Celebration', 'Red Lantern', 'Rustic Garden'].sort());
    // 'Elegant Celebration', 'Red Lantern' (chinese-wedding) and 'Rustic Garden' match by category.
    const byCategory = await list('?search=shower');
    expect(byCategory.data.map((d) => d.name)).toEqual(['Little Star']);
    expect(byCategory.count).toBe(1);
    const none = await list('?search=zzz-nothing');
    expect(none).toEqual({ data: [], count: 0, totalPages: 0 });
  });

  it('treats % and _ in a search as plain characters', async () => {
    expect((await list(`?search=${encodeURIComponent('%')}`)).data.map((d) => d.name)).toEqual(['100% Love']);
    expect((await list('?search=_')).data.map((d) => d.name)).toEqual(['Snake_Case Party']);
    expect((await list(`?search=${encodeURIComponent('\\')}`)).count).toBe(0);
    expect(escapeLike('50%_off\\')).toBe('50\\%\\_off\\\\');
  });

  it("filters by category case-insensitively, and 'all' filters nothing", async () => {
    const weddings = await list('?category=wedding');
    expect(weddings.data.map((d) => d.name).sort()).toEqual(['Classic Wedding', 'Elegant Celebration', 'Rustic Garden']);
    expect((await list('?category=Indian-Wedding')).data.map((d) => d.name)).toEqual(['Indian Wedding']);
    expect((await list('?category=all')).count).toBe(PUBLISHED_COUNT);
    expect((await list('?category=ALL')).count).toBe(PUBLISHED_COUNT);
    expect((await list('?category=')).count).toBe(PUBLISHED_COUNT);
    expect((await list('?category=no-such')).count).toBe(0);
  });

  it('combines search, category and paging', async () => {
    const body = await list('?category=birthday&search=party&page=1&pageSize=1');
    expect(body).toMatchObject({ count: 1, totalPages: 1 });
    expect(body.data[0]!.name).toBe('Snake_Case Party');
  });

  it('parses dominant_colors stored as a JSON string', async () => {
    const { db } = t.ctx.database;
    const [row] = await db
      .insert(templates)
      .values({
        name: 'Stringly Colours',
        category: 'engagement',
        imageUrl: '/c.webp',
        // An older row: the colours as a JSON string inside the jsonb (the column's type no longer allows it).
        dominantColors: sql`to_jsonb(${JSON.stringify(['#aa0000', '#00aa00', '#0000aa'])}::text)`,
        templateStatus: 'Published',
        createdAt: new Date(Date.UTC(2020, 0, 1)),
      })
      .returning({ id: templates.id });
    try {
      const response = await t.app.inject(`/api/templates/${row!.id}`);
      expect((response.json() as Template).dominant_colors).toEqual(['#aa0000', '#00aa00', '#0000aa']);
      const listed = await list('?search=Stringly');
      expect(listed.data[0]!.dominant_colors).toEqual(['#aa0000', '#00aa00', '#0000aa']);
    } finally {
      await db.delete(templates).where(eq(templates.id, row!.id));
    }
  });

  const BAD_VALUES = ['0', '-1', '-0', '1.5', '1e3', 'abc', '', '%20', '99999999999999999999', '0x10'];
  it.each(BAD_VALUES)('answers page=%s with 400 and the error shape', async (value) => {
    const response = await t.app.inject(`/api/templates?page=${value}`);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: { code: 'VALIDATION_ERROR', message: expect.stringContaining('page') } });
  });

  it.each([...BAD_VALUES, '51', '1000000'])('answers pageSize=%s with 400', async (value) => {
    const response = await t.app.inject(`/api/templates?pageSize=${value}`);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toContain('pageSize');
  });

  it('a huge but valid page is simply empty; repeated or overlong parameters are refused, never 5xx', async () => {
    const far = await list('?page=100000&pageSize=50');
    expect(far).toEqual({ data: [], count: PUBLISHED_COUNT, totalPages: 1 });
    for (const query of ['?page=1&page=2', '?search=a&search=b', `?search=${'x'.repeat(101)}`, '?page=100001', '?search=a%00b']) {
      const response = await t.app.inject(`/api/templates${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(response.json().error.message, query).toEqual(expect.any(String));
    }
    for (const query of [`?search=${encodeURIComponent("' OR 1=1 --")}`, `?search=${encodeURIComponent('😀')}`, '?search=%E0%A4%A']) {
      const response = await t.app.inject(`/api/templates${query}`);
      expect(response.statusCode, query).toBeLessThan(500);
    }
  });
});

it('documents the public routes in the OpenAPI description', async () => {
  const response = await t.app.inject('/api/openapi.json');
  expect(response.statusCode).toBe(200);
  const spec = response.json() as { paths: Record<string, unknown> };
  expect(Object.keys(spec.paths)).toEqual(expect.arrayContaining(['/api/templates', '/api/templates/carousel', '/api/templates/{id}']));
});

describe('GET /api/templates/:id', () => {
  it('returns a Published template', async () => {
    const { data } = await list('?search=Classic');
    const response = await t.app.inject(`/api/templates/${data[0]!.id}`);
    expect(response.statusCode).toBe(200);
    const template = response.json() as Template;
    expect(template).toMatchObject({ name: 'Classic Wedding', category: 'wedding', template_status: 'Published' });
    expect(template.dominant_colors).toHaveLength(3);
    expect(template.preview_id).toEqual(expect.any(String));
  });

  it.each([
    ['a Draft', () => draftId],
    ['an empty status (treated as Draft)', () => emptyStatusId],
    ['a missing id', () => '00000000-0000-4000-8000-000000000000'],
    ['a malformed id', () => 'not-a-uuid'],
    ['an injection attempt', () => encodeURIComponent("1' OR '1'='1")],
  ])('answers %s with 404 Template not found', async (_label, id) => {
    const response = await t.app.inject(`/api/templates/${id()}`);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: { code: 'NOT_FOUND', message: 'Template not found' } });
  });
});
