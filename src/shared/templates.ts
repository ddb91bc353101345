import { z } from 'zod';
import { TEMPLATE_CATEGORIES, TEMPLATES_PAGE_SIZE, type TemplateCategory } from './constants';
import { pageOf, positiveIntParam, textParam } from './paging';

/*
 * Every schema here is built inside an IIFE marked pure: the browser imports this module for its
 * small helpers (formatCategory, imageVariantUrl), and the marker lets the bundler drop zod from
 * those pages when they use no schema (the landing page's JS budget).
 */

/** A template as the API returns it (product.md §3 Template). */
export const templateSchema = /* @__PURE__ */ (() =>
  z.object({
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
  }))();
export type Template = z.infer<typeof templateSchema>;

export const templateCategorySchema = /* @__PURE__ */ (() => z.enum(TEMPLATE_CATEGORIES))();

/** One slide of the landing carousel: only what product.md §7 "Templates for carousel" selects. */
export const carouselTemplateSchema = /* @__PURE__ */ (() =>
  z.object({
    id: z.string(),
    name: z.string(),
    preview_image_url: z.string().nullable(),
    category: z.string(),
  }))();
export type CarouselTemplate = z.infer<typeof carouselTemplateSchema>;

/** The carousel shows this many templates, newest first (product.md §9). */
export const CAROUSEL_SIZE = 5;
/** The largest page the public gallery hands out in one response. */
export const TEMPLATES_MAX_PAGE_SIZE = 50;
/** Far beyond any real catalogue; keeps the OFFSET arithmetic well inside safe integers. */
export const TEMPLATES_MAX_PAGE = 100_000;
export const TEMPLATES_SEARCH_MAX_LENGTH = 100;

/** GET /api/templates (product.md §7 "Templates for gallery"): search, category ('all' filters nothing), paging. */
export const templateListQuerySchema = /* @__PURE__ */ (() =>
  z.object({
    search: textParam('search', TEMPLATES_SEARCH_MAX_LENGTH).optional(),
    category: textParam('category', 50).optional(),
    page: positiveIntParam('page', TEMPLATES_MAX_PAGE).default(1),
    pageSize: positiveIntParam('pageSize', TEMPLATES_MAX_PAGE_SIZE).default(TEMPLATES_PAGE_SIZE),
  }))();
export type TemplateListQuery = z.output<typeof templateListQuerySchema>;

export const templateListResponseSchema = /* @__PURE__ */ (() => pageOf(templateSchema))();
export type TemplateListResponse = z.infer<typeof templateListResponseSchema>;

/**
 * A template in the admin's list: the template with the number of invitations that use it (its own
 * preview invitation not counted). A template in use cannot be deleted (product.md §2 Admin).
 */
export const adminTemplateSchema = /* @__PURE__ */ (() => templateSchema.extend({ invitation_count: z.number().int().min(0) }))();
export type AdminTemplate = z.infer<typeof adminTemplateSchema>;

/** GET /api/admin/templates: the gallery's query (search on name or category, category filter, paging), Drafts included. */
export const adminTemplateListQuerySchema = templateListQuerySchema;
export type AdminTemplateListQuery = TemplateListQuery;

export const adminTemplateListResponseSchema = /* @__PURE__ */ (() => pageOf(adminTemplateSchema))();
export type AdminTemplateListResponse = z.infer<typeof adminTemplateListResponseSchema>;

/** POST /api/admin/templates/colors: three colours (primary, secondary, accent) suggested from an image. */
export const templateColorSuggestionSchema = /* @__PURE__ */ (() => z.object({ dominant_colors: z.array(z.string()).length(3) }))();
export type TemplateColorSuggestion = z.infer<typeof templateColorSuggestionSchema>;

/** 'indian-wedding' → 'Indian Wedding' (product.md §2: hyphens to spaces, capitalised). */
export function formatCategory(category: string): string {
  return category
    .split('-')
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}

/** What the editor receives when a template is chosen (product.md §3 working shape: template). */
export interface SelectedTemplate {
  id: string;
  imageUrl: string;
  dominantColors: string[];
  accentColor?: string;
}

/** Navigation state of /create-event when arriving from the gallery with a template. */
/** /create-event?template=<id>: the gallery's Select as a link (decision 0036), for a tap before its script has run. */
export const TEMPLATE_PARAM = 'template';

export interface CreateEventLocationState {
  template: SelectedTemplate;
  /**
   * A new preview invitation starts with its template's category as its event type (the admin's
   * template form sends it; the editor applies it to a new invitation only).
   */
  eventType?: TemplateCategory;
}

export function toSelectedTemplate(template: Pick<Template, 'id' | 'image_url' | 'dominant_colors' | 'accent_color'>): SelectedTemplate {
  return {
    id: template.id,
    imageUrl: template.image_url,
    dominantColors: template.dominant_colors,
    ...(template.accent_color ? { accentColor: template.accent_color } : {}),
  };
}

/** The widths /img/{width}/… serves; any other width is a 404 (a fixed set keeps the cache small). */
export const IMAGE_VARIANT_WIDTHS = [240, 480, 720, 1080] as const;
export type ImageVariantWidth = (typeof IMAGE_VARIANT_WIDTHS)[number];

const PUBLIC_FILE_URL = /^\/files\/([A-Za-z0-9_-]+)\/(.+)$/;

/** '/files/{bucket}/{key}' → '/img/{width}/{bucket}/{key}' (resized WebP); any other URL is left alone. */
export function imageVariantUrl(url: string, width: ImageVariantWidth): string {
  const match = PUBLIC_FILE_URL.exec(url);
  return match ? `/img/${width}/${match[1]}/${match[2]}` : url;
}

/** A srcset of the given widths for a stored image, or undefined when the URL is not one of ours. */
export function imageSrcSet(url: string, widths: readonly ImageVariantWidth[]): string | undefined {
  if (!PUBLIC_FILE_URL.test(url)) return undefined;
  return widths.map((width) => `${imageVariantUrl(url, width)} ${width}w`).join(', ');
}
