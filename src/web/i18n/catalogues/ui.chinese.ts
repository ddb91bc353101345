import type { UiWords } from './ui.english';

/** 中文, Simplified as used in Malaysia (docs/glossary.md). */
const ui: UiWords = {};

export default ui;
