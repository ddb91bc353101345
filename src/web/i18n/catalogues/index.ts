import type { HostLanguage } from '@shared/host-language';
import type { AuthWords } from './auth.english';
import type { CommonWords } from './common.english';
import type { LandingWords } from './landing.english';

/**
 * Every catalogue: an area's words per host language, each its own chunk (decision 0030). A new
 * area is a `<area>.english.ts` (its type), one file per other language typed by it, and a line here.
 */
export interface Areas {
  /** Site header and footer: every public page. */
  common: CommonWords;
  landing: LandingWords;
  auth: AuthWords;
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
};
