import { z } from 'zod';
import { isUuid } from './ids';
import { APP_ROUTE_PATTERNS, MISSING_SITE_PAGES, SITE_PAGE_ALIASES } from './paths';

/** product.md §5 custom URL rules, shared by the Customize URL panel and the server. */
export const SLUG_MESSAGES = {
  invalidFormat: 'Only lowercase letters, numbers, and hyphens allowed',
  empty: 'Please enter a custom URL',
  current: 'This is your current custom URL',
  available: 'This URL is available!',
  taken: 'This URL is already taken',
  checkFailed: 'Error checking URL availability',
  reserved: 'This URL is reserved. Please choose another one.',
  tooLong: 'Please use at most 60 characters',
  looksLikeId: 'This URL looks like an invitation id. Please choose another one.',
} as const;

export const SLUG_MAX_LENGTH = 60;
export const SLUG_PATTERN = /^[a-z0-9-]+$/;

/**
 * Paths the server owns besides the SPA's pages: a slug is also served at `/{slug}`, so it must
 * never shadow one of them (the API, files, images, the public invitation prefixes, built assets,
 * the health check, pages that arrive with later features).
 */
const SERVER_SEGMENTS = [
  'api',
  'files',
  'img',
  'view',
  'view-invitation',
  'assets',
  'health',
  'favicon',
  'robots',
  'sitemap',
  'manifest',
  'index',
  'invitation',
  'payment-history',
  'static',
  'public',
  'login',
  'logout',
  'signup',
  'settings',
  'rsvp-edit',
];

/** Every top-level path segment of the app and the server. */
export const RESERVED_SLUGS: ReadonlySet<string> = new Set([
  ...APP_ROUTE_PATTERNS.map((pattern) => pattern.split('/')[1] ?? '').filter((segment) => segment && !segment.startsWith(':')),
  ...SERVER_SEGMENTS,
  ...Object.keys(SITE_PAGE_ALIASES),
  ...MISSING_SITE_PAGES,
]);

/** What a user typed, as the panel keeps it: lower-cased as typed (product.md §5), surrounding spaces dropped. */
export function normaliseSlug(value: string): string {
  return value.trim().toLowerCase();
}

/** The first rule a slug breaks (its product.md §5 message), or null when it may be checked for availability. */
export function slugProblem(slug: string): string | null {
  if (slug === '') return SLUG_MESSAGES.empty;
  if (!SLUG_PATTERN.test(slug)) return SLUG_MESSAGES.invalidFormat;
  if (slug.length > SLUG_MAX_LENGTH) return SLUG_MESSAGES.tooLong;
  // Ids are tried before slugs when a link is opened, so an id-shaped slug would never be reached.
  if (isUuid(slug)) return SLUG_MESSAGES.looksLikeId;
  if (RESERVED_SLUGS.has(slug)) return SLUG_MESSAGES.reserved;
  return null;
}

/** A custom slug as an API accepts it. */
export const customSlugSchema = z
  .string()
  .transform(normaliseSlug)
  .superRefine((slug, ctx) => {
    const problem = slugProblem(slug);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });

export const slugAvailabilitySchema = z.object({
  available: z.boolean(),
  /** True when the slug is already this invitation's own. */
  current: z.boolean(),
  message: z.string(),
});
export type SlugAvailability = z.infer<typeof slugAvailabilitySchema>;
