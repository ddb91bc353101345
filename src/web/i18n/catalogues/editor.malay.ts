import type { EditorWords } from './editor.english';

/** Bahasa Melayu (docs/glossary.md). */
const editor: EditorWords = {};

export default editor;
