/**
 * Every route of product.md §2 in one place. The browser router uses the builders; the server uses
 * `isKnownAppPath` to answer unknown paths with a real 404 status while still serving the SPA.
 */
export const paths = {
  home: '/',
  templates: '/templates',
  auth: (tab?: 'signin' | 'signup') => (tab === 'signup' ? '/auth?tab=signup' : '/auth'),
  forgotPassword: '/forgot-password',
  resetPassword: '/reset-password',
  profile: '/profile',
  dashboard: '/dashboard',
  paymentHistory: '/payment-history',
  createEvent: (id?: string) => (id ? `/create-event/${id}` : '/create-event'),
  rsvpResponses: (id: string) => `/rsvp/${id}`,
  guestList: (id: string) => `/guests/${id}`,
  sendQueue: (id: string) => `/guests/${id}/send`,
  checkinPanel: (id: string) => `/guests/${id}/checkin`,
  giftLedger: (id: string) => `/guests/${id}/gifts`,
  /** A helper's check-in page (the link's token is its only credential). */
  checkin: (token: string) => `/checkin/${token}`,
  view: (idOrSlug: string) => `/view/${idOrSlug}`,
  viewInvitation: (idOrSlug: string) => `/view-invitation/${idOrSlug}`,
  aboutUs: '/about-us',
  contactUs: '/contact-us',
  privacyPolicy: '/privacy-policy',
  terms: '/terms',
  cookies: '/cookies',
  admin: {
    login: '/admin/login',
    dashboard: '/admin/dashboard',
    templates: '/admin/templates',
    newTemplate: '/admin/templates/new',
    editTemplate: (id: string) => `/admin/templates/edit/${id}`,
    viewTemplate: (id: string) => `/admin/templates/view/${id}`,
    createPreview: (id?: string) => (id ? `/admin/create-preview/${id}` : '/admin/create-preview'),
    invitations: '/admin/invitations',
  },
} as const;

/**
 * Path patterns the SPA renders (':param' is one segment). A path matching none of them is the
 * not-found page. Features add their patterns here when they add their routes.
 */
export const APP_ROUTE_PATTERNS: readonly string[] = [
  '/',
  '/auth',
  '/forgot-password',
  '/reset-password',
  '/profile',
  '/dashboard',
  '/payment-history',
  '/rsvp/:id',
  '/rsvp-responses/:id',
  '/guests/:id',
  '/guests/:id/send',
  '/guests/:id/checkin',
  '/guests/:id/gifts',
  '/checkin/:token',
  '/admin/login',
  '/admin/dashboard',
  '/admin/templates',
  '/admin/templates/new',
  '/admin/templates/edit/:id',
  '/admin/templates/view/:id',
  '/admin/invitations',
  '/templates',
  '/create-event',
  '/create-event/:id',
  '/admin/create-preview',
  '/admin/create-preview/:id',
  '/about-us',
  '/contact-us',
  '/privacy-policy',
  '/terms',
  '/cookies',
  // The landing and the gallery per language (language-paths.ts: LANGUAGE_PREFIXES × LOCALISED_PAGES).
  '/ms',
  '/zh',
  '/ms/templates',
  '/zh/templates',
];

/**
 * One-word paths people type for a site page (`/login`, `/signup`, `/pricing`, `/about`): each leads
 * to the page it means instead of "Invitation Not Found", and is reserved as a custom URL (slug.ts).
 */
export const SITE_PAGE_ALIASES: Readonly<Record<string, string>> = {
  login: '/auth',
  signin: '/auth',
  'sign-in': '/auth',
  signup: '/auth?tab=signup',
  'sign-up': '/auth?tab=signup',
  register: '/auth?tab=signup',
  pricing: '/#pricing',
  prices: '/#pricing',
  features: '/#features',
  about: '/about-us',
  contact: '/contact-us',
  privacy: '/privacy-policy',
};

/**
 * One-word paths of pages people look for on a site that this one does not have (`/faq`, `/help`):
 * the site's not-found page (404, in the visitor's language), never "Invitation Not Found". Reserved
 * as custom URLs too (slug.ts); an invitation that took one before keeps it.
 */
export const MISSING_SITE_PAGES: readonly string[] = ['faq', 'faqs', 'help', 'support', 'blog'];

/** Whether a one-word path (any case) is one of MISSING_SITE_PAGES. */
export function isMissingSitePage(pathname: string): boolean {
  const word = /^\/([A-Za-z-]+)\/?$/.exec(pathname)?.[1]?.toLowerCase();
  return Boolean(word && MISSING_SITE_PAGES.includes(word));
}

/** Where a one-word site path leads (any case), or null when it is not one. */
export function siteAliasTarget(pathname: string): string | null {
  const word = /^\/([A-Za-z-]+)\/?$/.exec(pathname)?.[1]?.toLowerCase();
  return word && Object.hasOwn(SITE_PAGE_ALIASES, word) ? SITE_PAGE_ALIASES[word]! : null;
}

export function matchesPattern(pattern: string, pathname: string): boolean {
  const a = pattern.split('/').filter(Boolean);
  const b = pathname.split('/').filter(Boolean);
  if (a.length !== b.length) return false;
  return a.every((segment, i) => segment.startsWith(':') || segment === b[i]);
}

export function isKnownAppPath(pathname: string): boolean {
  return APP_ROUTE_PATTERNS.some((pattern) => matchesPattern(pattern, pathname));
}

/** A post-login destination must be a local path, never another site. */
export function safeRedirectPath(value: string | null | undefined, fallback = '/'): string {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return fallback;
  return value;
}
