import type { PagesWords } from './pages.english';

/** Bahasa Melayu (docs/glossary.md). */
const pages: PagesWords = {};

export default pages;
