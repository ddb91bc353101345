import type { CheckinWords } from './checkin.english';

/** Bahasa Melayu (docs/glossary.md). */
const checkin: CheckinWords = {};

export default checkin;
