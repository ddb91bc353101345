import { and, count, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import { normaliseTemplateStatus, parseJsonish } from '@shared/invitation';
import { isUuid } from '@shared/ids';
import {
  CAROUSEL_SIZE,
  type CarouselTemplate,
  type Template,
  type TemplateListQuery,
  type TemplateListResponse,
} from '@shared/templates';
import type { Db } from '@server/db/client';
import { templates } from '@server/db/schema';
import { onePage, pageTotals } from '@server/lib/paging';

export type TemplateRow = typeof templates.$inferSelect;

/** Row → API shape; dominant_colors may be stored as a JSON string and is parsed (product.md §3). */
export function toTemplateDto(row: TemplateRow): Template {
  const colors = parseJsonish<unknown>(row.dominantColors, []);
  return {
    id: row.id,
    name: row.name,
    category: row.category,
    image_url: row.imageUrl,
    preview_image_url: row.previewImageUrl,
    dominant_colors: Array.isArray(colors) ? colors.filter((c): c is string => typeof c === 'string') : [],
    accent_color: row.accentColor,
    preview_id: row.previewId,
    template_status: normaliseTemplateStatus(row.templateStatus),
    created_at: row.createdAt.toISOString(),
  };
}

// ---- Public catalogue: the public only ever sees Published templates (architecture.md §5) ----

const isPublished = () => eq(templates.templateStatus, 'Published');
const newestFirst = [desc(templates.createdAt), desc(templates.id)] as const;

/** LIKE treats % and _ as wildcards and \ as the escape: a user's text must match only itself. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (ch) => `\\${ch}`);
}

/** Landing carousel: the newest Published templates (product.md §7 "Templates for carousel"). */
export async function listCarouselTemplates(db: Db): Promise<CarouselTemplate[]> {
  return db
    .select({
      id: templates.id,
      name: templates.name,
      preview_image_url: templates.previewImageUrl,
      category: templates.category,
    })
    .from(templates)
    .where(isPublished())
    .orderBy(...newestFirst)
    .limit(CAROUSEL_SIZE);
}

/**
 * The conditions of a template list: search is a case-insensitive substring of name or category, the
 * category filter is case-insensitive and 'all' filters nothing; the public sees Published only.
 */
function listConditions(query: TemplateListQuery, publishedOnly: boolean): SQL | undefined {
  const conditions: SQL[] = publishedOnly ? [isPublished()] : [];
  const search = query.search?.trim();
  if (search) {
    const pattern = `%${escapeLike(search)}%`;
    const matches = or(ilike(templates.name, pattern), ilike(templates.category, pattern));
    if (matches) conditions.push(matches);
  }
  const category = query.category?.trim().toLowerCase();
  if (category && category !== 'all') conditions.push(sql`lower(${templates.category}) = ${category}`);
  return and(...conditions);
}

/** One page of templates, newest first, with the count of all that match. */
export async function pageOfTemplates(db: Db, query: TemplateListQuery, publishedOnly: boolean): Promise<{ rows: TemplateRow[]; count: number; totalPages: number }> {
  const where = listConditions(query, publishedOnly);
  const [total] = await db.select({ value: count() }).from(templates).where(where);
  const rows = await onePage(db.select().from(templates).where(where).orderBy(...newestFirst).$dynamic(), query);
  return { rows, ...pageTotals(total, query.pageSize) };
}

/** Gallery (product.md §7 "Templates for gallery"): Published templates only (pageOfTemplates). */
export async function listPublishedTemplates(db: Db, query: TemplateListQuery): Promise<TemplateListResponse> {
  const { rows, ...page } = await pageOfTemplates(db, query, true);
  return { data: rows.map(toTemplateDto), ...page };
}

/** One Published template; null for a Draft, a missing id, or a string that is no uuid at all. */
export async function getPublishedTemplate(db: Db, id: string): Promise<Template | null> {
  // Checked here so that Postgres never sees a malformed uuid (that would be a 500).
  if (!isUuid(id)) return null;
  const [row] = await db
    .select()
    .from(templates)
    .where(and(eq(templates.id, id), isPublished()))
    .limit(1);
  return row ? toTemplateDto(row) : null;
}
