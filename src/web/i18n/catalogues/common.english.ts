import type { TemplateCategory } from '@shared/constants';
import { BRAND, BRAND_TAGLINE, SUPPORT } from '@shared/constants';

/**
 * The words every public page shows: the site header and footer (decision 0030). English is the
 * source: its shape is the type every other language must fill (a missing key fails `tsc`).
 * Words as in docs/glossary.md.
 */
const common = {
  skipToContent: 'Skip to content',
  nav: {
    main: 'Main',
    mobile: 'Mobile',
    home: 'Home',
    features: 'Features',
    pricing: 'Pricing',
    templates: 'Templates',
    myInvitations: 'My Invitations',
    paymentHistory: 'Payment History',
  },
  profile: 'Profile',
  signIn: 'Sign In',
  signUp: 'Sign Up',
  openMenu: 'Open menu',
  closeMenu: 'Close menu',
  footer: {
    tagline: BRAND_TAGLINE,
    explore: 'Explore',
    aboutUs: 'About Us',
    contactUs: 'Contact Us',
    templates: 'Templates',
    legal: 'Legal',
    privacyPolicy: 'Privacy Policy',
    terms: 'Terms',
    cookies: 'Cookies',
    getInTouch: 'Get in touch',
    opensInNewTab: ' (opens in a new tab)',
    hours: SUPPORT.hours as string,
    rights: (year: number) => `© ${year} ${BRAND}. All rights reserved.`,
  },
  /** Template categories and event types by slug: every public page, the gallery and the editor name them alike. */
  categories: {
    wedding: 'Wedding',
    'indian-wedding': 'Indian Wedding',
    'chinese-wedding': 'Chinese Wedding',
    engagement: 'Engagement',
    birthday: 'Birthday',
    'baby-shower': 'Baby Shower',
  } satisfies Record<TemplateCategory, string> as Record<TemplateCategory, string>,
};

export type CommonWords = typeof common;
export default common;
