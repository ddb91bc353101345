import type { HostLanguage } from '@shared/host-language';
import { counter } from '../format';

/**
 * The nouns both the responses page and the check-in panel count ("3 households, 5 seats, 7
 * guests"), translated once so the two screens can't drift apart. Each language's checkin and
 * responses catalogue spreads its line in.
 */
export interface CountedNouns {
  households: (n: number) => string;
  seats: (n: number) => string;
  guests: (n: number) => string;
}

function nouns(language: HostLanguage, households: string, seats: string, guests: string): CountedNouns {
  const count = counter(language);
  return { households: (n) => count(n, households), seats: (n) => count(n, seats), guests: (n) => count(n, guests) };
}

export const COUNTED_NOUNS: Record<HostLanguage, CountedNouns> = {
  english: nouns('english', 'household', 'seat', 'guest'),
  malay: nouns('malay', 'isi rumah', 'tempat duduk', 'tetamu'),
  chinese: nouns('chinese', '个家庭', '个座位', '位宾客'),
};
