import { z } from 'zod';
import { TEMPLATE_CATEGORIES } from './constants';

/** A template as the API returns it (SPEC §3 Template). */
export const templateSchema = z.object({
  id: z.string(),
  name: z.string(),
  category: z.string(),
  image_url: z.string(),
  preview_image_url: z.string().nullable(),
  dominant_colors: z.array(z.string()),
  accent_color: z.string().nullable(),
  preview_id: z.string().nullable(),
  template_status: z.enum(['Published', 'Draft']),
  created_at: z.string(),
});
export type Template = z.infer<typeof templateSchema>;

export const templateCategorySchema = z.enum(TEMPLATE_CATEGORIES);

/** 'indian-wedding' → 'Indian Wedding' (SPEC §2: hyphens to spaces, capitalised). */
export function formatCategory(category: string): string {
  return category
    .split('-')
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}
