import { desc } from 'drizzle-orm';
import { normaliseTemplateStatus, parseJsonish } from '../../../shared/invitation';
import type { Template } from '../../../shared/templates';
import type { Db } from '../../db/client';
import { templates } from '../../db/schema';

type TemplateRow = typeof templates.$inferSelect;

/** Row → API shape; dominant_colors may be stored as a JSON string and is parsed (SPEC §3). */
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

/** Admin list: every template, newest first (SPEC §7 "Templates admin list"). */
export async function listAllTemplates(db: Db): Promise<Template[]> {
  const rows = await db.select().from(templates).orderBy(desc(templates.createdAt), desc(templates.id));
  return rows.map(toTemplateDto);
}
