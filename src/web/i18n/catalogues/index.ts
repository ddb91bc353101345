import type { HostLanguage } from '@shared/host-language';
import type { AuthWords } from './auth.english';
import type { CommonWords } from './common.english';
import type { LandingWords } from './landing.english';
import type { UiWords } from './ui.english';
import type { GalleryWords } from './gallery.english';
import type { PagesWords } from './pages.english';
import type { DashboardWords } from './dashboard.english';
import type { EditorWords } from './editor.english';
import type { GuestsWords } from './guests.english';
import type { ResponsesWords } from './responses.english';
import type { CheckinWords } from './checkin.english';
import type { GiftsWords } from './gifts.english';
import type { MessagesWords } from './messages.english';

/**
 * Every catalogue: an area's words per host language, each its own chunk (decision 0030). A new
 * area is a `<area>.english.ts` (its type), one file per other language typed by it, and a line here.
 */
export interface Areas {
  /** Site header and footer: every public page. */
  common: CommonWords;
  landing: LandingWords;
  auth: AuthWords;
  ui: UiWords;
  gallery: GalleryWords;
  pages: PagesWords;
  dashboard: DashboardWords;
  editor: EditorWords;
  guests: GuestsWords;
  responses: ResponsesWords;
  checkin: CheckinWords;
  gifts: GiftsWords;
  /** The shared schemas' validation messages (`useSchemaForm`; decision 0031): every route with a form. */
  messages: MessagesWords;
}
export type Area = keyof Areas;

export const CATALOGUES: { [A in Area]: Record<HostLanguage, () => Promise<{ default: Areas[A] }>> } = {
  common: {
    english: () => import('./common.english'),
    malay: () => import('./common.malay'),
    chinese: () => import('./common.chinese'),
  },
  landing: {
    english: () => import('./landing.english'),
    malay: () => import('./landing.malay'),
    chinese: () => import('./landing.chinese'),
  },
  auth: {
    english: () => import('./auth.english'),
    malay: () => import('./auth.malay'),
    chinese: () => import('./auth.chinese'),
  },
  ui: {
    english: () => import('./ui.english'),
    malay: () => import('./ui.malay'),
    chinese: () => import('./ui.chinese'),
  },
  gallery: {
    english: () => import('./gallery.english'),
    malay: () => import('./gallery.malay'),
    chinese: () => import('./gallery.chinese'),
  },
  pages: {
    english: () => import('./pages.english'),
    malay: () => import('./pages.malay'),
    chinese: () => import('./pages.chinese'),
  },
  dashboard: {
    english: () => import('./dashboard.english'),
    malay: () => import('./dashboard.malay'),
    chinese: () => import('./dashboard.chinese'),
  },
  editor: {
    english: () => import('./editor.english'),
    malay: () => import('./editor.malay'),
    chinese: () => import('./editor.chinese'),
  },
  guests: {
    english: () => import('./guests.english'),
    malay: () => import('./guests.malay'),
    chinese: () => import('./guests.chinese'),
  },
  responses: {
    english: () => import('./responses.english'),
    malay: () => import('./responses.malay'),
    chinese: () => import('./responses.chinese'),
  },
  checkin: {
    english: () => import('./checkin.english'),
    malay: () => import('./checkin.malay'),
    chinese: () => import('./checkin.chinese'),
  },
  gifts: {
    english: () => import('./gifts.english'),
    malay: () => import('./gifts.malay'),
    chinese: () => import('./gifts.chinese'),
  },
  messages: {
    english: () => import('./messages.english'),
    malay: () => import('./messages.malay'),
    chinese: () => import('./messages.chinese'),
  },
};
