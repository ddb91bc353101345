import type { GuestsWords } from './guests.english';

/** 中文, Simplified as used in Malaysia (docs/glossary.md). */
const guests: GuestsWords = {};

export default guests;
