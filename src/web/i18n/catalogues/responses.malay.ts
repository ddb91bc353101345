import type { ResponsesWords } from './responses.english';

/** Bahasa Melayu (docs/glossary.md). */
const responses: ResponsesWords = {};

export default responses;
