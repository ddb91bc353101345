import { BRAND } from '@shared/constants';
import type { CommonWords } from './common.english';

/** Bahasa Melayu, as a Malaysian writes it (docs/glossary.md). */
const common: CommonWords = {
  skipToContent: 'Langkau ke kandungan',
  nav: {
    main: 'Menu utama',
    mobile: 'Menu mudah alih',
    home: 'Laman Utama',
    features: 'Ciri-ciri',
    pricing: 'Harga',
    templates: 'Templat',
    myInvitations: 'Jemputan Saya',
    paymentHistory: 'Sejarah Bayaran',
  },
  profile: 'Profil',
  signIn: 'Log Masuk',
  signUp: 'Daftar',
  openMenu: 'Buka menu',
  closeMenu: 'Tutup menu',
  footer: {
    tagline: 'Kad jemputan digital yang tetamu buka dengan sekali sentuh',
    explore: 'Terokai',
    aboutUs: 'Tentang Kami',
    contactUs: 'Hubungi Kami',
    templates: 'Templat',
    legal: 'Perundangan',
    privacyPolicy: 'Dasar Privasi',
    terms: 'Terma',
    cookies: 'Kuki',
    getInTouch: 'Hubungi kami',
    opensInNewTab: ' (dibuka dalam tab baharu)',
    hours: 'Isnin-Jumaat, 9 pagi-5 petang (GMT+8)',
    rights: (year: number) => `© ${year} ${BRAND}. Hak cipta terpelihara.`,
  },
  /** Template categories and event types by slug: every public page, the gallery and the editor name them alike. */
  categories: {
    wedding: 'Perkahwinan',
    'indian-wedding': 'Perkahwinan India',
    'chinese-wedding': 'Perkahwinan Cina',
    engagement: 'Pertunangan',
    birthday: 'Hari Jadi',
    'baby-shower': 'Sambut Cahaya Mata',
  },
};

export default common;
