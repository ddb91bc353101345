/** Business constants of product.md §9, shared by server and browser. */

export const BRAND = 'Jemputan';
export const BRAND_TAGLINE = 'Digital invitations your guests open in one tap';

export const EVENT_TYPES = [
  'wedding',
  'indian-wedding',
  'chinese-wedding',
  'engagement',
  'birthday',
  'baby-shower',
] as const;
export type EventType = (typeof EVENT_TYPES)[number];

/** Template categories are the same six kinds as events. */
export const TEMPLATE_CATEGORIES = EVENT_TYPES;
export type TemplateCategory = EventType;

export const LANGUAGES = ['english', 'chinese', 'malay', 'tamil'] as const;
export type Language = (typeof LANGUAGES)[number];

export const PACKAGES = {
  silver: { label: 'Silver', amount: 30, currency: 'RM' },
  platinum: { label: 'Platinum', amount: 50, currency: 'RM' },
} as const;
export type PackageType = keyof typeof PACKAGES;

/** product.md §9 package features, as the pricing section and the package selection list them. */
export const PACKAGE_FEATURES = {
  silver: [
    'Beautiful invitation design',
    'RSVP management',
    'Guest list organisation',
    'Guest wishes collection',
    'Contact information',
    'Maps integration',
    'Save the date',
    'Mobile-friendly',
    'Publish and share',
  ],
  platinum: ['All Silver features', 'Gift integration', 'Custom domain or custom URL'],
} as const;

export const PASSWORD_MIN_LENGTH = 6;
export const CONTACTS_MAX = 5;
export const MUSIC_START_MAX_SECONDS = 300;
export const GIFT_IMAGE_MAX_BYTES = 5 * 1024 * 1024;
export const RSVP_GUESTS_MIN = 1;
export const RSVP_GUESTS_MAX = 30;
export const MARGIN_MIN = 0;
export const MARGIN_MAX = 50;
export const POSITION_MIN = -100;
export const POSITION_MAX = 100;
export const TEMPLATES_PAGE_SIZE = 10;
export const PAGE_LINKS = 5;
export const SLUG_DEBOUNCE_MS = 500;
export const REDIRECT_AFTER_SAVE_MS = 1500;

export const SUPPORT = {
  email: 'hello@jemputan.example',
  whatsappNumber: '60123456789',
  socialHandle: '@jemputan.invites',
  socialUrl: 'https://instagram.com/jemputan.invites',
  hours: 'Mon-Fri 9am-5pm GMT+8',
} as const;

/** The seeded demo invitation that the landing page's "View Live Demo" opens. */
export const DEMO_INVITATION_ID = '7d1f0e52-5b7a-4c51-9a7e-2f0c5d9e1a01';
export const DEMO_INVITATION_SLUG = 'aisyah-and-daniel';

export const STORAGE_BUCKETS = {
  paymentReceipts: 'payment_receipts',
  invitations: 'invitations',
  gifts: 'gifts',
  templateImages: 'template_images',
  previewImages: 'preview_images',
  /** The host's photos (shared/photos.ts): never a divider or gift, never touched by the uploads routes. */
  photos: 'photos',
} as const;
export type StorageBucket = (typeof STORAGE_BUCKETS)[keyof typeof STORAGE_BUCKETS];
/** Receipts are private: only the payer and admins may read them (architecture.md §4). */
export const PUBLIC_BUCKETS: readonly StorageBucket[] = ['invitations', 'gifts', 'template_images', 'preview_images', 'photos'];
