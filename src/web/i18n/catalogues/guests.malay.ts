import type { GuestsWords } from './guests.english';

/** Bahasa Melayu (docs/glossary.md). */
const guests: GuestsWords = {};

export default guests;
