import type { UiWords } from './ui.english';

/** Bahasa Melayu (docs/glossary.md). */
const ui: UiWords = {};

export default ui;
