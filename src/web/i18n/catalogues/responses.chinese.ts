import type { ResponsesWords } from './responses.english';

/** 中文, Simplified as used in Malaysia (docs/glossary.md). */
const responses: ResponsesWords = {};

export default responses;
