import type { PagesWords } from './pages.english';

/** 中文, Simplified as used in Malaysia (docs/glossary.md). */
const pages: PagesWords = {};

export default pages;
